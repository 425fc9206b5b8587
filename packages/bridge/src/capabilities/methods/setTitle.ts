import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { line } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const setTitle = defineCapability<{ title: string }, void>()({
  name: 'setTitle',
  summary: 'the native title bar text',
  args: z.lazy(() => z.strictObject({ title: line(ARG_LIMITS.title) })),
  example: () => ({ title: 'SDK测试' }),
  browser: {
    run({ title }, _options, { window }) {
      window.document.title = title
      return Promise.resolve()
    },
  },
})
