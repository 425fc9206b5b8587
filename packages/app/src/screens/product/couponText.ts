import type { Coupon } from '@tougu/core'
import { productMessages as m } from './productMessages.js'

/**
 * The face value and condition a coupon card shows: cash `¥50.00`, discount `9折` (amount is the percent
 * off), experience `体验券`; the minimum spend, or 无门槛.
 * @example couponText({ type: 'cash', amount: '50.00', minSpend: '100.00', … }) // { valueText: '¥50.00', condition: '满¥100.00可用' }
 */
export function couponText(coupon: Pick<Coupon, 'type' | 'amount' | 'minSpend' | 'scope'>): { valueText: string; condition: string } {
  const valueText =
    coupon.type === 'cash' ? m.couponCash(coupon.amount) : coupon.type === 'discount' ? m.couponDiscount(coupon.amount) : m.couponExperience
  const spend = Number(coupon.minSpend)
  const threshold = spend > 0 ? m.couponMinSpend(coupon.minSpend) : m.couponNoThreshold
  return { valueText, condition: `${m.couponScope[coupon.scope]} · ${threshold}` }
}

/**
 * Where 去使用 leads: the products or advisers the coupon is limited to, or the community home.
 * @example couponUsePath({ id: 'CP1', scope: 'products' }) // '/coupon/product?couponId=CP1'
 */
export function couponUsePath(coupon: Pick<Coupon, 'id' | 'scope'>): string {
  const id = encodeURIComponent(coupon.id)
  if (coupon.scope === 'products') return `/coupon/product?couponId=${id}`
  if (coupon.scope === 'advisers') return `/coupon/tg?couponId=${id}`
  return '/index'
}
