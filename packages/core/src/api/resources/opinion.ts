import * as z from 'zod/mini'
import { PriceItemSchema } from '../../model/priceItem.js'
import { IdSchema, TimestampSchema } from '../envelope.js'
import { EXTENSION } from './extension.js'
import { ContentProductIdSchema, productPageFields, sellableContentFields } from './product.js'
import { lazySchema } from '../../model/lazySchema.js'

// Opinions (观点) and the opinion packages (观点包) that sell them.

/** An opinion (观点) as listed. */
export const OpinionSchema = lazySchema(() => z.object({
  id: IdSchema,
  title: z.string(),
  summary: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
  publishTime: TimestampSchema,
  readCount: z.number().check(z.int(), z.minimum(0)),
  likeCount: z.number().check(z.int(), z.minimum(0)),
  hot: z.boolean(),
  /** The opinion package it belongs to (paid opinions), or null. */
  packageId: z.nullable(IdSchema),
  productId: z.nullable(ContentProductIdSchema).check(z.describe(`${EXTENSION}the product selling the opinion's package (paid opinions), or null`)),
}))

/** An opinion page; `content` is HTML, empty when `locked`. */
export const OpinionDetailSchema = lazySchema(() => z.object({ ...OpinionSchema.shape, content: z.string(), locked: z.boolean() }))

/** An opinion package (观点包) as listed. */
export const OpinionPackageSchema = lazySchema(() => z.object({
  ...sellableContentFields,
  opinionCount: z.number().check(z.int(), z.minimum(0)),
  subscriberCount: z.number().check(z.int(), z.minimum(0)),
  priceList: z.array(PriceItemSchema),
}))

/** An opinion package page with its latest opinions. */
export const OpinionPackageDetailSchema = lazySchema(() => z.object({ ...OpinionPackageSchema.shape, ...productPageFields, recentOpinions: z.array(OpinionSchema) }))

export type Opinion = z.output<typeof OpinionSchema>
export type OpinionDetail = z.output<typeof OpinionDetailSchema>
export type OpinionPackage = z.output<typeof OpinionPackageSchema>
export type OpinionPackageDetail = z.output<typeof OpinionPackageDetailSchema>
