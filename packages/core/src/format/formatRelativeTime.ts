import { differenceInHours, differenceInMinutes } from 'date-fns'
import { messages } from '../messages.js'
import { toDate, type DateInput } from './calendarDay.js'

/**
 * Publication time as shown in lists (spec §9): under 60 minutes `N分钟前`, under 24 hours `N小时前`,
 * under 3 days `N天前` (whole units, rounded down), same year `M月D号`, otherwise `YYYY年M月D号`.
 * A time up to an hour ahead (clock skew) reads `0分钟前`; further ahead it shows its date.
 * Unreadable input gives ''.
 * @example formatRelativeTime(new Date(2026, 4, 1, 9, 0), new Date(2026, 4, 1, 9, 59)) // '59分钟前'
 * @example formatRelativeTime('2025-12-31 10:00', new Date(2026, 4, 1)) // '2025年12月31号'
 */
export function formatRelativeTime(date: DateInput, now: Date | number): string {
  const d = toDate(date)
  const n = toDate(now)
  if (!d || !n) return ''
  const minutes = differenceInMinutes(n, d)
  if (minutes < 0 && minutes > -60) return messages.minutesAgo(0)
  if (minutes >= 0) {
    if (minutes < 60) return messages.minutesAgo(minutes)
    const hours = differenceInHours(n, d)
    if (hours < 24) return messages.hoursAgo(hours)
    if (hours < 72) return messages.daysAgo(Math.floor(hours / 24))
  }
  return d.getFullYear() === n.getFullYear()
    ? messages.sameYearDate(d.getMonth() + 1, d.getDate())
    : messages.fullDate(d.getFullYear(), d.getMonth() + 1, d.getDate())
}
