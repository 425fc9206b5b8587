import * as z from 'zod/mini'
import { ARRAY_MAX_ITEMS, DecimalSchema, IdSchema } from './envelope.js'
import { lazySchema } from '../model/lazySchema.js'

const EXTENSION = 'Extension of this project (the spec names no track record): '

/** Whose record: a product (tips pack, commission product: by product id) or an adviser (by adviser id). */
export const TrackRecordSubjectSchema = lazySchema(() => z.enum(['product', 'adviser']))

/** One month of a track record: the figures as of the end of that month. */
export const TrackRecordPointSchema = lazySchema(() => z.object({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month YYYY-MM'), z.describe('Calendar month YYYY-MM')),
  winRate: DecimalSchema.check(z.describe('Win rate in percent: closed calls with a gain over all closed calls, from the first month to this one')),
  cumulativeReturn: DecimalSchema.check(z.describe('Cumulative return in percent from the start of the first month to the end of this one')),
}))

/** `/api/trackRecord`: a product's or adviser's win rate and cumulative return over time, oldest month first. */
export const TrackRecordSchema = lazySchema(() => z
  .object({
    subject: TrackRecordSubjectSchema,
    id: IdSchema,
    points: z.array(TrackRecordPointSchema).check(z.maxLength(ARRAY_MAX_ITEMS)),
  })
  .check(z.describe(`${EXTENSION}monthly win rate and cumulative return, oldest first; the last point's win rate is the one lists show`)))

/** Request of `/api/trackRecord`. */
export const TrackRecordRequestSchema = lazySchema(() => z.object({ subject: TrackRecordSubjectSchema, id: IdSchema }))

export type TrackRecordSubject = z.output<typeof TrackRecordSubjectSchema>
export type TrackRecordPoint = z.output<typeof TrackRecordPointSchema>
export type TrackRecord = z.output<typeof TrackRecordSchema>
