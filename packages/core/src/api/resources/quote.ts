import * as z from 'zod/mini'
import { DecimalSchema } from '../envelope.js'

// Quotes of securities (basic 行情).

/** Quote of one security (basic 行情). */
export const QuoteSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: DecimalSchema,
  change: DecimalSchema,
  changePct: DecimalSchema,
})

export type Quote = z.output<typeof QuoteSchema>
