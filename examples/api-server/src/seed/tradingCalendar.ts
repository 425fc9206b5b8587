// The seed's clock (issue #32): trading days and the hours of the exchange in Asia/Shanghai (UTC+8 all year), so that
// what the seed dates happens when it would: pre-market pushes before the open, alerts while the market trades,
// reports after the close, live rooms at the hour their title names (decision wave3-seed-2). Trading days are Monday
// to Friday; exchange holidays are not modelled (as in core's cooling-off).
import type { Random } from './random.js'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const SHANGHAI = 8 * 60 * MINUTE

/** A span of the day in minutes after Shanghai midnight, [from, to). */
export interface Window {
  from: number
  to: number
}

const hm = (h: number, m = 0) => h * 60 + m

/** The windows the seed dates things in. */
export const WINDOWS = {
  /** 盘前推送: after the overnight news, before the call auction ends. */
  preMarket: { from: hm(8, 30), to: hm(9, 15) },
  morningSession: { from: hm(9, 30), to: hm(11, 30) },
  afternoonSession: { from: hm(13), to: hm(15) },
  /** 盘后: reports and after-close commentary. */
  afterClose: { from: hm(15, 30), to: hm(21) },
  /** When advisers write and answer, any day. */
  workingDay: { from: hm(8), to: hm(22) },
  /** Before the open, for commentary read on the way to work. */
  earlyMorning: { from: hm(7, 30), to: hm(9, 15) },
  lunch: { from: hm(11, 30), to: hm(13) },
} as const satisfies Record<string, Window>

/** The trading sessions (连续竞价). */
export const SESSIONS: readonly Window[] = [WINDOWS.morningSession, WINDOWS.afternoonSession]

/** The Shanghai day number of an instant (days since 1970-01-01 in UTC+8). */
export const dayNumber = (at: Date): number => Math.floor((at.getTime() + SHANGHAI) / DAY)

/** Minutes after Shanghai midnight. */
export const minuteOfDay = (at: Date): number => Math.floor(((at.getTime() + SHANGHAI) % DAY) / MINUTE)

/** 0 Sunday … 6 Saturday, in Shanghai. */
export const weekdayOf = (dayNo: number): number => (dayNo + 4) % 7

export const isTradingDay = (dayNo: number): boolean => weekdayOf(dayNo) >= 1 && weekdayOf(dayNo) <= 5

/** The instant `minutes` after Shanghai midnight of a day. */
export const instantOf = (dayNo: number, minutes: number): Date => new Date(dayNo * DAY - SHANGHAI + minutes * MINUTE)

/** The month and day of a Shanghai day as prose writes them: 11月23日. */
export function monthDayText(dayNo: number): string {
  const d = new Date(dayNo * DAY)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
}

/**
 * The trading days whose `window` has begun by `now`, newest first (today first when its window has begun).
 * @example tradingDaysWith(WINDOWS.preMarket, friday1630, 3) // [Fri, Thu, Wed]
 */
export function tradingDaysWith(window: Window, now: Date, count: number): number[] {
  const days: number[] = []
  for (let d = dayNumber(now); days.length < count; d -= 1) {
    if (!isTradingDay(d)) continue
    // Today counts once a minute of its window has passed (a moment can be drawn in it).
    if (d === dayNumber(now) && minuteOfDay(now) <= window.from) continue
    days.push(d)
  }
  return days
}

/**
 * A moment within `window` on day `dayNo` that is not after `now` (the window cut at now on today), or null when
 * the window has not begun by then.
 */
export function momentIn(dayNo: number, window: Window, now: Date, r: Random): Date | null {
  const to = dayNo === dayNumber(now) ? Math.min(window.to, minuteOfDay(now)) : window.to
  if (dayNo > dayNumber(now) || to <= window.from) return null
  return instantOf(dayNo, window.from + Math.floor(r.next() * (to - window.from)))
}

/**
 * A moment between `earliest` and `latest` inside one of the windows `windowsOf(dayNo)` gives for each day, drawn
 * evenly over the time those windows cover; null when they cover none of it.
 */
export function momentBetween(earliest: Date, latest: Date, windowsOf: (dayNo: number) => readonly Window[], r: Random): Date | null {
  const spans: [number, number][] = []
  for (let d = dayNumber(earliest); d <= dayNumber(latest); d += 1) {
    for (const w of windowsOf(d)) {
      const from = Math.max(instantOf(d, w.from).getTime(), earliest.getTime())
      const to = Math.min(instantOf(d, w.to).getTime(), latest.getTime())
      if (to > from) spans.push([from, to])
    }
  }
  const total = spans.reduce((sum, [from, to]) => sum + to - from, 0)
  if (total === 0) return null
  let left = Math.floor(r.next() * total)
  for (const [from, to] of spans) {
    if (left < to - from) return new Date(Math.floor((from + left) / MINUTE) * MINUTE)
    left -= to - from
  }
  return new Date(Math.floor(spans.at(-1)![1] / MINUTE) * MINUTE - MINUTE)
}

/**
 * What a live room is called by the hour it starts: 早盘 before the open, 盘中 while the market trades, 午间 over the
 * lunch break, 收评 after the close, 晚间 in the evening, 夜间 after midnight, and 周末 on a day without trading.
 */
export function liveSlotOf(start: Date): '早盘' | '盘中' | '午间' | '收评' | '晚间' | '夜间' | '周末' {
  if (!isTradingDay(dayNumber(start))) return '周末'
  const m = minuteOfDay(start)
  if (m < hm(6)) return '夜间'
  if (m < hm(9, 30)) return '早盘'
  if (m < hm(11, 30)) return '盘中'
  if (m < hm(13)) return '午间'
  if (m < hm(15)) return '盘中'
  if (m < hm(18)) return '收评'
  return '晚间'
}

/** The scheduled starts of live rooms: 08:30 早盘, 12:00 午间, 15:30 收评 and 20:00 晚间 on trading days; 10:00 and 20:00 周末. */
export function liveStartsOf(dayNo: number): Date[] {
  const minutes = isTradingDay(dayNo) ? [hm(8, 30), hm(12), hm(15, 30), hm(20)] : [hm(10), hm(20)]
  return minutes.map((m) => instantOf(dayNo, m))
}
