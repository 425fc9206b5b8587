// When a held service offers 续费 (decision wave3-journey-3): one rule for the product pages, 已购产品, 我的's
// reminder and the reference server's getUserRenewCount, for a 1-day product and a 1-year one alike.

/** The shortest renewal window: a service is offered renewal on its last day at least. */
export const RENEW_WINDOW_MIN_DAYS = 1
/**
 * The longest renewal window, in days: a quarter's or a year's service is offered renewal in its last 15 days. (It
 * was the one window of every service before the window scaled with the period, hence the name.)
 */
export const RENEW_WINDOW_DAYS = 15
/** The renewal window is this share of the service's days (rounded up), between the shortest and the longest. */
export const RENEW_WINDOW_SHARE = 0.2

/** A held service's days: its first and last day, `YYYY-MM-DD` (the server's; last day null for long-term). */
export interface ServiceDays {
  startDate?: string | null
  endDate: string | null | undefined
}

const DAY_MS = 86_400_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a `YYYY-MM-DD` day, or null when it is not a real day. */
function dayNumber(day: string | null | undefined): number | null {
  const m = day ? DAY.exec(day) : null
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // 2026-02-31 is not a day (Date.UTC would roll it into March).
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : null
}

const pad = (n: number) => String(n).padStart(2, '0')
/** The local calendar day of an instant, `YYYY-MM-DD` (the investor's day, as core's calendar rules read days). */
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/**
 * The renewal window of a service, in days: a fifth of its days (first to last day, both counted), rounded up, at
 * least 1 and at most 15. Without a known first day (an older server) the longest window.
 * @example renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-12-26' }) // 6 (a month of 30 days)
 * @example renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-11-27' }) // 1 (one day)
 */
export function renewalWindowDays(service: ServiceDays): number {
  const first = dayNumber(service.startDate)
  const last = dayNumber(service.endDate)
  if (first === null || last === null || last < first) return RENEW_WINDOW_DAYS
  const days = last - first + 1
  return Math.min(RENEW_WINDOW_DAYS, Math.max(RENEW_WINDOW_MIN_DAYS, Math.ceil(days * RENEW_WINDOW_SHARE)))
}

/**
 * Whether a held service offers 续费 today: its days left (today and its last day counted) fit in its renewal window
 * (`renewalWindowDays`), and today is not the day it was paid (an investor who has just chosen a period is not asked
 * to renew it). So a 1-day service is never offered renewal while it runs (it ends the day it was paid), a 2-day one on
 * its second day, a month in its last 6–7 days, a quarter or a year in its last 15. A service already ended is due;
 * long-term (null), not held (undefined) and malformed days never are. `today` is a `YYYY-MM-DD` day (the server
 * passes its Shanghai day) or an instant read as the local day.
 * @example isRenewalDue({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-11-25') // true (6 days left of 30)
 * @example isRenewalDue({ startDate: '2026-11-27', endDate: '2026-11-27' }, '2026-11-27') // false (paid today)
 */
export function isRenewalDue(service: ServiceDays, today: string | Date | number): boolean {
  const last = dayNumber(service.endDate)
  const now = dayNumber(typeof today === 'string' ? today : localDay(new Date(today)))
  if (last === null || now === null) return false
  const first = dayNumber(service.startDate)
  if (first !== null && now <= first) return false
  return last - now + 1 <= renewalWindowDays(service)
}
