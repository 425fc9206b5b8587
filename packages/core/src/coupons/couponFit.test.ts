import { describe, expect, it } from 'vitest'
import { amountAfterCoupon, couponFit, couponTermsText, type CouponTerms } from './couponFit.js'

const now = new Date(2026, 10, 23, 10, 0)
const tip1 = { productId: 'TIP1', adviserId: 'TG3' }
const coupon = (extra: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'cash',
  amount: '50.00',
  minSpend: '200.00',
  scope: 'all',
  status: 'usable',
  validFrom: '2026-11-13',
  validTo: '2026-12-23',
  productId: null,
  adviserId: null,
  ...extra,
})

describe('amountAfterCoupon', () => {
  it('takes a cash amount off, never below zero', () => {
    expect(amountAfterCoupon(299, coupon())).toBe('249.00')
    expect(amountAfterCoupon('18.00', coupon({ amount: '20.00' }))).toBe('0.00')
  })
  it('takes a discount as percent off, rounded to the fen as the server does', () => {
    expect(amountAfterCoupon(99, coupon({ type: 'discount', amount: '10.00' }))).toBe('89.10')
    expect(amountAfterCoupon(18.88, coupon({ type: 'discount', amount: '10' }))).toBe('16.99')
  })
  it('makes an experience coupon free and no coupon the price itself', () => {
    expect(amountAfterCoupon(10304.67, coupon({ type: 'experience', amount: '0' }))).toBe('0.00')
    expect(amountAfterCoupon(10304.67, null)).toBe('10304.67')
  })
})

describe('couponFit', () => {
  it('refuses a 满200 coupon on an ¥18 order, and accepts it from exactly 200', () => {
    expect(couponFit(coupon(), tip1, 18, now)).toEqual({ ok: false, reason: 'threshold', message: '订单金额未满200元' })
    expect(couponFit(coupon(), tip1, 200, now)).toEqual({ ok: true, payAmount: '150.00', saving: '50.00' })
    expect(couponFit(coupon(), tip1, 199.99, now)).toMatchObject({ ok: false, reason: 'threshold' })
  })

  it("refuses another product's coupon and another adviser's, accepts its own", () => {
    const pkg = coupon({ scope: 'products', productId: 'PKG1', minSpend: '0.00' })
    expect(couponFit(pkg, tip1, 99, now)).toEqual({ ok: false, reason: 'product', message: '不适用于此产品' })
    expect(couponFit(pkg, { productId: 'PKG1', adviserId: 'TG1' }, 99, now)).toMatchObject({ ok: true, payAmount: '49.00' })
    const tg = coupon({ scope: 'advisers', adviserId: 'TG2', minSpend: '0.00', amount: '20.00' })
    expect(couponFit(tg, tip1, 99, now)).toEqual({ ok: false, reason: 'adviser', message: '仅限指定投顾的产品使用' })
    expect(couponFit(tg, { productId: 'TIP9', adviserId: 'TG2' }, 99, now)).toMatchObject({ ok: true, payAmount: '79.00' })
  })

  it('treats a limited coupon without its id as not fitting (an older server did not send it)', () => {
    const { productId: _p, adviserId: _a, ...bare } = coupon({ scope: 'products', minSpend: '0.00' })
    expect(couponFit(bare, tip1, 99, now)).toMatchObject({ ok: false, reason: 'product' })
    expect(couponFit({ ...bare, scope: 'advisers' }, tip1, 99, now)).toMatchObject({ ok: false, reason: 'adviser' })
  })

  it('lets an experience coupon buy only its own product, for free', () => {
    const trial = coupon({ type: 'experience', amount: '0.00', minSpend: '0.00', scope: 'products', productId: 'TIP5' })
    expect(couponFit(trial, { productId: 'TIP5', adviserId: null }, 298, now)).toEqual({ ok: true, payAmount: '0.00', saving: '298.00' })
    expect(couponFit(trial, tip1, 298, now)).toMatchObject({ ok: false, reason: 'product' })
    expect(couponFit({ ...trial, scope: 'all', productId: null }, tip1, 298, now)).toMatchObject({ ok: false, reason: 'product' })
  })

  it('asks for a period before the minimum spend can be judged, but a misfit says so without one', () => {
    expect(couponFit(coupon(), tip1, null, now)).toEqual({ ok: false, reason: 'noPeriod', message: '请先选择订阅周期' })
    expect(couponFit(coupon({ scope: 'products', productId: 'PKG1' }), tip1, null, now)).toMatchObject({ reason: 'product' })
  })

  it('refuses used, expired and not yet valid coupons, counting whole days', () => {
    expect(couponFit(coupon({ status: 'used' }), tip1, 300, now)).toMatchObject({ ok: false, reason: 'unusable', message: '优惠券不可用' })
    expect(couponFit(coupon({ validFrom: '2026-11-24' }), tip1, 300, now)).toMatchObject({ reason: 'unusable' })
    expect(couponFit(coupon({ validTo: '2026-11-22' }), tip1, 300, now)).toMatchObject({ reason: 'unusable' })
    expect(couponFit(coupon({ validFrom: '2026-11-23', validTo: '2026-11-23' }), tip1, 300, now)).toMatchObject({ ok: true })
  })
})

describe('couponTermsText', () => {
  it('shows amount and minimum spend 满减 style', () => {
    expect(couponTermsText({ type: 'cash', amount: '30.00', minSpend: '200.00' })).toBe('满200减30')
    expect(couponTermsText({ type: 'cash', amount: '20.00', minSpend: '0.00' })).toBe('无门槛减20')
    expect(couponTermsText({ type: 'discount', amount: '10.00', minSpend: '0.00' })).toBe('9折')
    expect(couponTermsText({ type: 'discount', amount: '15', minSpend: '100.00' })).toBe('满100享8.5折')
    expect(couponTermsText({ type: 'experience', amount: '0.00', minSpend: '0.00' })).toBe('免费体验')
  })
})
