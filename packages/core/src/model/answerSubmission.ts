import * as z from 'zod/mini'
import { lenientNumber, lenientString, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'

/** One answer: option numbers joined by ";" or the free text (spec §3). */
export const PaperAnswerSchema = z.object({ no: lenientNumber, answer: withDefault(lenientString, () => '') })
export type PaperAnswer = z.output<typeof PaperAnswerSchema>

/** Body of POST /api/user/submitFollowupPaper (spec §7). */
export const AnswerSubmissionSchema = z.object({
  // A real union (not a transform) so the generated OpenAPI document shows string | number.
  paperId: z.union([z.string(), z.number()]),
  paperType: lenientNumber,
  paperAnswer: z.array(PaperAnswerSchema),
  refundOrders: withDefault(z.array(z.object({ orderId: lenientString })), () => []),
})
export type AnswerSubmission = z.output<typeof AnswerSubmissionSchema>

/** @example parseAnswerSubmission({ paperId: 7, paperType: 2, paperAnswer: [{ no: 1, answer: '1' }] }) */
export function parseAnswerSubmission(input: unknown): ParseResult<AnswerSubmission> {
  return parseWith(AnswerSubmissionSchema, input, 'AnswerSubmission')
}
