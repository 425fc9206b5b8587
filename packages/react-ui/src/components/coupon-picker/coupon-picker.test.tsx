import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CouponPicker } from '../../index.js'

describe('CouponPicker', () => {
  const options = [
    { id: 'CP009', name: '锦囊9折券', terms: '9折', validUntil: '2026-12-23' },
    { id: 'CP001', name: '全场通用50元券', terms: '满200减50', disabledReason: '订单金额未满200元' },
  ]

  it('shows terms and name, and chooses a usable coupon or none', () => {
    const onChange = vi.fn()
    render(<CouponPicker options={options} value={null} onChange={onChange} />)
    expect(screen.getByRole('radio', { name: '不使用优惠券' }).getAttribute('aria-checked')).toBe('true')
    const nine = screen.getByRole('radio', { name: /锦囊9折券/ })
    expect(nine.textContent).toContain('9折')
    expect(nine.textContent).toContain('有效期至2026-12-23')
    fireEvent.click(nine)
    expect(onChange).toHaveBeenLastCalledWith('CP009')
    fireEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('greys a coupon that cannot be used, says why and does not choose it', () => {
    const onChange = vi.fn()
    render(<CouponPicker options={options} value="CP009" onChange={onChange} />)
    const over = screen.getByRole<HTMLButtonElement>('radio', { name: /全场通用50元券/ })
    expect(over.textContent).toContain('满200减50')
    expect(over.textContent).toContain('不可用：订单金额未满200元')
    expect(over.disabled).toBe(true)
    fireEvent.click(over)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('radio', { name: /锦囊9折券/ }).getAttribute('aria-checked')).toBe('true')
  })
})
