import { describe, expect, it } from 'vitest'
import { EMPTY_DRAFT, openDraft, toQuizDraft } from './quizDraft.js'

describe('quiz draft', () => {
  it('reads an unknown userQuiz value as an empty draft', () => {
    expect(toQuizDraft(null)).toEqual(EMPTY_DRAFT)
    expect(toQuizDraft('x')).toEqual(EMPTY_DRAFT)
    expect(toQuizDraft({ adviserId: 7, question: '能拿吗', picked: 'yes' })).toEqual({ adviserId: '', question: '能拿吗', picked: false })
  })

  it('lets a fresh pick win over the adviser the ask page was opened with, once', () => {
    const picked = { adviserId: 'TG2', question: '后市如何', picked: true }
    const opened = openDraft(picked, 'TG1')
    expect(opened).toEqual({ adviserId: 'TG2', question: '后市如何', picked: false })
    expect(openDraft(opened, 'TG1').adviserId).toBe('TG1')
  })

  it('keeps the draft adviser when the page has no adviserId', () => {
    expect(openDraft({ adviserId: 'TG3', question: '', picked: false }, null).adviserId).toBe('TG3')
  })
})
