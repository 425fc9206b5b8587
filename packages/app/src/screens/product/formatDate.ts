import { toDate } from '@tougu/core'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A calendar day as `YYYY-MM-DD` in the local time zone; '' when the value is not a date.
 * @example formatDay('2026-11-22T09:30:00+08:00') // '2026-11-22' (in Asia/Shanghai)
 */
export function formatDay(value: string | number | Date | null | undefined): string {
  const d = toDate(value)
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : ''
}

/**
 * A moment as `YYYY-MM-DD HH:mm` in the local time zone; '' when the value is not a date.
 * @example formatDateTime('2026-11-22T09:30:00+08:00') // '2026-11-22 09:30' (in Asia/Shanghai)
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value)
  return d ? `${formatDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : ''
}
