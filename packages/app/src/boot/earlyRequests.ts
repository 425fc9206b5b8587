import { detectPlatform } from '@tougu/bridge'
import { routerBasename } from '../routes/basePath.js'
import { createFirstScreenFetch } from '../services/firstScreenFetch.js'
import { mediaUrl } from '../services/mediaUrl.js'
import { SESSION_STORAGE_KEY } from '../services/sessionKey.js'
import { firstScreenPath, firstScreenRequests, wireRequestOf } from './firstScreenRequests.js'

/**
 * The page's one first-screen fetch: the boot entry sends the first screen's requests through it, the app's API
 * client (createAppServices) takes the answers for its identical requests (decision wave2-speed-6).
 */
export const firstScreenFetch = createFirstScreenFetch()

/** The access token the session store will restore: the stored user's `token`, if the entry is readable at all. */
function storedToken(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    const token = (JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { token?: unknown } | null)?.token
    return typeof token === 'string' && token !== '' ? token : undefined
  } catch {
    // Blocked storage or a corrupted entry: the session store starts as a visitor, and so do these requests.
    return undefined
  }
}

/** Only pictures from the page's own origin or a web address are preloaded. */
const PICTURE_URL = /^(?:\/(?!\/)|https?:\/\/)/i

/**
 * Sends the requests of the first screen at the page's address, before the app's code has arrived: the body as
 * the API client sends it (`basicInfo.platform` added), the same headers, the stored user's token. When an answer
 * names the screen's largest picture (home's first banner), that picture is preloaded at once. Never throws.
 * @example startFirstScreenRequests(window, import.meta.env.BASE_URL)
 */
export function startFirstScreenRequests(win: Window, baseUrl: string, apiBase = ''): void {
  try {
    const basename = routerBasename(baseUrl, win.location.pathname)
    const requests = firstScreenRequests(firstScreenPath(basename, win.location.pathname), new URLSearchParams(win.location.search))
    if (requests.length === 0) return
    let token: string | undefined
    try {
      token = storedToken(win.localStorage)
    } catch {
      token = undefined
    }
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const basicInfo = { platform: detectPlatform(win.navigator.userAgent) }
    for (const r of requests) {
      const body = JSON.stringify({ ...wireRequestOf(r), basicInfo })
      const answer = firstScreenFetch.prefetch(`${apiBase}${r.path}`, { method: 'POST', headers, body })
      const pick = r.largestImage
      if (!pick) continue
      void answer
        .then((res) => (res.ok ? res.clone().json() : null))
        .then((json: unknown) => {
          const url = pick(json)
          if (!url || !PICTURE_URL.test(url)) return
          const link = win.document.createElement('link')
          link.rel = 'preload'
          link.as = 'image'
          link.href = mediaUrl(url, baseUrl)
          link.setAttribute('fetchpriority', 'high')
          win.document.head.append(link)
        })
        .catch(() => undefined)
    }
  } catch (error) {
    // The app asks again itself; a failure here only costs the head start.
    console.warn('[tougu] first-screen requests not started early:', error)
  }
}
