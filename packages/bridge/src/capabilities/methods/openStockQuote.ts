import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { line, securityCode } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const openStockQuote = defineCapability<{ code: string; market?: string; name?: string }, void>()({
  name: 'openStockQuote',
  summary: 'open the native quote page',
  args: z.lazy(() => z.strictObject({
    code: securityCode(),
    market: z.optional(z.string().check(z.regex(/^[A-Z]{2,4}$/, { message: 'must be a market code such as SH, SZ, BJ, HK' }))),
    name: z.optional(line(ARG_LIMITS.label)),
  })),
  example: () => ({ code: '600519', market: 'SH', name: '贵州茅台' }),
})
