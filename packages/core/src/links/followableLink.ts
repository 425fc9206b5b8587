/** Where a link taken from server data may lead: an app route (router path) or an ordinary web page. */
export type FollowableLink = { kind: 'route'; path: string } | { kind: 'web'; url: string }

// What browsers strip from both ends of a URL before reading its scheme (C0 controls and space), and what
// they drop anywhere inside it (tab, LF, CR): "\tjava\nscript:" runs as javascript: in a browser.
// eslint-disable-next-line no-control-regex
const EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// An app route: one leading slash. "//host" is protocol-relative and "/\host" reads the same in browsers.
const ROUTE = /^\/(?![/\\])/
// http or https with a host; a backslash in the host part is refused (browsers read it as a slash).
const WEB = /^https?:\/\/[^/\\?#\s]+(?:[/?#][^\s]*)?$/i
// A path segment browsers read as "." or "..", percent-encoded dots included (`%2e`, `.%2E`, …).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/** True when the path (before `?` or `#`) has a `.` or `..` segment: a browser resolves it out of the app's base. */
const hasDotSegment = (route: string) =>
  route
    .split(/[?#]/, 1)[0]!
    .split('/')
    .some((segment) => DOT_SEGMENT.test(segment))

/**
 * The one rule for every address that came from data (banner, activity and agreement links; the links and pictures
 * of rich content): only app routes (`/tips/brief?id=1`) and http(s) URLs are followed; anything else
 * (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, relative paths, control characters, and routes
 * with a `.` or `..` segment, which a browser resolves out of the app's base: `/../../../x`) gives null, and the
 * caller does nothing. Leading and trailing blanks are trimmed first, as a browser would.
 *
 * @example
 * followableLink('/tips/brief?id=TP001')   // { kind: 'route', path: '/tips/brief?id=TP001' }
 * followableLink('https://example.com/a')  // { kind: 'web', url: 'https://example.com/a' }
 * followableLink(' JaVaScRiPt:alert(1)')   // null
 * followableLink('/../../../x')            // null
 */
export function followableLink(link: string | null | undefined): FollowableLink | null {
  if (typeof link !== 'string') return null
  const value = link.replace(EDGE, '')
  if (value === '' || CONTROL.test(value)) return null
  if (ROUTE.test(value))
    return value.includes('\\') || hasDotSegment(value) ? null : { kind: 'route', path: value }
  if (WEB.test(value)) return { kind: 'web', url: value }
  return null
}
