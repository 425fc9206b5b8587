import * as z from 'zod/mini'
import { lenientNumber, lenientString, optional } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

const ext = lazySchema(() =>
  optional(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): string | Record<string, unknown> => {
        if (typeof v === 'string' || (typeof v === 'object' && v !== null && !Array.isArray(v)))
          return v as string | Record<string, unknown>
        ctx.issues.push({ code: 'custom', message: 'expected ext as a JSON string or object', input: v })
        return z.NEVER
      }),
    ),
  ),
)

/**
 * A price of a product (spec §3). `price` is null when absent or blanked; dates are as received
 * ("2026-01-31", "20260131" or a timestamp); `ext` may carry `{startDate, endDate}` as JSON text.
 */
export const PriceItemSchema = lazySchema(() =>
  z.object({
    periodId: lenientNumber,
    price: z.pipe(
      optional(lenientNumber),
      z.transform((v): number | null => v ?? null),
    ),
    oldPrice: optional(lenientNumber),
    startDate: optional(lenientString),
    endDate: optional(lenientString),
    ext,
    moduleEndTime: optional(lenientString),
    TYPE: optional(lenientString),
  }),
)
export type PriceItem = z.output<typeof PriceItemSchema>

/** @example parsePriceItem({ periodId: '14', price: '99.00', startDate: '2026-01-01', endDate: '2026-12-31' }) */
export function parsePriceItem(input: unknown): ParseResult<PriceItem> {
  return parseWith(PriceItemSchema, input, 'PriceItem')
}

/** @example parsePriceList([{ periodId: 24, price: 0 }]) */
export function parsePriceList(input: unknown): ParseResult<PriceItem[]> {
  return parseWith(z.array(PriceItemSchema), input, 'PriceList')
}
