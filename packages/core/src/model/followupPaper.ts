import * as z from 'zod/mini'
import {
  lenientBoolean,
  lenientNumber,
  lenientString,
  optional,
  semicolonNumbers,
  withDefault,
} from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

/** Paper types (spec §3, §9): 1 before purchase (names the signed product), 2 general, after login. */
export const PAPER_TYPES = { beforePurchase: 1, afterLogin: 2 } as const
export type PaperType = (typeof PAPER_TYPES)[keyof typeof PAPER_TYPES]

/** Question types (spec §2, §3): 1 single choice, 2 multiple choice, 3 free text. */
export const QUESTION_TYPES = { single: 1, multi: 2, text: 3 } as const

/** One option of a choice question. `no` is what an answer lists ("1;3"). */
export const FollowupOptionSchema = lazySchema(() =>
  z.object({
    no: lenientNumber,
    answer: withDefault(lenientString, () => ''),
    checked: lenientBoolean,
  }),
)
export type FollowupOption = z.output<typeof FollowupOptionSchema>

/**
 * One question. `no` is its identity and submission key as received; `_no` the original number when the
 * server sends one. `intervene` and `limit` are option numbers (sent as "1;3").
 */
export const FollowupQuestionSchema = lazySchema(() =>
  z.object({
    no: lenientNumber,
    _no: optional(lenientNumber),
    topic: withDefault(lenientString, () => ''),
    type: withDefault(lenientNumber, () => QUESTION_TYPES.single),
    options: withDefault(z.array(FollowupOptionSchema), () => []),
    answer: optional(lenientString),
    isWaiverQuestion: lenientBoolean,
    isIntervene: lenientBoolean,
    isExceptionQuestion: lenientBoolean,
    intervene: semicolonNumbers,
    limit: semicolonNumbers,
  }),
)
export type FollowupQuestion = z.output<typeof FollowupQuestionSchema>

const paperType = lazySchema(() =>
  z.pipe(
    lenientNumber,
    z.transform((n, ctx): PaperType => {
      if (n === 1 || n === 2) return n
      ctx.issues.push({ code: 'custom', message: `expected paper type 1 or 2, got ${n}`, input: n })
      return z.NEVER
    }),
  ),
)

/** A follow-up (回访) paper. `exceptionNos` arrives as "1;3"; `waiverNo` may be absent. */
export const FollowupPaperSchema = lazySchema(() =>
  z.object({
    id: z.pipe(
      z.unknown(),
      z.transform((v, ctx): string | number => {
        if ((typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v)))
          return v
        ctx.issues.push({ code: 'custom', message: 'expected a paper id (string or number)', input: v })
        return z.NEVER
      }),
    ),
    title: withDefault(lenientString, () => ''),
    type: paperType,
    questions: withDefault(z.array(FollowupQuestionSchema), () => []),
    exceptionNos: semicolonNumbers,
    waiverNo: optional(lenientNumber),
  }),
)
export type FollowupPaper = z.output<typeof FollowupPaperSchema>

/**
 * Parses a follow-up paper from server JSON, leniently; never throws.
 * @example
 * const r = parseFollowupPaper({ id: 7, title: '回访', type: '2', questions: [{ no: '1', topic: '…', type: 1 }] })
 * if (r.ok) r.value.questions[0]?.no // 1
 */
export function parseFollowupPaper(input: unknown): ParseResult<FollowupPaper> {
  return parseWith(FollowupPaperSchema, input, 'FollowupPaper')
}

/**
 * Parses one question. @example parseFollowupQuestion({ no: 1, topic: '您是否本人操作？', options: [] })
 */
export function parseFollowupQuestion(input: unknown): ParseResult<FollowupQuestion> {
  return parseWith(FollowupQuestionSchema, input, 'FollowupQuestion')
}

/** Parses one option. @example parseFollowupOption({ no: '1', answer: '是' }) // { ok: true, value: { no: 1, answer: '是', checked: false } } */
export function parseFollowupOption(input: unknown): ParseResult<FollowupOption> {
  return parseWith(FollowupOptionSchema, input, 'FollowupOption')
}
