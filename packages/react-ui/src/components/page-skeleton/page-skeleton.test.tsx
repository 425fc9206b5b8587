import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageSkeleton } from '../../index.js'

describe('PageSkeleton', () => {
  it('announces loading once and hides its shapes from screen readers', () => {
    render(<PageSkeleton shape="product" />)
    expect(screen.getByRole('status').textContent).toBe('加载中...')
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"] .tg-card')).not.toBeNull()
  })

  it('a product page has the price card chips and the purchase bar; a detail page has neither', () => {
    const { container, rerender } = render(<PageSkeleton shape="product" />)
    expect(container.querySelectorAll('.tg-skeleton-chips > *')).toHaveLength(3)
    expect(container.querySelector('.tg-skeleton-bar')).not.toBeNull()
    rerender(<PageSkeleton shape="detail" />)
    expect(container.querySelector('.tg-skeleton-chips')).toBeNull()
    expect(container.querySelector('.tg-skeleton-bar')).toBeNull()
  })
})
