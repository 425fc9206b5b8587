import * as z from 'zod/mini'
import { PriceItemSchema } from '../../model/priceItem.js'
import { DaySchema, DecimalSchema, IdSchema, TimestampSchema } from '../envelope.js'
import { ContentProductIdSchema, productPageFields, sellableContentFields } from './product.js'
import { EXTENSION } from './extension.js'
import { lazySchema } from '../../model/lazySchema.js'

// Tips packs (锦囊): the list, the introduction and content pages, their updates, and the activity list.

/** A tips pack (锦囊) as listed. */
export const TipsPackSchema = lazySchema(() => z.object({
  ...sellableContentFields,
  /** Win rate in percent as decimal text, e.g. "62.5". */
  winRate: DecimalSchema,
  salesCount: z.number().check(z.int(), z.minimum(0)),
  priceList: z.array(PriceItemSchema),
}))

/** The tips introduction page. */
export const TipsBriefSchema = lazySchema(() => z.object({
  ...TipsPackSchema.shape,
  ...productPageFields,
  serviceDescription: z.string(),
  updateCount: z.number().check(z.int(), z.minimum(0)),
}))

/** The tips content page; `content` is empty when `locked`. */
export const TipsDetailSchema = lazySchema(() => z.object({ ...TipsBriefSchema.shape, locked: z.boolean(), content: z.string() }))

/** One update of a tips pack. */
export const TipsUpdateSchema = lazySchema(() => z.object({
  id: IdSchema,
  tipsId: IdSchema,
  productId: ContentProductIdSchema,
  tgName: z.string().check(z.describe(`${EXTENSION}the adviser who gave the update`)),
  qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
  /** The update's title: it names the security and the call, so it is empty unless the caller holds the product. */
  title: z.string(),
  /** True when the caller does not hold the product: title, content and audio are withheld (issue #37). */
  locked: z.boolean().check(z.describe(`${EXTENSION}true when the caller does not hold the product: title, content and audio are withheld`)),
  /** The advice itself: empty unless the caller holds the product. */
  content: z.string(),
  /** The adviser's spoken note, played in the page (decision wave2-reach19-3); null unless the caller holds the product. */
  audioUrl: z.optional(z.nullable(z.string())),
  publishTime: TimestampSchema,
}))

/** A marketing activity of the tips activity list. */
export const ActivitySchema = lazySchema(() => z.object({
  id: IdSchema,
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  startDate: DaySchema,
  endDate: DaySchema,
}))

export type TipsPack = z.output<typeof TipsPackSchema>
export type TipsBrief = z.output<typeof TipsBriefSchema>
export type TipsDetail = z.output<typeof TipsDetailSchema>
export type TipsUpdate = z.output<typeof TipsUpdateSchema>
export type Activity = z.output<typeof ActivitySchema>
