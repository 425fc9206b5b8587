import * as z from 'zod/mini'
import { PriceItemSchema } from '../../model/priceItem.js'
import { IdSchema, MoneySchema, ProductRiskSchema } from '../envelope.js'
import { AdviserCredentialsSchema } from './adviser.js'
import { EXTENSION } from './extension.js'
import { lazySchema } from '../../model/lazySchema.js'

// Products: what is sold, the content each one unlocks, and the fields every product page shows.

/** Codes of the special risks a product can carry (core's SPECIAL_RISKS texts). */
export const SpecialRiskSchema = lazySchema(() => z.enum(['margin', 'leveragedEtf']))

/** Product kinds sold in the community. */
export const ProductTypeSchema = lazySchema(() => z.enum(['tips', 'package', 'live', 'commission']))

// Content (a tips pack TP…, an opinion package VP…, a live room LV…, the commission product CM…) and the
// product that sells it (TIP…, PKG…, LIVE…, COM…) have distinct ids. The contract carries both directions
// so no screen builds one from the other (decision wave2-frontdoor-1).

/** The product (`/api/queryProductInfo`, privileges, /sign/*) that sells a piece of content. */
export const ContentProductIdSchema = lazySchema(() => z.string().check(
  z.minLength(1),
  z.describe(`${EXTENSION}id of the product that sells this content (what /sign/notice, queryProductInfo and the privilege list take); distinct from the content id`),
))

/** Which page shows a content: the tips introduction, the opinion package, the live room or the commission introduction. */
export const ContentKindSchema = lazySchema(() => z.enum(['tips', 'package', 'live', 'commission']))

/** A typed reference to the content page a product is read on: its kind and the content id. */
export const ContentRefSchema = lazySchema(() => z
  .object({ kind: ContentKindSchema, id: IdSchema })
  .check(z.describe(`${EXTENSION}the content a product unlocks (kind + content id), so a product opens its content page`)))

/** A product in search results and coupon scopes. */
export const ProductSummarySchema = lazySchema(() => z.object({
  productId: IdSchema,
  productName: z.string(),
  productType: ProductTypeSchema,
  riskLevel: ProductRiskSchema,
  adviserId: z.nullable(IdSchema),
  tgName: z.string(),
  /** Lowest current price, null when none is on sale. */
  minPrice: z.nullable(MoneySchema),
  content: z.nullable(ContentRefSchema).check(z.describe(`${EXTENSION}the content page the product opens; null when it has none`)),
}))

/** Full product information used by the signing pages. */
export const ProductInfoSchema = lazySchema(() => z.object({
  ...ProductSummarySchema.shape,
  intro: z.string(),
  priceList: z.array(PriceItemSchema),
  /** Agreement documents the signing page links to. */
  agreements: z.array(z.object({ title: z.string(), url: z.string() })),
  adviser: AdviserCredentialsSchema.check(z.describe(`${EXTENSION}the adviser the agreement and the risk disclosure name, with 执业编号`)),
  specialRisks: z
    .array(SpecialRiskSchema)
    .check(z.maxLength(10), z.describe(`${EXTENSION}risks the product carries beyond its kind's (margin: 融资融券, leveragedEtf: 杠杆及反向ETF); the risk disclosure states them (core SPECIAL_RISKS)`)),
}))

// What every sold content (opinion package, tips pack, commission product) lists first: its id, the product
// that sells it, its name, adviser, introduction and risk level.
export const sellableContentFields = {
  id: IdSchema,
  productId: ContentProductIdSchema,
  name: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  intro: z.string(),
  riskLevel: ProductRiskSchema,
}

// What a product page shows beyond the listing: who advises, what the subscription includes, how many hold it.
export const productPageFields = {
  adviser: AdviserCredentialsSchema,
  serviceItems: z.array(z.string()).check(z.describe(`${EXTENSION}what the subscription includes, one short line per item`)),
  subscriberCount: z
    .number()
    .check(z.int(), z.minimum(0), z.describe(`${EXTENSION}investors holding the product now`)),
}

export type ProductSummary = z.output<typeof ProductSummarySchema>
export type ContentKind = z.output<typeof ContentKindSchema>
export type ContentRef = z.output<typeof ContentRefSchema>
export type ProductInfo = z.output<typeof ProductInfoSchema>
