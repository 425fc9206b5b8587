import type { ContentRef } from '@tougu/core'
import { NOT_FOUND_TITLE, routeMetaFor } from '../routes/routeMeta.js'

// The two directions between content and the product that sells it (decision wave2-frontdoor-1). The ids
// come from the contract (a content's `productId`, a product's `content` reference); these functions only
// turn them into routes, so no screen builds one id from the other.

const CONTENT_PAGE: Record<ContentRef['kind'], string> = {
  tips: '/tips/brief',
  package: '/view/pkgDetail',
  live: '/live/detail',
  commission: '/commission/brief',
}

/**
 * The page a product opens: the content its `content` reference names.
 * @example contentPath({ kind: 'tips', id: 'TP001' }) // '/tips/brief?id=TP001'
 */
export function contentPath(ref: ContentRef): string {
  return `${CONTENT_PAGE[ref.kind]}?id=${encodeURIComponent(ref.id)}`
}

const READING_PAGE: Record<ContentRef['kind'], string> = {
  tips: '/tips/detail',
  package: '/view/pkgDetail',
  live: '/live/detail',
  commission: '/commission/detail',
}

/**
 * Where a holder reads what a product sells (decision wave3-journey-4): the tips pack's content, the opinion package
 * (its opinions), the live room, the commission strategy. The introduction (`contentPath`) is where it is sold.
 * @example readingPath({ kind: 'tips', id: 'TP001' }) // '/tips/detail?id=TP001'
 */
export function readingPath(ref: ContentRef): string {
  return `${READING_PAGE[ref.kind]}?id=${encodeURIComponent(ref.id)}`
}

/** Pages where a holder reads paid content: the reading pages, an opinion, tips and strategy updates. */
const READING_ROUTES = new Set([...Object.values(READING_PAGE), '/view/detail', '/tips/update', '/commission/update'])

/**
 * Where 查看内容 goes once a purchase is paid (decision wave3-journey-4): back to the paid content the investor was
 * reading when they subscribed (a locked opinion, tips content, a live room), else (they started on the introduction,
 * or elsewhere: 已购产品, search) to the product's reading page; the return target when the product has no content.
 * @example contentExit({ kind: 'tips', id: 'TP001' }, '/tips/brief?id=TP001') // '/tips/detail?id=TP001'
 * @example contentExit({ kind: 'package', id: 'VP001' }, '/view/detail?id=OP0007') // '/view/detail?id=OP0007'
 */
export function contentExit(content: ContentRef | null | undefined, returnTo: string | null): string | null {
  const reading = content ? readingPath(content) : null
  const from = returnTo ? (returnTo.split('?')[0] ?? '').replace(/^\/wx(?=\/)/, '') : null
  if (returnTo && from && READING_ROUTES.has(from)) return returnTo
  return reading ?? returnTo
}

/**
 * An adviser's home page (spec §2 /tougu/home?id=). Like every id put in an address here, the id is encoded as a
 * query value: the contract's ids (letters, digits, `. _ : -`) come out unchanged, anything else cannot add a
 * parameter or cut the address (decision wave2-routes15-2).
 * @example adviserHomePath('TG001') // '/tougu/home?id=TG001'
 */
export function adviserHomePath(adviserId: string): string {
  return `/tougu/home?id=${encodeURIComponent(adviserId)}`
}

/**
 * Where subscribing to a product starts (spec §2 /sign/notice), remembering the page to come back to.
 * @example subscribePath('TIP1', '/tips/detail?id=TP001') // '/sign/notice?productId=TIP1&returnTo=%2Ftips%2Fdetail%3Fid%3DTP001'
 */
export function subscribePath(productId: string, returnTo?: string | null): string {
  const back = returnTo ? safeReturnTo(returnTo) : null
  return `/sign/notice?productId=${encodeURIComponent(productId)}${back ? `&returnTo=${encodeURIComponent(back)}` : ''}`
}

/**
 * A return target the signing flow may send the investor to: an app route (router path without the base,
 * the WeChat variant's `/wx/…` included) outside the signing flow itself. Anything else (another origin,
 * `//host`, `javascript:`, an unknown path, a /sign/ page) is null, so a crafted link cannot lead out of the app.
 * @example safeReturnTo('/tips/detail?id=TP001') // '/tips/detail?id=TP001'
 * @example safeReturnTo('https://evil.example/') // null
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  let url: URL
  try {
    url = new URL(raw, 'http://app.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://app.invalid') return null
  const meta = routeMetaFor(url.pathname)
  if (meta.title === NOT_FOUND_TITLE || meta.path.startsWith('/sign/')) return null
  return `${url.pathname}${url.search}`
}
