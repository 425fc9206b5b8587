import { adviserByline, formatRelativeTime } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface OpinionCardProps {
  title: string
  /** Plain-text excerpt; ignored when `locked`. */
  excerpt?: string
  adviserName: string
  /** The adviser's 执业编号: every surface that shows advice names it (issue #37). */
  qualificationNo: string
  publishedAt: Date
  /** The clock, injected so stories and tests are stable. */
  now: Date
  /** Paid content the investor has no privilege for: the excerpt is replaced by the lock notice. */
  locked?: boolean
  onClick?: () => void
}

/**
 * An opinion (观点): title, excerpt or locked notice, adviser with 执业编号, relative time (core's `formatRelativeTime`).
 * @example <OpinionCard title="节后行情展望" excerpt="…" adviserName="张三" qualificationNo="S0123512345678" publishedAt={d} now={new Date()} />
 */
export function OpinionCard({
  title,
  excerpt,
  adviserName,
  qualificationNo,
  publishedAt,
  now,
  locked = false,
  onClick,
}: OpinionCardProps) {
  return (
    <CardShell onClick={onClick} className="tg-opinion-card">
      <span className="tg-row">
        <span className="tg-card-title tg-clamp-2">{title}</span>
        {locked && <span className="tg-badge tg-badge-primary">{messages.lockedBadge}</span>}
      </span>
      {locked ? (
        <span className="tg-card-text tg-locked" style={{ display: 'block' }}>
          {messages.locked}
        </span>
      ) : (
        excerpt && <span className="tg-card-text tg-clamp-2">{excerpt}</span>
      )}
      <span className="tg-card-meta" style={{ display: 'block' }}>
        {adviserByline(adviserName, qualificationNo)} ·{' '}
        <time dateTime={publishedAt.toISOString()}>{formatRelativeTime(publishedAt, now)}</time>
      </span>
    </CardShell>
  )
}
