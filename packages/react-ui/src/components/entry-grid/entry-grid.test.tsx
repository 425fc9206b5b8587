import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EntryGrid, type EntryGridItem } from './entry-grid.js'

const items: EntryGridItem[] = [
  { key: '/tougu/list', label: '投顾', href: '/tougu/tougu/list', iconClass: 'tg-entry-advisers' },
  { key: '/coupon/index', label: '优惠券', href: '/tougu/coupon/index', iconClass: 'tg-entry-coupons' },
]

describe('EntryGrid', () => {
  it('lists every entry as a named link under the grid’s name', () => {
    render(<EntryGrid label="产品与服务" items={items} onOpen={() => undefined} />)
    const nav = screen.getByRole('navigation', { name: '产品与服务' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['投顾', '/tougu/tougu/list'],
      ['优惠券', '/tougu/coupon/index'],
    ])
  })

  it('hands the tapped entry to onOpen', () => {
    const onOpen = vi.fn((_: EntryGridItem, e: { preventDefault(): void }) => e.preventDefault())
    render(<EntryGrid label="产品与服务" items={items} onOpen={onOpen} />)
    fireEvent.click(screen.getByRole('link', { name: '优惠券' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onOpen.mock.calls[0]![0].key).toBe('/coupon/index')
  })
})
