// How long a subscription runs for each period unit of spec §3, and the refund of cancelling one. The cooling-off
// and refund rules are @tougu/core's (docs/compliance.md), so the server pays what the app quoted.
import { refundQuote, type RefundQuote } from '@tougu/core'

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

// The service's days (decision wave3-journey-1). A service starts the moment it is paid, and the day it is paid
// is its first day: a 1天 product paid on Friday at 16:30 serves that Friday. It runs whole calendar days of
// China Standard Time (UTC+8 all year, no daylight saving) and ends at 00:00 of the day after its last day:
// N days counting the paid day, or N calendar months (the day before the same day of the month N months on;
// where that month has no such day, through that month's last day). `serviceEnd` is that instant, stored on
// the order; every view shows the paid day as 服务起始日 and the last served day as 服务到期日, so start <= end.

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

/** The China Standard Time calendar date of an instant (month 0-based). */
function shanghaiDate(instant: Date): { y: number; m: number; d: number } {
  const local = new Date(instant.getTime() + SHANGHAI_OFFSET_MS)
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() }
}

/** 00:00 China Standard Time of a calendar date; months and days past their end roll over (Date.UTC's rule). */
function shanghaiMidnight(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d) - SHANGHAI_OFFSET_MS)
}

/**
 * The end of a service of `days` calendar days counting the day of `start`: 00:00 (UTC+8) after its last day.
 * @example serviceEndAfterDays(new Date('2026-11-27T08:30:00Z'), 1) // 2026-11-27T16:00:00Z (00:00 on 11-28 in Shanghai)
 */
export function serviceEndAfterDays(start: Date, days: number): Date {
  const { y, m, d } = shanghaiDate(start)
  return shanghaiMidnight(y, m, d + days)
}

/**
 * The end of a service of `months` calendar months from the day of `start`: it runs through the day before the same
 * day of the month `months` on, or through that month's last day where it has no such day (a month from 01-31 runs
 * through 02-28).
 * @example serviceEndAfterMonths(new Date('2026-11-27T08:30:00Z'), 1) // 00:00 on 12-27 in Shanghai: last day 12-26
 */
export function serviceEndAfterMonths(start: Date, months: number): Date {
  const { y, m, d } = shanghaiDate(start)
  const daysInTarget = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate()
  return d > daysInTarget ? shanghaiMidnight(y, m + months + 1, 1) : shanghaiMidnight(y, m + months, d)
}

/**
 * End of the service bought with a price item and paid at `start`, or null for long-term (0). Limited-time free (24)
 * runs until the item's moduleEndTime (a week when it has none).
 *
 * @example
 * serviceEnd(1, new Date('2026-11-27T08:30:00Z'), null) // 2026-11-27T16:00:00Z: the paid day is its one day
 * serviceEnd(14, new Date('2026-01-31T00:00:00Z'), null) // 2026-02-28T16:00:00Z: through 02-28
 */
export function serviceEnd(periodId: number, start: Date, moduleEndTime: Date | null): Date | null {
  if (periodId === 0) return null
  if (periodId === 24) return moduleEndTime ?? serviceEndAfterDays(start, 7)
  const days = DAYS[periodId]
  if (days !== undefined) return serviceEndAfterDays(start, days)
  const months = MONTHS[periodId]
  if (months === undefined) throw new Error(`unknown period unit ${periodId}`)
  return serviceEndAfterMonths(start, months)
}

/** An instant's calendar day in Shanghai, `YYYY-MM-DD`. @example shanghaiDay(new Date('2026-11-27T16:00:00Z')) // '2026-11-28' */
export const shanghaiDay = (d: Date): string => new Date(d.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)

/**
 * The days an order's service covers, as every view shows them: its first day (the day it was paid) and its last
 * day (the day before the instant it ends; null for long-term).
 * @example serviceDays({ serviceStart: new Date('2026-11-27T08:30:00Z'), serviceEnd: new Date('2026-11-27T16:00:00Z') })
 * // { startDate: '2026-11-27', endDate: '2026-11-27' }
 */
export function serviceDays(order: { serviceStart: Date | null; serviceEnd: Date | null }): { startDate: string | null; endDate: string | null } {
  return {
    startDate: order.serviceStart ? shanghaiDay(order.serviceStart) : null,
    endDate: order.serviceEnd ? shanghaiDay(new Date(order.serviceEnd.getTime() - 1)) : null,
  }
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
