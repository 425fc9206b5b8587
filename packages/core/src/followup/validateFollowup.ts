import type { FollowupPaper } from '../model/followupPaper.js'
import { PAPER_TYPES } from '../model/followupPaper.js'
import { messages } from '../messages.js'
import {
  charCount,
  chosenLimitOption,
  isAnswered,
  questionKind,
  textAnswer,
  TEXT_ANSWER_MAX,
  visibleQuestions,
  type FollowupAnswers,
} from './followupQuestions.js'

/**
 * The first problem that blocks submitting, or null when the paper can be submitted (spec §5).
 * Walks visible questions in order; hidden waiver questions are skipped.
 * @example
 * validateFollowup(paper, {})            // '请完成第1题后再提交'
 * validateFollowup(paper, { 1: '1', 2: 'x'.repeat(101) }) // '第2题内容不能超过100个字符'
 */
export function validateFollowup(paper: FollowupPaper, answers: FollowupAnswers): string | null {
  for (const { question, displayNo } of visibleQuestions(paper, answers)) {
    if (!isAnswered(question, answers)) return messages.followupUnanswered(displayNo)
    if (questionKind(question) === 'text' && charCount(textAnswer(question, answers)) > TEXT_ANSWER_MAX) {
      return messages.followupTextTooLong(displayNo)
    }
    if (chosenLimitOption(question, answers)) return messages.followupLimitBlocked
  }
  return null
}

/**
 * For type 1 papers the limit message shows at once when a blocking option is chosen (spec §5).
 * Returns that message for the given answer of question `no`, or null.
 * @example limitMessageOnAnswer(typeOnePaper, 2, '3') // '您的回访结果不支持购买此产品，请重新作答' if 3 is in question 2's limit
 */
export function limitMessageOnAnswer(paper: FollowupPaper, no: number, value: string): string | null {
  if (paper.type !== PAPER_TYPES.beforePurchase) return null
  const q = paper.questions.find((x) => x.no === no)
  if (!q) return null
  return chosenLimitOption(q, { [no]: value }) ? messages.followupLimitBlocked : null
}
