// Rules the service worker and the page share about releases. Pure: no worker or window globals.

/** Caches of pages are named per release, so a release never serves another release's pages. */
export const PAGE_CACHE_PREFIX = 'tougu-pages-'
/** The server's release state (core's `release.status`): the release it serves and the recalled ones. */
export const RELEASE_STATUS_PATH = '/api/release/status'
/** A worker asks about recalls at most this often. */
export const RECALL_CHECK_INTERVAL_MS = 60_000

/**
 * Whether `url` is a page of the app: same origin, under the base, and not a file (no extension in its last segment).
 * @example isAppPage(new URL('https://h5.example.com/tougu/tips/list?id=1'), 'https://h5.example.com', '/tougu') // true
 * @example isAppPage(new URL('https://h5.example.com/api/release/status'), 'https://h5.example.com', '/tougu') // false
 */
export function isAppPage(url: URL, origin: string, base: string): boolean {
  if (url.origin !== origin) return false
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return false
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}

/**
 * The key a page is kept under: the server's page depends on the path alone (title, shell, preloads), so the query
 * (ids, share parameters) and the hash are left out.
 * @example pageCacheKey(new URL('https://h5.example.com/tougu/view/detail?id=3#top')) // 'https://h5.example.com/tougu/view/detail'
 */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`
}

/**
 * Whether the server's release state lists `version` as recalled. Anything malformed reads as not recalled: a broken
 * answer must not take the cache away from every investor.
 * @example isRecalled({ iRet: 0, data: { current: '2', recalled: ['1'] } }, '1') // true
 */
export function isRecalled(answer: unknown, version: string): boolean {
  if (typeof answer !== 'object' || answer === null) return false
  const { iRet, data } = answer as { iRet?: unknown; data?: unknown }
  if (iRet !== 0 || typeof data !== 'object' || data === null) return false
  const recalled = (data as { recalled?: unknown }).recalled
  return Array.isArray(recalled) && recalled.includes(version)
}

/**
 * Whether a cache of the origin belongs to the service worker of releases: its pages, and workbox's precache.
 * @example isReleaseCache('workbox-precache-v2-https://h5.example.com/tougu/') // true
 */
export function isReleaseCache(name: string): boolean {
  return name.startsWith(PAGE_CACHE_PREFIX) || name.startsWith('workbox-precache')
}
