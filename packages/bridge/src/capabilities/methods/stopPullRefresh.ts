import * as z from 'zod/mini'
import { defineCapability } from '../capabilityDefinition.js'

export const stopPullRefresh = defineCapability<{ direction?: 'down' | 'up' } | undefined, void>()({
  name: 'stopPullRefresh',
  summary: 'end the refresh spinner',
  args: z.lazy(() => z.optional(z.strictObject({ direction: z.optional(z.enum(['down', 'up'])) }))),
  example: () => ({ direction: 'down' }),
})
