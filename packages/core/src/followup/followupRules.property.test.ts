import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildFollowupSubmission,
  deriveFollowupView,
  parseFollowupPaper,
  validateFollowup,
  type FollowupAnswers,
  type FollowupPaper,
} from '../index.js'

const optionTexts = ['是', '否', ' 否，非本人', '是，申请解约', '不清楚', '股票', '', '否']

/** Raw server-like papers: unique question numbers, random flags, lists and option texts. */
const rawPaper = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 8 })
  .chain((nos) =>
    fc.record({
      id: fc.oneof(
        fc.integer({ min: 1 }),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      ),
      title: fc.string(),
      type: fc.constantFrom(1, 2, '1', '2'),
      exceptionNos: fc.subarray(nos).map((xs) => xs.join(';')),
      waiverNo: fc.option(fc.constantFrom(...(nos.length ? nos : [99])), { nil: undefined }),
      questions: fc.tuple(
        ...nos.map((no) =>
          fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }).chain((optNos) =>
            fc.record({
              no: fc.constantFrom(no, String(no)),
              topic: fc.string(),
              type: fc.constantFrom(1, 2, 3, '3'),
              isWaiverQuestion: fc.boolean(),
              isExceptionQuestion: fc.boolean(),
              isIntervene: fc.boolean(),
              intervene: fc.subarray(optNos).map((xs) => xs.join(';')),
              // At least one option stays outside the limit list, so a valid answer always exists.
              limit: fc.subarray(optNos.slice(1)).map((xs) => xs.join(';')),
              options: fc.tuple(
                ...optNos.map((o) =>
                  fc.record({ no: fc.constant(o), answer: fc.constantFrom(...optionTexts) }),
                ),
              ),
            }),
          ),
        ),
      ),
    }),
  )
  .map((raw): FollowupPaper => {
    const r = parseFollowupPaper(raw)
    if (!r.ok) throw new Error(r.error)
    return r.value
  })

/** Anything a screen might hold as answers, including junk. */
const anyAnswers = fc.dictionary(
  fc.integer({ min: 0, max: 45 }).map(String),
  fc.oneof(
    fc.string(),
    fc.constantFrom('1', '2', '1;2', ';', ' 3 ; 4 ', 'x', ''),
    fc.string({ minLength: 101, maxLength: 120 }),
  ),
) as fc.Arbitrary<FollowupAnswers>

describe('follow-up rules, property-based', () => {
  it('validateFollowup and deriveFollowupView never throw, whatever the answers', () => {
    fc.assert(
      fc.property(rawPaper, anyAnswers, (paper, answers) => {
        const msg = validateFollowup(paper, answers)
        expect(msg === null || typeof msg === 'string').toBe(true)
        deriveFollowupView(paper, answers, { userName: '张三', fundAccount: '1' })
      }),
      { numRuns: 300 },
    )
  })

  it('a paper whose every question is validly answered validates to null', () => {
    const validlyAnswered = rawPaper.chain((paper) =>
      fc
        .tuple(
          ...paper.questions.map((q) => {
            if (q.type === 3)
              return fc
                .string({ minLength: 1, maxLength: 100 })
                .filter((s) => s.trim() !== '' && Array.from(s.trim()).length <= 100)
            const allowed = q.options.filter((o) => !q.limit.includes(o.no)).map((o) => o.no)
            return q.type === 2
              ? fc.uniqueArray(fc.constantFrom(...allowed), { minLength: 1 }).map((xs) => xs.join(';'))
              : fc.constantFrom(...allowed).map(String)
          }),
        )
        .map((values) => ({
          paper,
          answers: Object.fromEntries(paper.questions.map((q, i) => [q.no, values[i] as string])),
        })),
    )
    fc.assert(
      fc.property(validlyAnswered, ({ paper, answers }) => {
        expect(validateFollowup(paper, answers)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('the submission never contains a hidden question, and carries every visible one once', () => {
    fc.assert(
      fc.property(rawPaper, anyAnswers, fc.array(fc.string()), (paper, answers, refunds) => {
        const view = deriveFollowupView(paper, answers, { userName: 'x', fundAccount: 'y' })
        const submitted = buildFollowupSubmission(paper, answers, refunds).paperAnswer.map((a) => a.no)
        const visible = view.questions.filter((q) => q.visible).map((q) => q.no)
        const hidden = view.questions.filter((q) => !q.visible).map((q) => q.no)
        expect(submitted).toEqual(visible)
        for (const no of hidden) expect(submitted).not.toContain(no)
      }),
      { numRuns: 300 },
    )
  })

  it('without the waiver, visible questions are numbered 1..n', () => {
    fc.assert(
      fc.property(rawPaper, anyAnswers, (paper, answers) => {
        const view = deriveFollowupView(paper, answers, { userName: 'x', fundAccount: 'y' })
        fc.pre(!view.waiverShown)
        const shown = view.questions.filter((q) => q.visible).map((q) => q.displayNo)
        expect(shown).toEqual(shown.map((_, i) => i + 1))
      }),
      { numRuns: 200 },
    )
  })
})
