import { followableLink } from '@tougu/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { linkStockMentionsInHtml, stockTapOf, type StockTap } from '../stock-link/stock-link.js'

type Purifier = ReturnType<typeof DOMPurify>

// Inline pictures: the one kind of address rich content keeps beyond core's followableLink rule.
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp);base64,/i
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']
// eslint-disable-next-line no-control-regex -- the controls are what it matches
const BLANKS_AND_CONTROLS = /[\u0000-\u0020\u007f-\u009f]/g

let purifier: Purifier | undefined
let purifierWorks: boolean | undefined

const CONFIG = {
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** One configured DOMPurify instance per page, so our hooks never leak into other users of DOMPurify. */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const p = DOMPurify(window)
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase()
    if (name.startsWith('on')) data.keepAttr = false
    if (URL_ATTRIBUTES.includes(name)) {
      // One rule for every address from data (issue #34): core's followableLink, the rule banners and agreements
      // follow (app routes without dot segments, http(s) URLs; no //host, no javascript:, no relative paths), and
      // inline base64 pictures. The address kept is the one the rule read (blanks at the ends trimmed).
      const link = followableLink(data.attrValue)
      // Browsers drop blanks and controls inside a scheme ("data:\timage/png"), so they go before the test.
      const inline = name === 'src' && SAFE_IMAGE_DATA.test(data.attrValue.replace(BLANKS_AND_CONTROLS, ''))
      if (link) data.attrValue = link.kind === 'route' ? link.path : link.url
      else if (!inline) data.keepAttr = false
    }
  })
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
  })
  purifier = p
  return p
}

/**
 * Cleans server HTML for display: no script, style, frames, forms or embedded objects; no event-handler
 * attributes; links and pictures only where core's `followableLink` follows them (app routes, http(s) URLs) or inline
 * base64 pictures, so no javascript:/vbscript:/data: pages, no protocol-relative `//host`; images lazy-loaded.
 * Fails closed: where DOMPurify cannot work (a DOM it does not support, e.g. happy-dom) the text is shown
 * escaped, never the raw HTML.
 * @example sanitizeHtml('<img src=/i/1.png onerror=alert(1)>') // '<img src="/i/1.png" loading="lazy" decoding="async" alt="">'
 */
export function sanitizeHtml(html: string): string {
  const p = getPurifier()
  // The probe holds no on* attribute: Chromium reports a CSP violation (script-src-attr) for every inline
  // handler it parses, even in DOMPurify's inert document, so under the server's CSP it would log one per page.
  purifierWorks ??=
    p.isSupported &&
    p.sanitize('<a href="javascript:x" data-x="y">t</a><script>s</script>', CONFIG) === '<a>t</a>'
  if (!purifierWorks) return escapeHtml(html)
  return p.sanitize(html, CONFIG)
}

export interface RichContentProps {
  /** HTML from the server (opinion or tips body). Never trusted: always sanitised. */
  html: string
  className?: string
  /**
   * When given, securities named in the text (core's `findStockMentions`) become buttons that call this
   * (decision wave2-reach19-1): the app opens the native quote or a quote popup.
   */
  onStockTap?: (stock: StockTap) => void
}

/**
 * Renders server HTML for opinions and tips, sanitised by `sanitizeHtml`.
 * @example <RichContent html={opinion.content} />
 */
export function RichContent({ html, className, onStockTap }: RichContentProps) {
  const linked = !!onStockTap
  // Links are added after sanitising, to text nodes only (the sanitiser would drop the buttons).
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html)
    return linked ? linkStockMentionsInHtml(safe, document) : safe
  }, [html, linked])
  return (
    <div
      className={className ? `tg-rich-content ${className}` : 'tg-rich-content'}
      dangerouslySetInnerHTML={{ __html: clean }}
      onClick={
        onStockTap
          ? (event) => {
              const stock = stockTapOf(event.target)
              if (stock) onStockTap(stock)
            }
          : undefined
      }
    />
  )
}
