/**
 * Subscription period units (spec §3). The numeric code is what the server sends as `periodId`.
 */
export const PERIOD_UNITS = {
  0: '长期',
  1: '1天',
  2: '2天',
  7: '1周',
  11: '2周',
  14: '1个月',
  15: '2个月',
  16: '1季度',
  19: '半年',
  20: '1年',
  24: '限时免费',
} as const

export type PeriodUnit = keyof typeof PERIOD_UNITS

/** The limited-time-free unit: price forced to 0, dropped after `moduleEndTime` (spec §5). */
export const LIMITED_FREE_PERIOD: PeriodUnit = 24

/**
 * Chinese label of a period unit, or null for a code the spec does not define.
 * @example periodUnitLabel(14) // '1个月'
 * @example periodUnitLabel('20') // '1年' (server data often carries numbers as strings)
 */
export function periodUnitLabel(code: number | string): string | null {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code
  if (typeof n !== 'number' || !Number.isInteger(n)) return null
  return (PERIOD_UNITS as Record<number, string>)[n] ?? null
}
