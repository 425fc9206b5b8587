import * as z from 'zod/mini'
import { IdSchema, TimestampSchema } from '../envelope.js'
import { EXTENSION } from './extension.js'
import { AdviserCardSchema } from './adviser.js'
import { lazySchema } from '../../model/lazySchema.js'

// Q&A (问答): threads and the Q&A home page.

/** A Q&A thread. */
export const QuizThreadSchema = lazySchema(() => z.object({
  id: IdSchema,
  question: z.string(),
  /** Asker's name, masked (e.g. 张**). */
  askerName: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
  answer: z.nullable(z.string()),
  askTime: TimestampSchema,
  answerTime: z.nullable(TimestampSchema),
  status: z.enum(['pending', 'answered']),
}))

/** The Q&A home page. */
export const QuizIndexSchema = lazySchema(() => z.object({ hotThreads: z.array(QuizThreadSchema), advisers: z.array(AdviserCardSchema) }))

export type QuizThread = z.output<typeof QuizThreadSchema>
export type QuizIndex = z.output<typeof QuizIndexSchema>
