import type { CapabilityName } from './capabilityTypes.js'

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Why `args` are wrong for a capability, or null when they are fine. Checked before anything is sent, so
 * the native side never receives a request its contract does not allow.
 * @example validateArgs('copy', { text: 42 }) // 'text must be a string'
 */
export function validateArgs(name: CapabilityName, args: unknown): string | null {
  const a: Record<string, unknown> = isRecord(args) ? args : {}
  switch (name) {
    case 'openStockQuote':
      return isText(a.code) ? null : 'code is required'
    case 'share':
      if (a.kind === 'link') return isText(a.title) && isText(a.link) ? null : 'link share needs title and link'
      if (a.kind === 'image') return isText(a.image) ? null : 'image share needs image'
      return "kind must be 'link' or 'image'"
    case 'saveImage':
      return isText(a.image) ? null : 'image is required'
    case 'copy':
      return typeof a.text === 'string' ? null : 'text must be a string'
    case 'previewPdf':
    case 'openWebview':
      return isText(a.url) ? null : 'url is required'
    case 'payOrder':
      return isText(a.orderId) && (a.payType === 1 || a.payType === 2) ? null : 'orderId and payType (1 or 2) are required'
    case 'setTitle':
      return typeof a.title === 'string' ? null : 'title must be a string'
    case 'setTopBarColor':
      return isText(a.background) ? null : 'background is required'
    case 'setMenu':
      return Array.isArray(a.items) && a.items.every((i) => isRecord(i) && isText(i.id) && typeof i.text === 'string') ? null : 'items need id and text'
    case 'setPullRefresh':
      return typeof a.down === 'boolean' && typeof a.up === 'boolean' ? null : 'down and up must be booleans'
    default:
      return null
  }
}
