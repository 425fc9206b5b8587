// What cancelling (解约) a paid advisory order refunds, by one rule the cancellation dialog quotes and the server
// pays (issue #37). Within the cooling-off: every fee paid. After it: the unused share of the service by whole
// days (Asia/Shanghai), the day of cancelling counted as used, so a quote holds for the whole calendar day. A
// long-term service is refunded over a reference term of LONG_TERM_REFUND_DAYS, as its agreement states. The
// commission product has nothing prepaid and charges nothing within the cooling-off: nothing to refund.
import { coolingOffLastDay, isWithinCoolingOff, shanghaiDayIndex } from './coolingOff.js'

/** The term a long-term (period 0) service is refunded over after the cooling-off: three years of 365 days. */
export const LONG_TERM_REFUND_DAYS = 1095

/** Why a refund is what it is. */
export type RefundBasis = 'coolingOff' | 'remaining' | 'longTerm' | 'commission' | 'unpaid'

/** What the rule needs of an order. */
export interface RefundOrderFacts {
  /** The product's kind: the commission product is paid through trading, not in advance. */
  productType: 'tips' | 'package' | 'live' | 'commission'
  /** What the investor paid for the order, in yuan (`'298.00'`). */
  payAmount: string
  /** When the agreement was signed: the cooling-off counts from it. */
  signedAt: Date
  /** When the service started and ends; a null end is a long-term service. */
  serviceStart: Date | null
  serviceEnd: Date | null
}

/** The refund of one order at a moment, with what the dialog explains. */
export interface RefundQuote {
  basis: RefundBasis
  /** The refund, yuan with cents. */
  amount: string
  /** What was paid, yuan with cents. */
  paid: string
  /** The cooling-off's last day, `YYYY-MM-DD`. */
  coolingOffLastDay: string
  /** Days of service not yet used and the days the refund is counted over (0 and 0 unless pro rata). */
  remainingDays: number
  totalDays: number
}

const cents = (yuan: string): number => Math.max(0, Math.round(Number(yuan) * 100))
const money = (c: number): string => (c / 100).toFixed(2)

/**
 * The refund of cancelling an order at `now`, by the rule above. Amounts are cents rounded down.
 * @example
 * const signedAt = new Date('2026-06-01T02:00:00Z')
 * refundQuote({ productType: 'tips', payAmount: '300.00', signedAt, serviceStart: signedAt, serviceEnd: new Date('2026-07-01T02:00:00Z') }, signedAt).amount // '300.00'
 */
export function refundQuote(order: RefundOrderFacts, now: Date): RefundQuote {
  const paid = cents(order.payAmount)
  const base = { paid: money(paid), coolingOffLastDay: coolingOffLastDay(order.signedAt), remainingDays: 0, totalDays: 0 }
  if (order.productType === 'commission') return { ...base, basis: 'commission', amount: money(0) }
  if (paid === 0) return { ...base, basis: 'unpaid', amount: money(0) }
  if (isWithinCoolingOff(order.signedAt, now)) return { ...base, basis: 'coolingOff', amount: money(paid) }
  const start = order.serviceStart ?? order.signedAt
  const startDay = shanghaiDayIndex(start)
  const longTerm = order.serviceEnd === null
  const totalDays = longTerm ? LONG_TERM_REFUND_DAYS : Math.max(0, shanghaiDayIndex(order.serviceEnd!) - startDay)
  const usedDays = Math.max(0, shanghaiDayIndex(now) - startDay + 1)
  const remainingDays = Math.max(0, totalDays - usedDays)
  const amount = totalDays === 0 ? 0 : Math.floor((paid * remainingDays) / totalDays)
  return { ...base, basis: longTerm ? 'longTerm' : 'remaining', amount: money(amount), remainingDays, totalDays }
}
