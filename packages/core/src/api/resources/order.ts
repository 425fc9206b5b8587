import * as z from 'zod/mini'
import { OrderListItemSchema } from '../../model/order.js'
import { DaySchema, IdSchema, MoneySchema, TimestampSchema } from '../envelope.js'
import { ContentRefSchema, ProductTypeSchema } from './product.js'
import { EXTENSION } from './extension.js'
import { lazySchema } from '../../model/lazySchema.js'

// What the signed-in user bought: orders, the products held and the privileges they unlock.
// Spec §3 order list item comes from ../../model/order and is extended here.

/** A product the user holds. */
export const ProductHoldingSchema = lazySchema(() =>
  z.object({
    productId: IdSchema,
    productName: z.string(),
    productType: ProductTypeSchema,
    orderId: IdSchema,
    startDate: z.optional(z.nullable(DaySchema)).check(z.describe(`${EXTENSION}first day of the service (the day it was paid); absent from older servers`)),
    /** Last day of the service, null for long-term. */
    endDate: z.nullable(DaySchema),
    content: z.optional(z.nullable(ContentRefSchema)).check(z.describe(`${EXTENSION}the content page the held product opens; null when it has none`)),
  }),
)

/** One privilege of the signed-in user (what paid content it unlocks). */
export const PrivilegeSchema = lazySchema(() =>
  z.object({
    productId: IdSchema,
    authorityId: IdSchema,
    productType: ProductTypeSchema,
    startDate: z.optional(z.nullable(DaySchema)).check(
      z.describe(`${EXTENSION}first day of the order that gives the privilege its last day (the renewal window scales with that service); absent from older servers`),
    ),
    /** Last day the privilege is valid, null for long-term. */
    endDate: z.nullable(DaySchema),
  }),
)

/** An order as listed: spec §3 order list item plus the money and dates the order page shows. */
export const OrderSchema = lazySchema(() =>
  z.object({
    ...OrderListItemSchema.shape,
    createTime: TimestampSchema,
    periodId: z.number().check(z.int()),
    amount: MoneySchema,
    payAmount: MoneySchema,
    startDate: z.nullable(DaySchema),
    endDate: z.nullable(DaySchema),
    refundAmount: z.optional(z.nullable(MoneySchema)).check(z.describe(`${EXTENSION}what cancelling (解约) the order refunded; null unless cancelled after payment`)),
    payType: z.optional(z.nullable(z.number().check(z.int()))).check(
      z.describe(`${EXTENSION}how the order was paid (spec §6: 1 WeChat pay, 2 Alipay); null while unpaid; absent from older servers`),
    ),
  }),
)

/** Why a refund is what it is (core's refund rule). */
export const RefundBasisSchema = lazySchema(() => z.enum(['coolingOff', 'remaining', 'longTerm', 'commission', 'unpaid']))

/**
 * What cancelling an order refunds today, by the rule the server pays by (core's `refundQuote`): the fields of
 * core's RefundQuote, so `refundQuoteText(quote)` explains it.
 */
export const RefundQuoteSchema = lazySchema(() =>
  z.object({
    orderId: IdSchema,
    productName: z.string(),
    basis: RefundBasisSchema,
    amount: MoneySchema,
    paid: MoneySchema,
    coolingOffLastDay: DaySchema,
    remainingDays: z.number().check(z.int(), z.minimum(0)),
    totalDays: z.number().check(z.int(), z.minimum(0)),
  }),
)

/** The refund one cancelled order got. */
export const RefundDoneSchema = lazySchema(() => z.object({ orderId: IdSchema, amount: MoneySchema }))

export type ProductHolding = z.output<typeof ProductHoldingSchema>
export type Privilege = z.output<typeof PrivilegeSchema>
export type Order = z.output<typeof OrderSchema>
export type RefundQuoteItem = z.output<typeof RefundQuoteSchema>
export type RefundDone = z.output<typeof RefundDoneSchema>
