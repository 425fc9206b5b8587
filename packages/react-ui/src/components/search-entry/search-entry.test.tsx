import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchEntry } from '../../index.js'

describe('SearchEntry', () => {
  it('shows the placeholder and opens the search page when tapped, with no text input of its own', () => {
    const onOpen = vi.fn()
    const { container } = render(<SearchEntry onOpen={onOpen} placeholder="搜索投顾、产品、观点" />)
    expect(screen.getByRole('search').textContent).toContain('搜索投顾、产品、观点')
    expect(container.querySelector('input')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '搜索投顾、产品、观点' }))
    expect(onOpen).toHaveBeenCalledOnce()
  })
})
