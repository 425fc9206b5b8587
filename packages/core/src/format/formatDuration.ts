import { millisecondsInDay, millisecondsInHour, millisecondsInMinute } from 'date-fns/constants'
import { messages } from '../messages.js'

// Fixed-length units so a duration reads the same whenever it is shown: a year is 365 days, a month 30.
const UNITS = [
  ['years', 365 * millisecondsInDay],
  ['months', 30 * millisecondsInDay],
  ['days', millisecondsInDay],
  ['hours', millisecondsInHour],
  ['minutes', millisecondsInMinute],
] as const

/**
 * A length of time in 年/个月/天/小时/分钟 (spec §9), largest units first, zero units left out,
 * seconds dropped. Under a minute (or negative) reads `0分钟`.
 * @example formatDuration(90_061_000)        // '1天1小时1分钟'
 * @example formatDuration(400 * 86_400_000)  // '1年1个月5天'
 */
export function formatDuration(ms: number): string {
  // Capped at the largest exact integer (~285,000 years) so the digits never turn into exponent notation.
  let rest = Number.isFinite(ms) && ms > 0 ? Math.floor(Math.min(ms, Number.MAX_SAFE_INTEGER)) : 0
  let out = ''
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size)
    rest -= n * size
    if (n > 0) out += `${n}${messages.durationUnits[unit]}`
  }
  return out || `0${messages.durationUnits.minutes}`
}
