import * as z from 'zod/mini'
import { AdviserSchema } from '../../model/adviser.js'
import { IdSchema } from '../envelope.js'
import { EXTENSION } from './extension.js'
import { lazySchema } from '../../model/lazySchema.js'

// Advisers as the screens show them: in lists, on their own page, and as the one answering for a product.
// Spec §3 Adviser fields come from ../../model/adviser and are extended here.

/** An adviser as shown in lists: spec §3 Adviser fields plus identity and qualification. */
export const AdviserCardSchema = lazySchema(() => z.object({
  ...AdviserSchema.shape,
  id: IdSchema,
  avatarUrl: z.string(),
  /** 执业编号 (qualification number), shown by regulation next to every adviser. */
  qualificationNo: z.string(),
  title: z.string(),
  intro: z.string(),
  followerCount: z.number().check(z.int(), z.minimum(0)),
  tags: z.array(z.string()),
}))

/** An adviser's page. */
export const AdviserDetailSchema = lazySchema(() => z.object({
  ...AdviserCardSchema.shape,
  bio: z.string(),
  /** The adviser's live room now live, if any. */
  liveRoomId: z.nullable(IdSchema),
  practiceYears: z
    .number()
    .check(z.int(), z.minimum(0), z.describe(`${EXTENSION}whole years since the adviser's qualification, as of the request`)),
}))

/** The adviser behind a product, as a product page shows them: who answers for the advice (regulation asks for the number). */
export const AdviserCredentialsSchema = lazySchema(() => z
  .object({
    id: IdSchema,
    tgName: z.string(),
    teamName: z.string(),
    /** 执业编号 (securities advisory qualification number). */
    qualificationNo: z.string(),
    /** Whole years since the adviser's qualification, as of the request. */
    practiceYears: z.number().check(z.int(), z.minimum(0)),
  })
  .check(z.describe(`${EXTENSION}the adviser's credentials shown on a product page (name, qualification number, team, years of practice)`)))

export type AdviserCard = z.output<typeof AdviserCardSchema>
export type AdviserDetail = z.output<typeof AdviserDetailSchema>
export type AdviserCredentials = z.output<typeof AdviserCredentialsSchema>
