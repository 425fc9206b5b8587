import type { FollowupPaper } from '../model/followupPaper.js'
import { PAPER_TYPES } from '../model/followupPaper.js'
import { messages } from '../messages.js'
import {
  chosenOptions,
  exceptionsAnsweredNo,
  isExceptionQuestion,
  isQuestionVisible,
  isWaiverShown,
  originalNo,
  questionKind,
  waiverQuestions,
  type FollowupAnswers,
  type QuestionKind,
} from './followupQuestions.js'

/** Who the paper addresses (spec §1): the investor, the fund account and, for type 1, the product. */
export interface FollowupContext {
  userName: string
  fundAccount: string
  productName?: string
}

export interface FollowupOptionView {
  no: number
  answer: string
  checked: boolean
}

export interface FollowupQuestionView {
  /** Identity and submission key, as received. */
  no: number
  /** The number shown: original number when the waiver is shown, else position among visible questions. */
  displayNo: number
  topic: string
  kind: QuestionKind
  options: FollowupOptionView[]
  /** Free-text value ('' for choice questions). */
  text: string
  visible: boolean
  interveneNote: string | null
  /** '请填写该题的答案' for free text, null otherwise. */
  placeholder: string | null
}

export interface FollowupView {
  title: string
  intro: string
  closingNotice: string
  waiverShown: boolean
  waiverTip: string | null
  /** Every question of the paper, hidden waiver questions included with `visible: false`. */
  questions: FollowupQuestionView[]
}

/**
 * What the follow-up dialog shows for a paper and the answers so far. Pure: same input, same output.
 * @example
 * const view = deriveFollowupView(paper, { 1: '2' }, { userName: '张三', fundAccount: '880001' })
 * view.waiverShown // true when question 1 is an exception question and option 2 reads "否"
 * view.waiverTip   // '由于第1题回答"否"，请完成第4题'
 */
export function deriveFollowupView(
  paper: FollowupPaper,
  answers: FollowupAnswers,
  ctx: FollowupContext,
): FollowupView {
  const shown = isWaiverShown(paper, answers)
  const saidNo = exceptionsAnsweredNo(paper, answers)
  let position = 0
  const questions = paper.questions.map((q): FollowupQuestionView => {
    const visible = isQuestionVisible(paper, q, shown)
    if (visible) position++
    const kind = questionKind(q)
    const chosen = chosenOptions(q, answers)
    const intervened = q.isIntervene || chosen.some((o) => q.intervene.includes(o.no))
    return {
      no: q.no,
      displayNo: shown || !visible ? originalNo(q) : position,
      topic: q.topic,
      kind,
      options: q.options.map((o) => ({ no: o.no, answer: o.answer, checked: chosen.includes(o) })),
      text: kind === 'text' ? (answers[q.no] ?? '') : '',
      visible,
      interveneNote: intervened && !isExceptionQuestion(paper, q) ? messages.followupInterveneNote : null,
      placeholder: kind === 'text' ? messages.followupTextPlaceholder : null,
    }
  })
  const beforePurchase = paper.type === PAPER_TYPES.beforePurchase
  return {
    title: paper.title,
    intro: beforePurchase
      ? messages.followupIntroBeforePurchase(ctx.userName, ctx.fundAccount, ctx.productName)
      : messages.followupIntro(ctx.userName, ctx.fundAccount),
    closingNotice: beforePurchase
      ? messages.followupClosingNotice
      : `${messages.followupClosingNotice}${messages.followupIllegalActivityReminder}`,
    waiverShown: shown,
    waiverTip: shown
      ? messages.followupWaiverTip(saidNo.map(originalNo), waiverQuestions(paper).map(originalNo))
      : null,
    questions,
  }
}
