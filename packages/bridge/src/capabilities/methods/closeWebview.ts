import * as z from 'zod/mini'
import { BridgeError } from '../../errors/bridgeError.js'
import { none } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const closeWebview = defineCapability<undefined, void>()({
  name: 'closeWebview',
  summary: 'close the current webview',
  args: z.lazy(() => none()) as z.ZodMiniType<undefined>,
  example: () => undefined,
  // In a browser: back, when there is somewhere to go back to.
  browser: {
    run(_args, _options, { window }) {
      if (window.history.length <= 1) return Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method: 'closeWebview' }))
      window.history.back()
      return Promise.resolve()
    },
  },
})
