import type { FollowupPaper } from '../model/followupPaper.js'
import {
  chosenOptions,
  questionKind,
  textAnswer,
  visibleQuestions,
  type FollowupAnswers,
} from './followupQuestions.js'
import { needsRefundSelection } from './needsRefundSelection.js'

/** Body of POST /api/user/submitFollowupPaper (spec §7). */
export interface FollowupSubmission {
  paperId: string | number
  paperType: number
  paperAnswer: { no: number; answer: string }[]
  refundOrders: { orderId: string }[]
}

/**
 * The submission for the visible questions, keyed by each question's `no`: option numbers joined by
 * ";" in option order, or the trimmed free text. Hidden waiver questions are never sent. Refund order
 * ids are sent only while the answers call for a refund selection, so a changed mind cannot cancel orders.
 * @example
 * buildFollowupSubmission(paper, { 1: '2', 2: ' 好 ', 4: '1' }, ['9001'])
 * // { paperId: 7, paperType: 2, paperAnswer: [{no:1,answer:'2'}, {no:2,answer:'好'}, {no:4,answer:'1'}],
 * //   refundOrders: [{ orderId: '9001' }] }
 */
export function buildFollowupSubmission(
  paper: FollowupPaper,
  answers: FollowupAnswers,
  refundOrderIds: readonly string[] = [],
): FollowupSubmission {
  const paperAnswer = visibleQuestions(paper, answers).map(({ question: q }) => ({
    no: q.no,
    answer:
      questionKind(q) === 'text'
        ? textAnswer(q, answers)
        : chosenOptions(q, answers)
            .map((o) => String(o.no))
            .join(';'),
  }))
  const refundOrders = needsRefundSelection(paper, answers)
    ? [...new Set(refundOrderIds)].map((orderId) => ({ orderId }))
    : []
  return { paperId: paper.id, paperType: paper.type, paperAnswer, refundOrders }
}
