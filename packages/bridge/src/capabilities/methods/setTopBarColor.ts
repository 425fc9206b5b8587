import * as z from 'zod/mini'
import { color } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const setTopBarColor = defineCapability<{ background: string; foreground?: string }, void>()({
  name: 'setTopBarColor',
  summary: 'title bar colours',
  args: z.lazy(() => z.strictObject({ background: color(), foreground: z.optional(color()) })),
  example: () => ({ background: '#E8302E', foreground: '#FFFFFF' }),
  // The browser's own bar follows `theme-color`.
  browser: {
    run({ background }, _options, { window }) {
      const doc = window.document
      let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
      if (!meta) {
        meta = doc.createElement('meta')
        meta.name = 'theme-color'
        doc.head.appendChild(meta)
      }
      meta.content = background
      return Promise.resolve()
    },
  },
})
