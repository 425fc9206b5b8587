// Server dates arrive as "2026-01-31", "2026/01/31 10:00:00", "20260131", epoch seconds or ms (as number
// or text), or ISO strings with a zone. Wall-clock forms are read in the local time zone, as the investor
// sees them; the calendar-day rules (price windows, per-day acknowledgements) compare these day keys.

/** A date as the server may send it, or a Date. */
export type DateInput = Date | number | string

const WALL = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/

function fromParts(y: string, mo: string, d: string, h = '0', mi = '0', s = '0'): Date | null {
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  // Reject rollovers such as 2026-02-31 instead of silently moving to March.
  return date.getFullYear() === Number(y) &&
    date.getMonth() === Number(mo) - 1 &&
    date.getDate() === Number(d)
    ? date
    : null
}

/**
 * Reads a server date; null when it is missing or means nothing.
 * @example toDate('2026-03-05 09:30') // local 5 March 2026, 09:30
 * @example toDate('20260305')          // local 5 March 2026, 00:00
 * @example toDate('1767225600')        // epoch seconds
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number')
    return Number.isFinite(value) ? new Date(value < 1e11 ? value * 1000 : value) : null
  const s = value.trim()
  if (s === '') return null
  if (/^\d{9,10}$/.test(s)) return new Date(Number(s) * 1000)
  if (/^\d{13}$/.test(s)) return new Date(Number(s))
  const c = COMPACT.exec(s)
  if (c) return fromParts(c[1] as string, c[2] as string, c[3] as string, c[4], c[5], c[6])
  const m = WALL.exec(s)
  if (m) return fromParts(m[1] as string, m[2] as string, m[3] as string, m[4], m[5], m[6])
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const d = new Date(s)
    return Number.isNaN(d.getTime()) ? null : d
  }
  return null
}

/** Local calendar day as a sortable number (20260305). @example dayKey(new Date(2026, 2, 5, 23, 59)) // 20260305 */
export function dayKey(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate()
}

/** Whether a value carries a time of day, or only a date (then it means the whole day). */
export function isDateOnly(value: DateInput): boolean {
  return typeof value === 'string' && /^\d{4}[-/.]?\d{1,2}[-/.]?\d{1,2}$/.test(value.trim())
}

/** @example toEpochMs(new Date(5)) // 5 */
export function toEpochMs(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime()
}
