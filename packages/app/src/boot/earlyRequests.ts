import { detectPlatform } from '@tougu/bridge'
import { mediaSources, type MediaSources } from '@tougu/core'
import { routerBasename } from '../routes/basePath.js'
import { createFirstScreenFetch } from '../services/firstScreenFetch.js'
import { mediaUrl } from '../services/mediaUrl.js'
import { storedSessionField } from '../services/sessionKey.js'
import { afterNextPaint } from './afterNextPaint.js'
import { firstScreenPath, firstScreenRequests, wireRequestOf } from './firstScreenRequests.js'

/**
 * The page's one first-screen fetch: the boot entry sends the first screen's requests through it, the app's API
 * client (createAppServices) takes the answers for its identical requests (decision wave2-speed-6).
 */
export const firstScreenFetch = createFirstScreenFetch()

/** Only pictures from the page's own origin or a web address are preloaded. */
const PICTURE_URL = /^(?:\/(?!\/)|https?:\/\/)/i

/** index.html's box for the first screen's largest picture (home's banner strip), shown for that route only. */
const SHELL_PICTURE_SELECTOR = '.tg-shell-picture'

/** The picture's element-timing name: the browser reports its paint under it. */
const SHELL_PICTURE_TIMING = 'tg-shell-picture'

/** Whether no ancestor hides `el` (index.html hides the home parts of the shell on other routes). */
function isShown(el: Element): boolean {
  const view = el.ownerDocument.defaultView
  if (!view) return false
  for (let e: Element | null = el; e; e = e.parentElement) if (view.getComputedStyle(e).display === 'none') return false
  return true
}

/**
 * Shows the picture in the shell's picture box while the app's code is still on its way (decision wave2-speed-9);
 * the screen draws it at the same place and size when it renders, replacing the shell. Resolves once the picture is
 * on the screen (see {@link pictureShown}) or has failed to load; at once when the box is not shown (another route) or
 * the app has already replaced the shell.
 */
function paintIntoShell(doc: Document, { src: href, srcSet, sizes }: MediaSources): Promise<void> {
  const box = doc.querySelector(SHELL_PICTURE_SELECTOR)
  if (!box || !isShown(box)) return Promise.resolve()
  // The server may have put the picture into the page already (decision wave2-speed-17): kept, not loaded again.
  const served = box.querySelector('img')
  if (served?.getAttribute('src') === href) {
    // Failed before this ran (its error event is past): nothing will be drawn. (A picture without a size of its own
    // reads the same and only loses the wait.)
    if (served.complete && served.naturalWidth === 0) return Promise.resolve()
    return pictureShown(served)
  }
  const img = doc.createElement('img')
  // The shell is aria-hidden; the screen's own picture carries the banner's title.
  img.alt = ''
  img.setAttribute('fetchpriority', 'high')
  img.setAttribute('elementtiming', SHELL_PICTURE_TIMING)
  const shown = pictureShown(img)
  if (srcSet && sizes) {
    img.sizes = sizes
    img.srcset = srcSet
  }
  img.src = href
  box.replaceChildren(img)
  return shown
}

/** How long the shell waits for its picture's paint report before it stops listening. */
const PAINT_REPORT_WAIT_MS = 3000

/**
 * Resolves when `img` has been on the screen: where the browser reports element timing (Chromium), once it has
 * reported the picture's paint — a picture removed before that report is, for the browser, never painted; elsewhere
 * a frame after it decoded. At once when it fails to load. `img` may have loaded, failed or painted already (the
 * server's picture): the report is then among the buffered ones.
 */
function pictureShown(img: HTMLImageElement): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? [])
  if (!types.includes('element')) {
    return new Promise<void>((resolve) => {
      const drawn = () => void img.decode().catch(() => undefined).then(() => afterNextPaint(resolve))
      // Loaded already (the server's picture): its load event is past.
      if (img.complete && img.naturalWidth > 0) return drawn()
      img.addEventListener('error', () => resolve(), { once: true })
      img.addEventListener('load', drawn, { once: true })
    })
  }
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(giveUp)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === SHELL_PICTURE_TIMING)) done()
    })
    observer.observe({ type: 'element', buffered: true })
    img.addEventListener('error', done, { once: true })
    // A hidden page paints nothing: the observer is not kept waiting for ever (the app has its own, shorter bound).
    const giveUp = setTimeout(done, PAINT_REPORT_WAIT_MS)
  })
}

/** The shell's picture step of this page: see {@link shellPictureShown}. */
let shellPicture: Promise<void> = Promise.resolve()

/**
 * Resolves once the shell's picture is on the screen, or known not to come (no picture in the answer, a failed
 * request or image, another route). The screen renders after it: replaced before its first frame, the shell's picture
 * would never have been seen, and the screen's own (the same file, from cache) would be the banner's first paint.
 */
export function shellPictureShown(): Promise<void> {
  return shellPicture
}

/**
 * Sends the requests of the first screen at the page's address, before the app's code has arrived: the body as
 * the API client sends it (`basicInfo.platform` added), the same headers, the stored user's token. When an answer
 * names the screen's largest picture (home's first banner), that picture is preloaded at once and shown in the
 * shell's picture box if the page has one (see {@link shellPictureShown}). Never throws.
 * @example startFirstScreenRequests(window, import.meta.env.BASE_URL)
 */
export function startFirstScreenRequests(win: Window, baseUrl: string, apiBase = ''): void {
  try {
    const basename = routerBasename(baseUrl, win.location.pathname)
    const requests = firstScreenRequests(firstScreenPath(basename, win.location.pathname), new URLSearchParams(win.location.search))
    if (requests.length === 0) return
    let token: string | undefined
    try {
      token = storedSessionField(win.localStorage, 'token')
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
      shellPicture = answer
        .then((res) => (res.ok ? res.clone().json() : null))
        .then((json: unknown) => {
          const url = pick(json)
          if (!url || !PICTURE_URL.test(url)) return undefined
          // Sized as the screen's banner is (core's mediaSources), so the preload, the shell and the screen fetch one file.
          const sources = mediaSources(mediaUrl(url, baseUrl), 'banner')
          const link = win.document.createElement('link')
          link.rel = 'preload'
          link.as = 'image'
          link.href = sources.src
          if (sources.srcSet && sources.sizes) {
            link.setAttribute('imagesrcset', sources.srcSet)
            link.setAttribute('imagesizes', sources.sizes)
          }
          link.setAttribute('fetchpriority', 'high')
          win.document.head.append(link)
          return paintIntoShell(win.document, sources)
        })
        .catch(() => undefined)
    }
  } catch (error) {
    // The app asks again itself; a failure here only costs the head start.
    console.warn('[tougu] first-screen requests not started early:', error)
  }
}
