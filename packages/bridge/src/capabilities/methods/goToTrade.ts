import * as z from 'zod/mini'
import { key, securityCode } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const goToTrade = defineCapability<{ page?: string; code?: string } | undefined, void>()({
  name: 'goToTrade',
  summary: 'open the native trading section',
  args: z.lazy(() => z.optional(z.strictObject({ page: z.optional(key()), code: z.optional(securityCode()) }))),
  example: () => ({ page: 'buy', code: '600519' }),
})
