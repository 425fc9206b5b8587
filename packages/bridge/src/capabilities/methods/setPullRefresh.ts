import * as z from 'zod/mini'
import { defineCapability } from '../capabilityDefinition.js'

export const setPullRefresh = defineCapability<{ down: boolean; up: boolean }, void>()({
  name: 'setPullRefresh',
  summary: 'enable native pull-to-refresh for this page',
  args: z.lazy(() => z.strictObject({ down: z.boolean(), up: z.boolean() })),
  example: () => ({ down: true, up: false }),
})
