import * as z from 'zod/mini'
import { lenientNumber, lenientString, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

// Request bounds (docs/decisions.md wave2-hostile-1): integers fit PostgreSQL's 32-bit `integer`, text holds
// no NUL and has a length limit, arrays are capped, so no submission can make the database fail. Kept here
// rather than imported from api/ so the rules bundle stays free of the contract's locale set-up.
const int32 = lazySchema(() => z.pipe(lenientNumber, z.int32()))
// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text refuses
const noNul = /^[^\u0000]*$/
const boundedText = (max: number) => z.pipe(lenientString, z.string().check(z.maxLength(max), z.regex(noNul, 'must not contain a NUL character')))
const idText = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/, 'expected an id: letters, digits and . _ : - only')))

/** One answer: option numbers joined by ";" or the free text (spec §3), at most 1000 characters. */
export const PaperAnswerSchema = lazySchema(() => z.object({ no: int32, answer: withDefault(boundedText(1000), () => '') }))
export type PaperAnswer = z.output<typeof PaperAnswerSchema>

/** Body of POST /api/user/submitFollowupPaper (spec §7): at most 200 answers and 100 orders to cancel. */
export const AnswerSubmissionSchema = lazySchema(() => z.object({
  // A real union (not a transform) so the generated OpenAPI document shows string | number.
  paperId: z.union([idText, z.int32()]),
  paperType: int32,
  paperAnswer: z.array(PaperAnswerSchema).check(z.maxLength(200)),
  refundOrders: withDefault(z.array(z.object({ orderId: z.pipe(lenientString, idText) })).check(z.maxLength(100)), () => []),
}))
export type AnswerSubmission = z.output<typeof AnswerSubmissionSchema>

/** @example parseAnswerSubmission({ paperId: 7, paperType: 2, paperAnswer: [{ no: 1, answer: '1' }] }) */
export function parseAnswerSubmission(input: unknown): ParseResult<AnswerSubmission> {
  return parseWith(AnswerSubmissionSchema, input, 'AnswerSubmission')
}
