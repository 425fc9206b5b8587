import * as z from 'zod/mini'
import { lenientNumber, lenientString, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'

/** One answer: option numbers joined by ";" or the free text (spec §3). */
export const PaperAnswerSchema = z.object({ no: lenientNumber, answer: withDefault(lenientString, () => '') })
export type PaperAnswer = z.output<typeof PaperAnswerSchema>

/** Body of POST /api/user/submitFollowupPaper (spec §7). */
export const AnswerSubmissionSchema = z.object({
  paperId: z.pipe(
    z.unknown(),
    z.transform((v, ctx): string | number => {
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v
      ctx.issues.push({ code: 'custom', message: 'expected a paper id (string or number)', input: v })
      return z.NEVER
    }),
  ),
  paperType: lenientNumber,
  paperAnswer: z.array(PaperAnswerSchema),
  refundOrders: withDefault(z.array(z.object({ orderId: lenientString })), () => []),
})
export type AnswerSubmission = z.output<typeof AnswerSubmissionSchema>

/** @example parseAnswerSubmission({ paperId: 7, paperType: 2, paperAnswer: [{ no: 1, answer: '1' }] }) */
export function parseAnswerSubmission(input: unknown): ParseResult<AnswerSubmission> {
  return parseWith(AnswerSubmissionSchema, input, 'AnswerSubmission')
}
