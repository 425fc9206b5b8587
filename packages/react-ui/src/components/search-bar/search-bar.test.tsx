import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchBar } from '../../index.js'

describe('SearchBar', () => {
  it('searches the trimmed keyword, and not an empty one', () => {
    const onSearch = vi.fn()
    const { rerender } = render(<SearchBar value="  金股 " onChange={() => undefined} onSearch={onSearch} />)
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(onSearch).toHaveBeenCalledWith('金股')
    rerender(<SearchBar value="   " onChange={() => undefined} onSearch={onSearch} />)
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(onSearch).toHaveBeenCalledTimes(1)
  })
  it('puts the caret in the box when asked, and only then', () => {
    const { unmount } = render(<SearchBar value="" onChange={() => undefined} onSearch={() => undefined} autoFocus />)
    expect(screen.getByRole('searchbox')).toHaveFocus()
    unmount()
    render(<SearchBar value="" onChange={() => undefined} onSearch={() => undefined} />)
    expect(screen.getByRole('searchbox')).not.toHaveFocus()
  })
})
