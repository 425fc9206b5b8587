/**
 * The question being written (the client store's `userQuiz`, spec §3): kept while the investor goes to
 * 选择投顾 and back. `picked` is set by the adviser pick and consumed once by the ask page, so a pick wins
 * over the `adviserId` the ask page was opened with.
 */
export interface QuizDraft {
  adviserId: string
  question: string
  picked: boolean
}

export const EMPTY_DRAFT: QuizDraft = { adviserId: '', question: '', picked: false }

/**
 * Reads the draft from the client store's untyped `userQuiz`; anything else is an empty draft.
 * @example toQuizDraft({ adviserId: 'TG1', question: '能拿吗', picked: false }).adviserId // 'TG1'
 */
export function toQuizDraft(value: unknown): QuizDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT
  const v = value as Partial<Record<keyof QuizDraft, unknown>>
  return {
    adviserId: typeof v.adviserId === 'string' ? v.adviserId : '',
    question: typeof v.question === 'string' ? v.question : '',
    picked: v.picked === true,
  }
}

/**
 * The adviser the ask page shows when it opens: a fresh pick first, else the page's `adviserId` query,
 * else the draft's. Returns the draft to store (the pick consumed).
 * @example openDraft({ adviserId: 'TG2', question: 'q', picked: true }, 'TG1') // { adviserId: 'TG2', question: 'q', picked: false }
 */
export function openDraft(draft: QuizDraft, queryAdviserId: string | null): QuizDraft {
  if (draft.picked) return { ...draft, picked: false }
  if (queryAdviserId) return { ...draft, adviserId: queryAdviserId }
  return draft
}
