import { differenceInCalendarDays } from 'date-fns'
import type { PriceItem } from '../model/priceItem.js'
import { LIMITED_FREE_PERIOD } from './periodUnit.js'
import { dayKey, isDateOnly, toDate, toEpochMs } from '../format/calendarDay.js'

function extDates(ext: PriceItem['ext']): { startDate?: unknown; endDate?: unknown } {
  if (ext === undefined) return {}
  if (typeof ext !== 'string') return ext
  try {
    const parsed: unknown = JSON.parse(ext)
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    // Malformed ext means "no dates" (spec: missing dates blank the price), never an exception.
    return {}
  }
}

const asDate = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? toDate(v) : null)

/** A price's sale window from its fields, else from `ext` JSON; null ends where a date is missing or malformed. */
function saleWindow(item: PriceItem): { start: Date | null; end: Date | null } {
  const ext = extDates(item.ext)
  return { start: toDate(item.startDate) ?? asDate(ext.startDate), end: toDate(item.endDate) ?? asDate(ext.endDate) }
}

/** True when `today` lies within [start, end] by local calendar day; false when either date is missing. */
function inWindow(item: PriceItem, now: Date): boolean {
  const { start, end } = saleWindow(item)
  if (!start || !end) return false
  const today = dayKey(now)
  return dayKey(start) <= today && today <= dayKey(end)
}

/** A date-only moduleEndTime lasts the whole day; a timestamp ends at that instant. */
function moduleEnded(item: PriceItem, nowMs: number): boolean {
  if (item.moduleEndTime === undefined) return false
  const end = toDate(item.moduleEndTime)
  if (!end) return false
  const endMs = isDateOnly(item.moduleEndTime)
    ? new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1
    : end.getTime()
  return nowMs > endMs
}

/**
 * Prices as the investor may see them today (spec §5). A price outside its start/end dates (from the
 * fields, else from `ext` JSON), or without dates, is blanked to null; days compare in the local time
 * zone, both ends inclusive. periodId 24 (限时免费) skips the window: price 0, dropped once
 * `moduleEndTime` has passed. Returns new objects; the input is not changed.
 * @example
 * filterPriceItems([{ periodId: 14, price: 99, startDate: '2026-01-01', endDate: '2026-01-31' }], new Date(2026, 1, 1))
 * // [{ periodId: 14, price: null, … }]
 */
export function filterPriceItems(items: readonly PriceItem[], now: Date | number): PriceItem[] {
  const nowMs = toEpochMs(now)
  const nowDate = new Date(nowMs)
  const out: PriceItem[] = []
  for (const item of items) {
    if (item.periodId === LIMITED_FREE_PERIOD) {
      if (!moduleEnded(item, nowMs)) out.push({ ...item, price: 0 })
    } else {
      out.push(inWindow(item, nowDate) ? { ...item } : { ...item, price: null })
    }
  }
  return out
}

/**
 * Calendar days from today to the last day a price is sold at (spec §5's end date, from the field, else from `ext`; for
 * the 限时免费 period its `moduleEndTime`): 0 when it ends today, negative once past. Null when the price names no end,
 * or a malformed one. Days count in the local time zone, as the sale window does.
 * @example daysLeftOnSale({ periodId: 14, price: 99, startDate: '2026-01-01', endDate: '2026-01-31' }, new Date(2026, 0, 20)) // 11
 */
export function daysLeftOnSale(item: PriceItem, now: Date | number): number | null {
  const end = item.periodId === LIMITED_FREE_PERIOD ? (item.moduleEndTime === undefined ? null : toDate(item.moduleEndTime)) : saleWindow(item).end
  return end ? differenceInCalendarDays(end, toEpochMs(now)) : null
}
