import * as z from 'zod/mini'
import { DaySchema, IdSchema, MoneySchema } from '../envelope.js'
import { lazySchema } from '../../model/lazySchema.js'

// Coupons of the signed-in user.

/** Coupon kinds: discount (percent off), cash (amount off), experience (free period, from an exchange code). */
export const CouponTypeSchema = lazySchema(() => z.enum(['discount', 'cash', 'experience']))
/** Coupon states shown as tabs. */
export const CouponStatusSchema = lazySchema(() => z.enum(['usable', 'used', 'expired']))

/** A coupon of the signed-in user. */
export const CouponSchema = lazySchema(() =>
  z.object({
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
  }),
)

export type Coupon = z.output<typeof CouponSchema>
