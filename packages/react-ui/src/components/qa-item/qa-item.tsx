import { adviserByline, formatRelativeTime } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface QaItemProps {
  question: string
  askedAt: Date
  now: Date
  /** The adviser's answer; absent while pending. */
  answer?: string
  adviserName?: string
  /** The answering adviser's 执业编号, shown with the name (issue #37). */
  qualificationNo?: string
  onClick?: () => void
}

/**
 * A Q&A entry (问答): question, answered/pending badge, the answer and who gave it.
 * @example <QaItem question="半导体行业怎么看？" askedAt={d} now={new Date()} answer="…" adviserName="张三" qualificationNo="S0123512345678" />
 */
export function QaItem({ question, askedAt, now, answer, adviserName, qualificationNo, onClick }: QaItemProps) {
  const answered = answer !== undefined && answer !== ''
  return (
    <CardShell onClick={onClick} className="tg-qa-item">
      <span className="tg-row">
        <span className="tg-card-title tg-clamp-2">{question}</span>
        <span className={answered ? 'tg-badge tg-badge-info' : 'tg-badge'}>
          {answered ? messages.qaAnswered : messages.qaPending}
        </span>
      </span>
      {answered && (
        <span className="tg-card-text tg-clamp-2">
          {adviserName ? `${qualificationNo ? adviserByline(adviserName, qualificationNo) : adviserName}：` : ''}
          {answer}
        </span>
      )}
      <span className="tg-card-meta" style={{ display: 'block' }}>
        <time dateTime={askedAt.toISOString()}>{formatRelativeTime(askedAt, now)}</time>
      </span>
    </CardShell>
  )
}
