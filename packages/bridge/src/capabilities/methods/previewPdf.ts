import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { httpUrl, line } from '../argRules.js'
import { openOrNavigate, refuseNonHttpUrl } from '../browserWindow.js'
import { defineCapability } from '../capabilityDefinition.js'

export const previewPdf = defineCapability<{ url: string; title?: string }, void>()({
  name: 'previewPdf',
  summary: 'show a PDF (agreements, disclosures)',
  args: z.lazy(() => z.strictObject({ url: httpUrl(), title: z.optional(line(ARG_LIMITS.title)) })),
  example: (pageUrl) => ({ url: new URL('/docs/sample.pdf', pageUrl).href, title: 'PDF' }),
  browser: {
    run({ url }, _options, { window }) {
      const refused = refuseNonHttpUrl(url, 'previewPdf')
      if (refused) return refused
      openOrNavigate(window, url)
      return Promise.resolve()
    },
  },
})
