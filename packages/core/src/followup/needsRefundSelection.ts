import type { FollowupPaper } from '../model/followupPaper.js'
import {
  chosenOptions,
  isWaiverQuestion,
  isWaiverShown,
  startsWithYes,
  type FollowupAnswers,
} from './followupQuestions.js'

/**
 * True when the (shown) waiver question is answered with an option reading 是: the app then shows the
 * refund-product dialog before submitting, and the submission carries the chosen order ids (spec §4).
 * @example needsRefundSelection(paper, { 1: '2', 4: '1' }) // true if Q1 said 否 and option 1 of waiver Q4 is 是
 */
export function needsRefundSelection(paper: FollowupPaper, answers: FollowupAnswers): boolean {
  if (!isWaiverShown(paper, answers)) return false
  return paper.questions.some(
    (q) => isWaiverQuestion(paper, q) && chosenOptions(q, answers).some(startsWithYes),
  )
}
