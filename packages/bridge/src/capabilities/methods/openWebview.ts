import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { httpUrl, line } from '../argRules.js'
import { openOrNavigate, refuseNonHttpUrl } from '../browserWindow.js'
import { defineCapability } from '../capabilityDefinition.js'

export const openWebview = defineCapability<{ url: string; title?: string; newWindow?: boolean }, void>()({
  name: 'openWebview',
  summary: 'open a page in a **new** webview pushed on the native stack',
  args: z.lazy(() => z.strictObject({ url: httpUrl(), title: z.optional(line(ARG_LIMITS.title)), newWindow: z.optional(z.boolean()) })),
  example: (pageUrl) => ({ url: pageUrl, title: 'SDK测试', newWindow: true }),
  browser: {
    run({ url, newWindow }, _options, { window }) {
      const refused = refuseNonHttpUrl(url, 'openWebview')
      if (refused) return refused
      if (newWindow) openOrNavigate(window, url)
      else window.location.assign(url)
      return Promise.resolve()
    },
  },
})
