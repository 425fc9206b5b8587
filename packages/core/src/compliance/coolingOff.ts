// The cooling-off period (冷静期) of an advisory agreement, counted one way for the app's texts and the server's
// status change and refund (issue #37). The rule the firm applies: the investor may rescind the agreement by written
// notice within 5 working days after the day it was signed, and gets every fee back. Counting follows the civil
// code's rule for periods in days (the signing day itself is not counted); working days are Monday to Friday in
// Asia/Shanghai. Exchange holidays are not modelled: a public holiday on a weekday counts as a working day here, so
// the period can only end earlier than the firm's calendar says, never later (docs/compliance.md).

const DAY_MS = 86_400_000
/** Asia/Shanghai has no daylight saving: a fixed UTC+8. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000

/** The cooling-off rule, in the words the agreements use. */
export const COOLING_OFF = {
  /** Length in working days. */
  workingDays: 5,
  /** What starts it: the day the agreement is signed (not the payment). */
  startsFrom: 'signing',
  /** How the investor rescinds: by written notice (the app's 解约 request is one). */
  notice: 'written',
  /** Whether exchange holidays are skipped: they are not (weekends only). */
  holidaysModelled: false,
} as const

/** Days since 1970-01-01 of the Shanghai calendar day `at` falls on. @example shanghaiDayIndex(new Date('1970-01-01T16:00:00Z')) // 1 */
export function shanghaiDayIndex(at: Date): number {
  return Math.floor((at.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS)
}

/** The Shanghai calendar day of a day index, as `YYYY-MM-DD`. @example shanghaiDayText(1) // '1970-01-02' */
export function shanghaiDayText(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10)
}

/** Midnight (Shanghai) at the start of a day index, as an instant. */
function dayStart(index: number): Date {
  return new Date(index * DAY_MS - SHANGHAI_OFFSET_MS)
}

const isWeekend = (index: number): boolean => {
  const weekday = new Date(index * DAY_MS).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** The day index of the last working day of the cooling-off of an agreement signed at `signedAt`. */
function lastDayIndex(signedAt: Date): number {
  let index = shanghaiDayIndex(signedAt)
  let counted = 0
  while (counted < COOLING_OFF.workingDays) {
    index += 1
    if (!isWeekend(index)) counted += 1
  }
  return index
}

/**
 * The last day of the cooling-off (Asia/Shanghai), as the agreement and the cancellation dialog state it.
 * @example coolingOffLastDay(new Date('2026-06-01T02:00:00Z')) // '2026-06-08' (signed Monday: Tue–Fri and Monday)
 * @example coolingOffLastDay(new Date('2026-06-06T02:00:00Z')) // '2026-06-12' (signed Saturday: Monday to Friday)
 */
export function coolingOffLastDay(signedAt: Date): string {
  return shanghaiDayText(lastDayIndex(signedAt))
}

/**
 * The instant the cooling-off is over: midnight (Shanghai) after its last working day.
 * @example coolingOffEnds(new Date('2026-06-01T02:00:00Z')).toISOString() // '2026-06-08T16:00:00.000Z'
 */
export function coolingOffEnds(signedAt: Date): Date {
  return dayStart(lastDayIndex(signedAt) + 1)
}

/**
 * Whether an agreement signed at `signedAt` is still within its cooling-off at `now`.
 * @example isWithinCoolingOff(new Date('2026-06-01T02:00:00Z'), new Date('2026-06-08T15:59:59Z')) // true
 */
export function isWithinCoolingOff(signedAt: Date, now: Date): boolean {
  return now.getTime() < coolingOffEnds(signedAt).getTime()
}
