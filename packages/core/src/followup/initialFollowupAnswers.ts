import type { FollowupPaper } from '../model/followupPaper.js'
import { questionKind, type FollowupAnswers } from './followupQuestions.js'

/**
 * Answers already carried by the paper (a question's `answer`, or options flagged `checked`), so a
 * re-opened paper shows what was chosen before.
 * @example initialFollowupAnswers(paper) // { 1: '2', 3: '已知晓' }
 */
export function initialFollowupAnswers(paper: FollowupPaper): FollowupAnswers {
  const answers: FollowupAnswers = {}
  for (const q of paper.questions) {
    if (q.answer !== undefined && q.answer !== '') answers[q.no] = q.answer
    else if (questionKind(q) !== 'text') {
      const checked = q.options.filter((o) => o.checked).map((o) => String(o.no))
      if (checked.length) answers[q.no] = checked.join(';')
    }
  }
  return answers
}
