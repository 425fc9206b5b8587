// Shared readings of a paper + answers used by every follow-up rule. Kept internal: the public rules
// (deriveFollowupView, validateFollowup, …) are the contract.
import type { FollowupOption, FollowupPaper, FollowupQuestion } from '../model/followupPaper.js'
import { QUESTION_TYPES } from '../model/followupPaper.js'

/** Question `no` -> "1;3" (option numbers) or free text. */
export type FollowupAnswers = Record<number, string>

export type QuestionKind = 'single' | 'multi' | 'text'

export function questionKind(q: FollowupQuestion): QuestionKind {
  return q.type === QUESTION_TYPES.text ? 'text' : q.type === QUESTION_TYPES.multi ? 'multi' : 'single'
}

/** The number shown when the waiver is on: the original number if the server sent one. */
export function originalNo(q: FollowupQuestion): number {
  return q._no ?? q.no
}

// A waiver question is never also an exception question: otherwise answering the hidden waiver 否
// could switch the waiver on, a loop the spec cannot mean.
export function isWaiverQuestion(paper: FollowupPaper, q: FollowupQuestion): boolean {
  return q.isWaiverQuestion || (paper.waiverNo !== undefined && paper.waiverNo === q.no)
}

export function isExceptionQuestion(paper: FollowupPaper, q: FollowupQuestion): boolean {
  return !isWaiverQuestion(paper, q) && (q.isExceptionQuestion || paper.exceptionNos.includes(q.no))
}

/** Option numbers listed in an answer ("1;3"), in the order given; blanks and non-numbers ignored. */
export function answerOptionNos(value: string | undefined): number[] {
  if (!value) return []
  const out: number[] = []
  for (const part of value.split(';')) {
    const t = part.trim()
    if (t === '') continue
    const n = Number(t)
    if (Number.isFinite(n) && !out.includes(n)) out.push(n)
  }
  return out
}

/** The options of `q` that the answer chooses, in the question's option order. */
export function chosenOptions(q: FollowupQuestion, answers: FollowupAnswers): FollowupOption[] {
  if (questionKind(q) === 'text') return []
  const nos = answerOptionNos(answers[q.no])
  return q.options.filter((o) => nos.includes(o.no))
}

export function textAnswer(q: FollowupQuestion, answers: FollowupAnswers): string {
  return (answers[q.no] ?? '').trim()
}

const startsWith = (o: FollowupOption, prefix: string) => o.answer.trim().startsWith(prefix)

/** The exception questions answered with an option reading 否, in paper order. */
export function exceptionsAnsweredNo(paper: FollowupPaper, answers: FollowupAnswers): FollowupQuestion[] {
  return paper.questions.filter(
    (q) => isExceptionQuestion(paper, q) && chosenOptions(q, answers).some((o) => startsWith(o, '否')),
  )
}

export function waiverQuestions(paper: FollowupPaper): FollowupQuestion[] {
  return paper.questions.filter((q) => isWaiverQuestion(paper, q))
}

/** Waiver on: some exception question answered 否, and the paper has a waiver question to show. */
export function isWaiverShown(paper: FollowupPaper, answers: FollowupAnswers): boolean {
  return waiverQuestions(paper).length > 0 && exceptionsAnsweredNo(paper, answers).length > 0
}

export function isQuestionVisible(paper: FollowupPaper, q: FollowupQuestion, waiverShown: boolean): boolean {
  return waiverShown || !isWaiverQuestion(paper, q)
}

/** Visible questions with the number the investor sees. */
export function visibleQuestions(
  paper: FollowupPaper,
  answers: FollowupAnswers,
): { question: FollowupQuestion; displayNo: number }[] {
  const shown = isWaiverShown(paper, answers)
  return paper.questions
    .filter((q) => isQuestionVisible(paper, q, shown))
    .map((question, i) => ({ question, displayNo: shown ? originalNo(question) : i + 1 }))
}

export function isAnswered(q: FollowupQuestion, answers: FollowupAnswers): boolean {
  return questionKind(q) === 'text' ? textAnswer(q, answers) !== '' : chosenOptions(q, answers).length > 0
}

export function chosenLimitOption(q: FollowupQuestion, answers: FollowupAnswers): boolean {
  return chosenOptions(q, answers).some((o) => q.limit.includes(o.no))
}

export function startsWithYes(o: FollowupOption): boolean {
  return startsWith(o, '是')
}

/** Characters as the investor counts them (code points, so an emoji is one). */
export function charCount(s: string): number {
  return Array.from(s).length
}

/** Spec §5/§9: a free-text answer holds at most 100 characters. The rule, its message and the dialog's counter read this. */
export const TEXT_ANSWER_MAX = 100
