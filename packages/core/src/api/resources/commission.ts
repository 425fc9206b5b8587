import * as z from 'zod/mini'
import { DecimalSchema, IdSchema, MoneySchema, TimestampSchema } from '../envelope.js'
import { EXTENSION } from './extension.js'
import { ContentProductIdSchema, productPageFields, sellableContentFields } from './product.js'
import { lazySchema } from '../../model/lazySchema.js'

// The commission-based product (佣金产品): introduction and content pages, strategy updates, charging rules.

/** The commission-based product (佣金产品) as listed. */
export const CommissionProductSchema = lazySchema(() => z.object({
  ...sellableContentFields,
  /** The fee in words, e.g. "成交金额的万分之8" (the fee terms are core's COMMISSION_FEE). */
  rateDescription: z.string(),
  /** Minimum assets required to sign. */
  minAssets: MoneySchema,
}))

/** The commission product's introduction page. */
export const CommissionBriefSchema = lazySchema(() => z.object({ ...CommissionProductSchema.shape, ...productPageFields, serviceDescription: z.string() }))

/** The commission product's content page; `content` is empty when `locked`. */
export const CommissionDetailSchema = lazySchema(() => z.object({ ...CommissionBriefSchema.shape, locked: z.boolean(), content: z.string() }))

/** One strategy update of the commission product. */
export const StrategyUpdateSchema = lazySchema(() => z.object({
  id: IdSchema,
  commissionId: IdSchema.check(z.describe(`${EXTENSION}the commission product content (CM…) the update belongs to`)),
  productId: ContentProductIdSchema,
  tgName: z.string().check(z.describe(`${EXTENSION}the adviser who gave the update`)),
  qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
  /** The update's title (it names the call): empty unless the caller holds the product. */
  title: z.string(),
  locked: z.boolean().check(z.describe(`${EXTENSION}true when the caller does not hold the product: title and content are withheld`)),
  /** The strategy text: empty unless the caller holds the product. */
  content: z.string(),
  publishTime: TimestampSchema,
}))

/** Charging rules of the commission product. */
export const ChargingRulesSchema = lazySchema(() => z.object({
  productId: IdSchema,
  notice: z.string(),
  rules: z.array(z.object({ title: z.string(), description: z.string(), rate: DecimalSchema })),
}))

export type CommissionProduct = z.output<typeof CommissionProductSchema>
export type CommissionBrief = z.output<typeof CommissionBriefSchema>
export type CommissionDetail = z.output<typeof CommissionDetailSchema>
export type StrategyUpdate = z.output<typeof StrategyUpdateSchema>
export type ChargingRules = z.output<typeof ChargingRulesSchema>
