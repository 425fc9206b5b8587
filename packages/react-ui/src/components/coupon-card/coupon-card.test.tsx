import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CouponCard } from '../../index.js'

const base = { name: '满减券', valueText: '¥50', validUntil: '2026-12-31' }

describe('CouponCard', () => {
  it('a usable coupon offers 立即使用', () => {
    const onUse = vi.fn()
    render(<CouponCard {...base} status="usable" onUse={onUse} />)
    fireEvent.click(screen.getByRole('button', { name: '立即使用' }))
    expect(onUse).toHaveBeenCalledOnce()
    expect(screen.getByText('有效期至2026-12-31')).toBeInTheDocument()
  })
  it.each([
    ['used', '已使用'],
    ['expired', '已过期'],
  ] as const)('a %s coupon shows %s and cannot be used', (status, text) => {
    render(<CouponCard {...base} status={status} onUse={() => undefined} />)
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
