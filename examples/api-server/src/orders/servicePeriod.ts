// How long a subscription runs for each period unit of spec §3, and the refund of cancelling one. The cooling-off
// and refund rules are @tougu/core's (docs/compliance.md), so the server pays what the app quoted.
import { refundQuote, type RefundQuote } from '@tougu/core'

const DAY = 24 * 60 * 60 * 1000

/** Order statuses (stStatus). The spec lists the codes without meanings; these are ours. */
export const ORDER_STATUS = {
  /** 待支付: created, waiting for payment. */
  unpaid: 80,
  /** 已完成: the service period has ended. */
  finished: 90,
  /** 已取消: cancelled before payment. */
  cancelled: 95,
  /** 服务中: paid, past the cooling-off period (core's isWithinCoolingOff, from signing). */
  inService: 105,
  /** 已解约: cancelled after payment and refunded. */
  refunded: 180,
  /** 冷静期: paid, within the cooling-off period (full refund on cancellation). */
  coolingOff: 220,
} as const

export const ORDER_STATUS_NAMES: Record<number, string> = {
  80: '待支付',
  90: '已完成',
  95: '已取消',
  105: '服务中',
  180: '已解约',
  220: '冷静期',
}

const MONTHS: Record<number, number> = { 14: 1, 15: 2, 16: 3, 19: 6, 20: 12 }
const DAYS: Record<number, number> = { 1: 1, 2: 2, 7: 7, 11: 14 }

/**
 * End of the service bought with a price item, or null for long-term (0). Limited-time free (24) runs
 * until the item's moduleEndTime.
 *
 * @example
 * serviceEnd(14, new Date('2026-01-31T00:00:00Z'), null) // 2026-02-28 (calendar month, clamped)
 */
export function serviceEnd(periodId: number, start: Date, moduleEndTime: Date | null): Date | null {
  if (periodId === 0) return null
  if (periodId === 24) return moduleEndTime ?? new Date(start.getTime() + 7 * DAY)
  const days = DAYS[periodId]
  if (days !== undefined) return new Date(start.getTime() + days * DAY)
  const months = MONTHS[periodId]
  if (months === undefined) throw new Error(`unknown period unit ${periodId}`)
  const end = new Date(start)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** What the refund rule reads of an order, as this server stores it. */
export interface RefundableOrder {
  /** The product's kind (products.kind). */
  productKind: string
  payAmount: string
  /** When the agreement was signed: the contract's signing, or the order's creation for the commission product (signed by payCommission). */
  signedAt: Date
  serviceStart: Date | null
  serviceEnd: Date | null
}

/**
 * The refund for cancelling a paid order at `now`: core's rule (`refundQuote`, docs/compliance.md), the one the
 * cancellation dialog quoted. The cooling-off counts from signing, by working days; afterwards the unused whole
 * days; a long-term service over its reference term; the commission product refunds nothing (nothing prepaid).
 *
 * @example refundFor({ productKind: 'tips', payAmount: '300.00', signedAt: paidAt, serviceStart: paidAt, serviceEnd }, paidAt).amount // '300.00'
 */
export function refundFor(order: RefundableOrder, now: Date): RefundQuote {
  const productType = (['tips', 'package', 'live', 'commission'] as const).find((k) => k === order.productKind) ?? 'package'
  return refundQuote({ productType, payAmount: order.payAmount, signedAt: order.signedAt, serviceStart: order.serviceStart, serviceEnd: order.serviceEnd }, now)
}

/** Cents to a decimal string. @example toMoney(1990) // '19.90' */
export function toMoney(cents: number): string {
  return (cents / 100).toFixed(2)
}
