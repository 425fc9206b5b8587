import type { QuizThread } from '@tougu/core'
import { QaItem } from '@tougu/react-ui'

/**
 * A Q&A thread of the API as react-ui's QaItem.
 * @example <ThreadRow thread={t} now={new Date()} onClick={() => go(`/quiz/detail?id=${t.id}`)} />
 */
export function ThreadRow({ thread, now, onClick }: { thread: QuizThread; now: Date; onClick: () => void }) {
  return <QaItem question={thread.question} askedAt={new Date(thread.askTime)} now={now} adviserName={thread.tgName} qualificationNo={thread.qualificationNo} {...(thread.answer ? { answer: thread.answer } : {})} onClick={onClick} />
}
