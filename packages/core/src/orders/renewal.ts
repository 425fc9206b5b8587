/**
 * Days before a service's end when it is due for renewal (续费): the window of `getUserRenewCount` on the
 * reference server and of the product pages' 续费 (decision wave2-keep19-1). One number for both.
 */
export const RENEW_WINDOW_DAYS = 15

const pad = (n: number) => String(n).padStart(2, '0')
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/**
 * Whether a held service is due for renewal: it ends (last day `YYYY-MM-DD`) within the renewal window from
 * today. Long-term (null) and not held (undefined) are never due; an already ended day is due.
 * @example isRenewalDue('2026-11-30', new Date('2026-11-23T12:00:00+08:00')) // true
 */
export function isRenewalDue(endDate: string | null | undefined, now: Date | number, windowDays = RENEW_WINDOW_DAYS): boolean {
  if (!endDate || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return false
  return endDate <= localDay(new Date(+now + windowDays * 86_400_000))
}
