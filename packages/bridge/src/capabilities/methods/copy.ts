import * as z from 'zod/mini'
import { BridgeError } from '../../errors/bridgeError.js'
import { bridgeMessages } from '../../messages.js'
import { ARG_LIMITS } from '../argLimits.js'
import { text } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export const copy = defineCapability<{ text: string }, void>()({
  name: 'copy',
  summary: 'copy text to the clipboard',
  args: z.lazy(() => z.strictObject({ text: text(ARG_LIMITS.copyText, 1) })),
  example: (pageUrl) => ({ text: pageUrl }),
  browser: {
    available: ({ window }) => typeof window.navigator.clipboard?.writeText === 'function' || typeof window.document.execCommand === 'function',
    async run({ text }, _options, { window }) {
      const nav = window.navigator
      if (typeof nav.clipboard?.writeText === 'function') {
        try {
          await nav.clipboard.writeText(text)
          return
        } catch {
          // Webviews and insecure contexts often refuse the async API; the selection fallback still works there.
        }
      }
      if (copyWithSelection(window.document, text)) return
      throw new BridgeError('UNAVAILABLE', bridgeMessages.copyFailed, { method: 'copy' })
    },
  },
})

function copyWithSelection(doc: Document, value: string): boolean {
  if (typeof doc.execCommand !== 'function') return false
  const area = doc.createElement('textarea')
  area.value = value
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  doc.body.appendChild(area)
  area.select()
  try {
    return doc.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
