import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListSkeleton } from '../../index.js'

describe('ListSkeleton', () => {
  it('announces 加载中... and draws the requested rows', () => {
    const { container } = render(<ListSkeleton rows={4} />)
    expect(screen.getByRole('status').textContent).toContain('加载中...')
    expect(container.querySelectorAll('.tg-card')).toHaveLength(4)
  })
})
