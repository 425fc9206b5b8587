import { describe, expect, it } from 'vitest'
import { couponText, couponUsePath } from './couponText.js'

describe('coupon text', () => {
  it('shows cash as yuan, discount as 折 from the percent off, experience as 体验券', () => {
    expect(couponText({ type: 'cash', amount: '50.00', minSpend: '100.00', scope: 'all' })).toEqual({ valueText: '¥50.00', condition: '全场通用 · 满¥100.00可用' })
    expect(couponText({ type: 'discount', amount: '10.00', minSpend: '0.00', scope: 'products' }).valueText).toBe('9折')
    expect(couponText({ type: 'discount', amount: '15', minSpend: '0', scope: 'all' }).valueText).toBe('8.5折')
    expect(couponText({ type: 'experience', amount: '0.00', minSpend: '0.00', scope: 'advisers' })).toEqual({ valueText: '体验券', condition: '指定投顾可用 · 无门槛' })
  })

  it('leads 去使用 to the coupon scope', () => {
    expect(couponUsePath({ id: 'CP 1', scope: 'products' })).toBe('/coupon/product?couponId=CP%201')
    expect(couponUsePath({ id: 'CP2', scope: 'advisers' })).toBe('/coupon/tg?couponId=CP2')
    expect(couponUsePath({ id: 'CP3', scope: 'all' })).toBe('/index')
  })
})
