import { BridgeError } from '../errors/bridgeError.js'
import { bridgeMessages } from '../messages.js'
import { isHttpUrl } from './argRules.js'
import type { CapabilityImpl } from './capabilityImpl.js'
import type { CapabilityName } from './capabilityTypes.js'

/**
 * Browser fallbacks (also the base of WeChat and enterprise WeChat): Clipboard API, Web Share API,
 * document.title, theme-color, window.open / location, history. Everything else is UNAVAILABLE.
 * @example const impl = createWebCapabilities(window)
 */
export function createWebCapabilities(win: Window): CapabilityImpl {
  const doc = win.document
  const nav = win.navigator

  // createBridge already checked the arguments (§6); this guard keeps these helpers safe on their own,
  // because a `javascript:` URL handed to window.open or location would run in the page.
  function refuseNonHttpUrl(url: string, method: string): Promise<never> | null {
    if (isHttpUrl(url)) return null
    return Promise.reject(new BridgeError('INVALID_ARGS', undefined, { method, data: { problem: 'url: must be an absolute http(s) URL' } }))
  }

  function openOrNavigate(url: string): void {
    const opened = win.open(url, '_blank')
    // A blocked pop-up returns null: go there in this window rather than doing nothing.
    if (!opened) return win.location.assign(url)
    opened.opener = null
  }

  return {
    async copy({ text }) {
      if (typeof nav.clipboard?.writeText === 'function') {
        try {
          await nav.clipboard.writeText(text)
          return
        } catch {
          // Webviews and insecure contexts often refuse the async API; the selection fallback still works there.
        }
      }
      if (copyWithSelection(doc, text)) return
      throw new BridgeError('UNAVAILABLE', bridgeMessages.copyFailed, { method: 'copy' })
    },
    async share(args) {
      if (args.kind !== 'link' || typeof nav.share !== 'function') throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
      try {
        await nav.share({ title: args.title, text: args.desc ?? args.title, url: args.link })
      } catch (cause) {
        const aborted = cause instanceof Error && cause.name === 'AbortError'
        throw new BridgeError(aborted ? 'CANCELLED' : 'NATIVE_ERROR', undefined, { method: 'share', cause })
      }
      return { via: 'web-share' }
    },
    setTitle({ title }) {
      doc.title = title
      return Promise.resolve()
    },
    setTopBarColor({ background }) {
      let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
      if (!meta) {
        meta = doc.createElement('meta')
        meta.name = 'theme-color'
        doc.head.appendChild(meta)
      }
      meta.content = background
      return Promise.resolve()
    },
    openWebview({ url, newWindow }) {
      const refused = refuseNonHttpUrl(url, 'openWebview')
      if (refused) return refused
      if (newWindow) openOrNavigate(url)
      else win.location.assign(url)
      return Promise.resolve()
    },
    previewPdf({ url }) {
      const refused = refuseNonHttpUrl(url, 'previewPdf')
      if (refused) return refused
      openOrNavigate(url)
      return Promise.resolve()
    },
    closeWebview() {
      if (win.history.length <= 1) return Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method: 'closeWebview' }))
      win.history.back()
      return Promise.resolve()
    },
  }
}

/**
 * What the browser fallbacks can do here, without trying.
 * @example webAvailability(window, 'share') // true where navigator.share exists
 */
export function webAvailability(win: Window, name: CapabilityName): boolean {
  switch (name) {
    case 'copy':
      return typeof win.navigator.clipboard?.writeText === 'function' || typeof win.document.execCommand === 'function'
    case 'share':
      return typeof win.navigator.share === 'function'
    case 'setTitle':
    case 'setTopBarColor':
    case 'openWebview':
    case 'previewPdf':
    case 'closeWebview':
      return true
    default:
      return false
  }
}

function copyWithSelection(doc: Document, text: string): boolean {
  if (typeof doc.execCommand !== 'function') return false
  const area = doc.createElement('textarea')
  area.value = text
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
