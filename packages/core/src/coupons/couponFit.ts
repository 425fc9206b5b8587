import type { Coupon } from '../api/resources/coupon.js'
import { dayKey } from '../format/calendarDay.js'
import { messages } from '../messages.js'

/** What a coupon is checked against: the product being bought (its id and adviser). */
export interface CouponTarget {
  productId: string
  adviserId: string | null
}

/** The coupon fields the rules read. */
export type CouponTerms = Pick<Coupon, 'type' | 'amount' | 'minSpend' | 'scope' | 'status' | 'validFrom' | 'validTo'> &
  Partial<Pick<Coupon, 'productId' | 'adviserId'>>

/**
 * Why a coupon cannot be used on this order:
 * - `unusable`: used, expired or not yet valid;
 * - `product` / `adviser`: limited to another product, or to another adviser's products;
 * - `noPeriod`: it fits the product but no period (so no amount) is chosen yet;
 * - `threshold`: the chosen period's price is below the coupon's minimum spend.
 */
export type CouponMisfit = 'unusable' | 'product' | 'adviser' | 'noPeriod' | 'threshold'

export type CouponFit = { ok: true; payAmount: string; saving: string } | { ok: false; reason: CouponMisfit; message: string }

const toCents = (money: string | number) => Math.round(Number(money) * 100)
const fromCents = (cents: number) => (cents / 100).toFixed(2)
/** `200.00` → `200`, `19.90` → `19.9`: amounts as an investor reads them on a coupon. */
const plain = (money: string) => String(Number(money))
const dayOf = (day: string) => Number(day.replace(/-/g, ''))

/**
 * The amount to pay for a price with a coupon, in yuan with 2 decimals (the server's rule): cash takes its
 * amount off (never below 0), discount takes `amount` percent off (rounded to the fen), experience is free.
 * @example amountAfterCoupon(299, { type: 'cash', amount: '50.00' }) // '249.00'
 * @example amountAfterCoupon(99, { type: 'discount', amount: '10' })  // '89.10'
 */
export function amountAfterCoupon(price: number | string, coupon: Pick<Coupon, 'type' | 'amount'> | null): string {
  const cents = toCents(price)
  if (!coupon) return fromCents(cents)
  if (coupon.type === 'experience') return '0.00'
  if (coupon.type === 'discount') return fromCents(Math.round((cents * (100 - Number(coupon.amount))) / 100))
  return fromCents(Math.max(0, cents - toCents(coupon.amount)))
}

/**
 * Whether a coupon can be used to buy a product at a price (null: no period chosen yet), and if so what the
 * investor pays. Checked in this order: the coupon itself (usable, valid today), its scope (the product, or
 * the product's adviser; an experience coupon only on its own product), then the minimum spend. A limited
 * coupon whose product or adviser id is unknown does not fit: better refused here than by the server.
 * @example couponFit(coupon, { productId: 'TIP1', adviserId: 'TG3' }, 18, now)
 *   // { ok: false, reason: 'threshold', message: '订单金额未满200元' }
 */
export function couponFit(coupon: CouponTerms, target: CouponTarget, price: number | null, now: Date): CouponFit {
  const no = (reason: CouponMisfit, message: string): CouponFit => ({ ok: false, reason, message })
  const today = dayKey(now)
  if (coupon.status !== 'usable' || dayOf(coupon.validFrom) > today || dayOf(coupon.validTo) < today) {
    return no('unusable', messages.couponUnusable)
  }
  if (coupon.scope === 'products' && (!coupon.productId || coupon.productId !== target.productId)) {
    return no('product', messages.couponOtherProduct)
  }
  if (coupon.scope === 'advisers' && (!coupon.adviserId || coupon.adviserId !== target.adviserId)) {
    return no('adviser', messages.couponOtherAdviser)
  }
  // An experience coupon is a free period of one product; without that product it fits nothing.
  if (coupon.type === 'experience' && coupon.scope !== 'products') return no('product', messages.couponOtherProduct)
  if (price === null) return no('noPeriod', messages.couponNeedsPeriod)
  if (toCents(price) < toCents(coupon.minSpend)) return no('threshold', messages.couponBelowMinSpend(plain(coupon.minSpend)))
  const payAmount = amountAfterCoupon(price, coupon)
  return { ok: true, payAmount, saving: fromCents(toCents(price) - toCents(payAmount)) }
}

/**
 * The terms a coupon shows, 满减 style: cash `满200减30` (`无门槛减20` without a minimum), discount `9折` /
 * `满100享9折` (`amount` is the percent off), experience `免费体验`.
 * @example couponTermsText({ type: 'cash', amount: '30.00', minSpend: '200.00' }) // '满200减30'
 */
export function couponTermsText(coupon: Pick<Coupon, 'type' | 'amount' | 'minSpend'>): string {
  if (coupon.type === 'experience') return messages.couponExperienceTerms
  const min = Number(coupon.minSpend) > 0 ? plain(coupon.minSpend) : null
  if (coupon.type === 'discount') {
    const fold = plain(String((100 - Number(coupon.amount)) / 10))
    return min ? messages.couponDiscountOver(min, fold) : messages.couponDiscount(fold)
  }
  return min ? messages.couponCashOver(min, plain(coupon.amount)) : messages.couponCashNoMin(plain(coupon.amount))
}
