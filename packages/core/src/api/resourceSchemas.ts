import * as z from 'zod/mini'
import { AdviserSchema } from '../model/adviser.js'
import { OrderListItemSchema } from '../model/order.js'
import { PriceItemSchema } from '../model/priceItem.js'
import { DaySchema, DecimalSchema, IdSchema, MoneySchema, ProductRiskSchema, TimestampSchema } from './envelope.js'

// Shapes of the resources the screens need that spec §3 does not define (docs/api.md). Spec §3 entities
// (adviser, order list item, price item, user info, follow-up paper) come from ../model and are reused here.

// Fields this project adds where the spec shows no payload say so in the OpenAPI document.
const EXTENSION = 'Extension of this project (the spec shows no payload): '

/** Home page banner. */
export const BannerSchema = z.object({ id: IdSchema, title: z.string(), imageUrl: z.string(), link: z.string() })

/** An adviser as shown in lists: spec §3 Adviser fields plus identity and qualification. */
export const AdviserCardSchema = z.object({
  ...AdviserSchema.shape,
  id: IdSchema,
  avatarUrl: z.string(),
  /** 执业编号 (qualification number), shown by regulation next to every adviser. */
  qualificationNo: z.string(),
  title: z.string(),
  intro: z.string(),
  followerCount: z.number().check(z.int(), z.minimum(0)),
  tags: z.array(z.string()),
})

/** An adviser's page. */
export const AdviserDetailSchema = z.object({
  ...AdviserCardSchema.shape,
  bio: z.string(),
  /** The adviser's live room now live, if any. */
  liveRoomId: z.nullable(IdSchema),
  practiceYears: z
    .number()
    .check(z.int(), z.minimum(0), z.describe(`${EXTENSION}whole years since the adviser's qualification, as of the request`)),
})

/** Product kinds sold in the community. */
export const ProductTypeSchema = z.enum(['tips', 'package', 'live', 'commission'])

// Content (a tips pack TP…, an opinion package VP…, a live room LV…, the commission product CM…) and the
// product that sells it (TIP…, PKG…, LIVE…, COM…) have distinct ids. The contract carries both directions
// so no screen builds one from the other (decision wave2-frontdoor-1).

/** The product (`/api/queryProductInfo`, privileges, /sign/*) that sells a piece of content. */
export const ContentProductIdSchema = z.string().check(
  z.minLength(1),
  z.describe(`${EXTENSION}id of the product that sells this content (what /sign/notice, queryProductInfo and the privilege list take); distinct from the content id`),
)

/** Which page shows a content: the tips introduction, the opinion package, the live room or the commission introduction. */
export const ContentKindSchema = z.enum(['tips', 'package', 'live', 'commission'])

/** A typed reference to the content page a product is read on: its kind and the content id. */
export const ContentRefSchema = z
  .object({ kind: ContentKindSchema, id: IdSchema })
  .check(z.describe(`${EXTENSION}the content a product unlocks (kind + content id), so a product opens its content page`))

/** A product in search results and coupon scopes. */
export const ProductSummarySchema = z.object({
  productId: IdSchema,
  productName: z.string(),
  productType: ProductTypeSchema,
  riskLevel: ProductRiskSchema,
  adviserId: z.nullable(IdSchema),
  tgName: z.string(),
  /** Lowest current price, null when none is on sale. */
  minPrice: z.nullable(MoneySchema),
  content: z.nullable(ContentRefSchema).check(z.describe(`${EXTENSION}the content page the product opens; null when it has none`)),
})

/** Full product information used by the signing pages. */
export const ProductInfoSchema = z.object({
  ...ProductSummarySchema.shape,
  intro: z.string(),
  priceList: z.array(PriceItemSchema),
  /** Agreement documents the signing page links to. */
  agreements: z.array(z.object({ title: z.string(), url: z.string() })),
})

/** A product the user holds. */
export const ProductHoldingSchema = z.object({
  productId: IdSchema,
  productName: z.string(),
  productType: ProductTypeSchema,
  orderId: IdSchema,
  endDate: z.nullable(DaySchema),
})

/** One privilege of the signed-in user (what paid content it unlocks). */
export const PrivilegeSchema = z.object({
  productId: IdSchema,
  authorityId: IdSchema,
  productType: ProductTypeSchema,
  /** Last day the privilege is valid, null for long-term. */
  endDate: z.nullable(DaySchema),
})

/** An order as listed: spec §3 order list item plus the money and dates the order page shows. */
export const OrderSchema = z.object({
  ...OrderListItemSchema.shape,
  createTime: TimestampSchema,
  periodId: z.number().check(z.int()),
  amount: MoneySchema,
  payAmount: MoneySchema,
  startDate: z.nullable(DaySchema),
  endDate: z.nullable(DaySchema),
})

/** Live room state. */
export const LiveStatusSchema = z.enum(['live', 'upcoming', 'ended'])

/** A live room as listed. */
export const LiveRoomSchema = z.object({
  id: IdSchema,
  title: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  coverUrl: z.string(),
  status: LiveStatusSchema,
  startTime: TimestampSchema,
  endTime: z.nullable(TimestampSchema),
  viewerCount: z.number().check(z.int(), z.minimum(0)),
  /** True when watching needs a privilege (paid room). */
  needsPrivilege: z.boolean(),
})

/** A live room page. `locked` is true when the user lacks the privilege; then `streamUrl` is null. */
export const LiveRoomDetailSchema = z.object({
  ...LiveRoomSchema.shape,
  intro: z.string(),
  locked: z.boolean(),
  streamUrl: z.nullable(z.string()),
  productId: z.nullable(IdSchema),
})

/** A past broadcast. */
export const LiveHistoryItemSchema = z.object({
  id: IdSchema,
  roomId: IdSchema,
  title: z.string(),
  tgName: z.string(),
  startTime: TimestampSchema,
  endTime: TimestampSchema,
  replayUrl: z.nullable(z.string()),
  /** The replay's audio, played in the page (decision wave2-reach19-3); absent or null when none. */
  audioUrl: z.optional(z.nullable(z.string())),
})

/** An opinion (观点) as listed. */
export const OpinionSchema = z.object({
  id: IdSchema,
  title: z.string(),
  summary: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  publishTime: TimestampSchema,
  readCount: z.number().check(z.int(), z.minimum(0)),
  likeCount: z.number().check(z.int(), z.minimum(0)),
  hot: z.boolean(),
  /** The opinion package it belongs to (paid opinions), or null. */
  packageId: z.nullable(IdSchema),
  productId: z.nullable(ContentProductIdSchema).check(z.describe(`${EXTENSION}the product selling the opinion's package (paid opinions), or null`)),
})

/** An opinion page; `content` is HTML, empty when `locked`. */
export const OpinionDetailSchema = z.object({ ...OpinionSchema.shape, content: z.string(), locked: z.boolean() })

/** The adviser behind a product, as a product page shows them: who answers for the advice (regulation asks for the number). */
export const AdviserCredentialsSchema = z
  .object({
    id: IdSchema,
    tgName: z.string(),
    teamName: z.string(),
    /** 执业编号 (securities advisory qualification number). */
    qualificationNo: z.string(),
    /** Whole years since the adviser's qualification, as of the request. */
    practiceYears: z.number().check(z.int(), z.minimum(0)),
  })
  .check(z.describe(`${EXTENSION}the adviser's credentials shown on a product page (name, qualification number, team, years of practice)`))

// What a product page shows beyond the listing: who advises, what the subscription includes, how many hold it.
const productPageFields = {
  adviser: AdviserCredentialsSchema,
  serviceItems: z.array(z.string()).check(z.describe(`${EXTENSION}what the subscription includes, one short line per item`)),
  subscriberCount: z
    .number()
    .check(z.int(), z.minimum(0), z.describe(`${EXTENSION}investors holding the product now`)),
}

/** An opinion package (观点包) as listed. */
export const OpinionPackageSchema = z.object({
  id: IdSchema,
  productId: ContentProductIdSchema,
  name: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  intro: z.string(),
  riskLevel: ProductRiskSchema,
  opinionCount: z.number().check(z.int(), z.minimum(0)),
  subscriberCount: z.number().check(z.int(), z.minimum(0)),
  priceList: z.array(PriceItemSchema),
})

/** An opinion package page with its latest opinions. */
export const OpinionPackageDetailSchema = z.object({ ...OpinionPackageSchema.shape, ...productPageFields, recentOpinions: z.array(OpinionSchema) })

/** A tips pack (锦囊) as listed. */
export const TipsPackSchema = z.object({
  id: IdSchema,
  productId: ContentProductIdSchema,
  name: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  intro: z.string(),
  riskLevel: ProductRiskSchema,
  /** Win rate in percent as decimal text, e.g. "62.5". */
  winRate: DecimalSchema,
  salesCount: z.number().check(z.int(), z.minimum(0)),
  priceList: z.array(PriceItemSchema),
})

/** The tips introduction page. */
export const TipsBriefSchema = z.object({
  ...TipsPackSchema.shape,
  ...productPageFields,
  serviceDescription: z.string(),
  updateCount: z.number().check(z.int(), z.minimum(0)),
})

/** The tips content page; `content` is empty when `locked`. */
export const TipsDetailSchema = z.object({ ...TipsBriefSchema.shape, locked: z.boolean(), content: z.string() })

/** One update of a tips pack. */
export const TipsUpdateSchema = z.object({
  id: IdSchema,
  tipsId: IdSchema,
  productId: ContentProductIdSchema,
  title: z.string(),
  /** The advice itself: empty unless the caller holds the product. */
  content: z.string(),
  /** The adviser's spoken note, played in the page (decision wave2-reach19-3); null unless the caller holds the product. */
  audioUrl: z.optional(z.nullable(z.string())),
  publishTime: TimestampSchema,
})

/** A marketing activity of the tips activity list. */
export const ActivitySchema = z.object({
  id: IdSchema,
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  startDate: DaySchema,
  endDate: DaySchema,
})

/** The commission-based product (佣金产品) as listed. */
export const CommissionProductSchema = z.object({
  id: IdSchema,
  productId: ContentProductIdSchema,
  name: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  intro: z.string(),
  riskLevel: ProductRiskSchema,
  /** Commission rate text, e.g. "万分之2.5". */
  rateDescription: z.string(),
  /** Minimum assets required to sign. */
  minAssets: MoneySchema,
})

/** The commission product's introduction page. */
export const CommissionBriefSchema = z.object({ ...CommissionProductSchema.shape, ...productPageFields, serviceDescription: z.string() })

/** The commission product's content page; `content` is empty when `locked`. */
export const CommissionDetailSchema = z.object({ ...CommissionBriefSchema.shape, locked: z.boolean(), content: z.string() })

/** One strategy update of the commission product. */
export const StrategyUpdateSchema = z.object({
  id: IdSchema,
  commissionId: IdSchema.check(z.describe(`${EXTENSION}the commission product content (CM…) the update belongs to`)),
  productId: ContentProductIdSchema,
  title: z.string(),
  /** The strategy text: empty unless the caller holds the product. */
  content: z.string(),
  publishTime: TimestampSchema,
})

/** Charging rules of the commission product. */
export const ChargingRulesSchema = z.object({
  productId: IdSchema,
  notice: z.string(),
  rules: z.array(z.object({ title: z.string(), description: z.string(), rate: DecimalSchema })),
})

/** Coupon kinds: discount (percent off), cash (amount off), experience (free period, from an exchange code). */
export const CouponTypeSchema = z.enum(['discount', 'cash', 'experience'])
/** Coupon states shown as tabs. */
export const CouponStatusSchema = z.enum(['usable', 'used', 'expired'])

/** A coupon of the signed-in user. */
export const CouponSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: CouponTypeSchema,
  /** Amount off (cash), percent off as decimal text (discount), or "0" (experience). */
  amount: MoneySchema,
  /** Minimum order amount for the coupon to apply. */
  minSpend: MoneySchema,
  status: CouponStatusSchema,
  validFrom: DaySchema,
  validTo: DaySchema,
  /** What it applies to: everything, listed products, or products of listed advisers. */
  scope: z.enum(['all', 'products', 'advisers']),
  /**
   * The product a `products` coupon is limited to, and the adviser of an `advisers` coupon: what the
   * purchase page needs to offer only coupons that fit (core `couponFit`). Optional for older servers;
   * a limited coupon without its id is treated as not fitting.
   */
  productId: z.optional(z.nullable(IdSchema)),
  adviserId: z.optional(z.nullable(IdSchema)),
})

/** A Q&A thread. */
export const QuizThreadSchema = z.object({
  id: IdSchema,
  question: z.string(),
  /** Asker's name, masked (e.g. 张**). */
  askerName: z.string(),
  adviserId: IdSchema,
  tgName: z.string(),
  answer: z.nullable(z.string()),
  askTime: TimestampSchema,
  answerTime: z.nullable(TimestampSchema),
  status: z.enum(['pending', 'answered']),
})

/** The Q&A home page. */
export const QuizIndexSchema = z.object({ hotThreads: z.array(QuizThreadSchema), advisers: z.array(AdviserCardSchema) })

/** Quote of one security (basic 行情). */
export const QuoteSchema = z.object({ code: z.string(), name: z.string(), price: DecimalSchema, change: DecimalSchema, changePct: DecimalSchema })

export type Banner = z.output<typeof BannerSchema>
export type AdviserCard = z.output<typeof AdviserCardSchema>
export type AdviserDetail = z.output<typeof AdviserDetailSchema>
export type AdviserCredentials = z.output<typeof AdviserCredentialsSchema>
export type ProductSummary = z.output<typeof ProductSummarySchema>
export type ContentKind = z.output<typeof ContentKindSchema>
export type ContentRef = z.output<typeof ContentRefSchema>
export type ProductInfo = z.output<typeof ProductInfoSchema>
export type ProductHolding = z.output<typeof ProductHoldingSchema>
export type Privilege = z.output<typeof PrivilegeSchema>
export type Order = z.output<typeof OrderSchema>
export type LiveRoom = z.output<typeof LiveRoomSchema>
export type LiveRoomDetail = z.output<typeof LiveRoomDetailSchema>
export type LiveHistoryItem = z.output<typeof LiveHistoryItemSchema>
export type Opinion = z.output<typeof OpinionSchema>
export type OpinionDetail = z.output<typeof OpinionDetailSchema>
export type OpinionPackage = z.output<typeof OpinionPackageSchema>
export type OpinionPackageDetail = z.output<typeof OpinionPackageDetailSchema>
export type TipsPack = z.output<typeof TipsPackSchema>
export type TipsBrief = z.output<typeof TipsBriefSchema>
export type TipsDetail = z.output<typeof TipsDetailSchema>
export type TipsUpdate = z.output<typeof TipsUpdateSchema>
export type Activity = z.output<typeof ActivitySchema>
export type CommissionProduct = z.output<typeof CommissionProductSchema>
export type CommissionBrief = z.output<typeof CommissionBriefSchema>
export type CommissionDetail = z.output<typeof CommissionDetailSchema>
export type StrategyUpdate = z.output<typeof StrategyUpdateSchema>
export type ChargingRules = z.output<typeof ChargingRulesSchema>
export type Coupon = z.output<typeof CouponSchema>
export type QuizThread = z.output<typeof QuizThreadSchema>
export type QuizIndex = z.output<typeof QuizIndexSchema>
export type Quote = z.output<typeof QuoteSchema>
