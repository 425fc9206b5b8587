import { formatRelativeTime } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface QaItemProps {
  question: string
  askedAt: Date
  now: Date
  /** The adviser's answer; absent while pending. */
  answer?: string
  adviserName?: string
  onClick?: () => void
}

/**
 * A Q&A entry (问答): question, answered/pending badge, the answer and who gave it.
 * @example <QaItem question="这只股票还能拿吗？" askedAt={d} now={new Date()} answer="…" adviserName="张三" />
 */
export function QaItem({ question, askedAt, now, answer, adviserName, onClick }: QaItemProps) {
  const answered = answer !== undefined && answer !== ''
  return (
    <CardShell onClick={onClick} className="tg-qa-item">
      <span className="tg-row">
        <span className="tg-card-title tg-clamp-2">{question}</span>
        <span className={answered ? 'tg-badge tg-badge-success' : 'tg-badge'}>
          {answered ? messages.qaAnswered : messages.qaPending}
        </span>
      </span>
      {answered && (
        <span className="tg-card-text tg-clamp-2">
          {adviserName ? `${adviserName}：` : ''}
          {answer}
        </span>
      )}
      <span className="tg-card-meta" style={{ display: 'block' }}>
        <time dateTime={askedAt.toISOString()}>{formatRelativeTime(askedAt, now)}</time>
      </span>
    </CardShell>
  )
}
