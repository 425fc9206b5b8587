import * as z from 'zod/mini'
import { DecimalSchema } from '../envelope.js'
import { lazySchema } from '../../model/lazySchema.js'

// Quotes of securities (basic 行情).

/** Quote of one security (basic 行情). */
export const QuoteSchema = lazySchema(() => z.object({ code: z.string(), name: z.string(), price: DecimalSchema, change: DecimalSchema, changePct: DecimalSchema }))

export type Quote = z.output<typeof QuoteSchema>
