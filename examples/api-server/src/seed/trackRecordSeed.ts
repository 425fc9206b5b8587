import { PERFORMANCE_WINDOW_MONTHS } from '@tougu/core'
import type * as t from '../db/schema.js'
import { createRandom } from './random.js'

/**
 * Months of history the seed draws per subject (the current month included): core's performance window, the one
 * the product pages name where 胜率 and 累计收益 headline (issue #37).
 */
export const TRACK_RECORD_MONTHS = PERFORMANCE_WINDOW_MONTHS

export interface TrackRecordSubjectRow {
  subject: 'product' | 'adviser'
  id: string
  /** The win rate the subject's row already carries (lists show it, 胜率 sorts by it), in percent. */
  winRate: string
}

/** FNV-1a: a stable number per subject, so a subject's history does not depend on which others exist. */
function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`

/**
 * Draws a track record for each subject: TRACK_RECORD_MONTHS monthly points ending with the month of `now`.
 * The win rate wanders early and ends exactly at the subject's seeded win rate, so the chart and the figure on
 * the list agree; the monthly return leans positive as the win rate rises above 50 %. Pure: same input, same rows.
 *
 * @example
 * buildTrackRecordRows([{ subject: 'adviser', id: 'TG001', winRate: '61.50' }], new Date())
 * // 12 rows for TG001, the last with winRate '61.50'
 */
export function buildTrackRecordRows(subjects: readonly TrackRecordSubjectRow[], now: Date): (typeof t.trackRecords.$inferInsert)[] {
  const rows: (typeof t.trackRecords.$inferInsert)[] = []
  for (const s of subjects) {
    const r = createRandom(hashOf(`${s.subject}:${s.id}`))
    const final = Number(s.winRate)
    let growth = 1
    for (let i = 0; i < TRACK_RECORD_MONTHS; i += 1) {
      const left = (TRACK_RECORD_MONTHS - 1 - i) / (TRACK_RECORD_MONTHS - 1)
      const winRate = Math.min(100, Math.max(0, final + (r.next() - 0.5) * 20 * left))
      const monthly = (final - 50) / 12 + (r.next() - 0.45) * 9
      growth *= 1 + monthly / 100
      rows.push({
        subject: s.subject,
        subjectId: s.id,
        month: month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TRACK_RECORD_MONTHS - 1 - i), 1))),
        winRate: (i === TRACK_RECORD_MONTHS - 1 ? final : winRate).toFixed(2),
        cumulativeReturn: ((growth - 1) * 100).toFixed(2),
      })
    }
  }
  return rows
}
