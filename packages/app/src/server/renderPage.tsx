import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { dehydrate } from '@tanstack/react-query'
import { createBridge, detectPlatform } from '@tougu/bridge'
import type { KeyValueStorage } from '@tougu/core'
import { loadRoute } from '../navigation/router.js'
import { App } from '../root/App.js'
import { routerBasename } from '../routes/basePath.js'
import { belowFoldQueries, firstScreenQueries, routeMetaFor, routePath, serverRendersRoute } from '../routes/routeMeta.js'
import { routeTable } from '../routes/routes.js'
import { AppServicesProvider, createAppServices } from '../services/index.js'
import { toSecond } from '../services/screenClock.js'
import { prefetchFirstScreen } from '../services/queries.js'
import { FIRST_SCREEN_DATA_ID, firstScreenAttributes, type FirstScreenMark } from './firstScreenMark.js'

/** What the server knows of a request for a page of the app. */
export interface PageRequest {
  /** The page's path and query, base included: `/tougu/index`, `/tougu/wx/view/detail?id=OP1`. */
  url: string
  userAgent: string
  /** Vite's BASE_URL of the build (`/tougu/`); default the build's own. */
  baseUrl?: string
  /**
   * The API, in the server's own process: `fetch(url, init)` answered as the HTTP API would answer it. The app's API
   * client (core's transport) sends the first screen's requests through it, as a visitor.
   */
  fetch: typeof fetch
  /** The server's clock, epoch ms (default `Date.now()`): the instant the first screen is rendered with. */
  now?: number
}

/** The page for a request: its title, and the first screen as HTML with the data it shows, when the server renders it. */
export interface RenderedPage {
  /** The route's title (the 404 title for an unknown path). */
  title: string
  /** The router's path (`/index`), without the base and the WeChat variant's marker. */
  route: string
  /** The first screen, rendered; null where the app renders it in the browser (see {@link renderPage}). */
  firstScreen: {
    /** The markup of `#root`. */
    html: string
    /** The attributes of `#root` that say what the markup was rendered for (main.tsx hydrates only a match), HTML. */
    attributes: string
    /** The id of the `<script type="application/json">` element that carries `data`. */
    dataId: string
    /** The answers the markup shows (TanStack Query's dehydrated cache), JSON safe to put in a `<script>` element. */
    data: string
  } | null
}

/** How long the page waits for its first screen's data before it is sent without it (the app then asks itself). */
export const FIRST_SCREEN_DATA_WAIT_MS = 500

/** A storage that holds nothing across requests: the server renders for a visitor, never for a stored investor. */
function emptyStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) }
}

/** The page's window as far as the app reads it while rendering: the address and the user agent. */
function requestWindow(href: string, userAgent: string): Window {
  const url = new URL(href)
  const storage = emptyStorage()
  return {
    location: { href: url.href, pathname: url.pathname, search: url.search, origin: url.origin },
    navigator: { userAgent },
    localStorage: storage,
    sessionStorage: storage,
    history: { state: null },
  } as unknown as Window
}

/**
 * Renders the first screen of a page of the app for a visitor (issue #35): the route's screen with the answers of
 * its first-screen queries (the route table's `firstScreen`, asked through the app's own API client; its `below`
 * queries too, whose sections render where they all answered), as HTML, and
 * those answers for the app to take over with (hydration) instead of asking again. Only routes whose first screen
 * says the server renders it (`firstScreen.server`) are rendered here, and only where the page will show what was
 * rendered: not inside the firm's app (its pages come from the offline package, and its title bar is its own), not
 * when an answer failed or was later than {@link FIRST_SCREEN_DATA_WAIT_MS}. Everything else gets
 * `firstScreen: null` and index.html's shell.
 * @example const page = await renderPage({ url: '/tougu/index', userAgent, fetch: (u, i) => app.request(u, i) })
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://localhost')
  const basename = routerBasename(request.baseUrl ?? import.meta.env.BASE_URL, url.pathname)
  const route = routePath(basename, url.pathname)
  const title = routeMetaFor(route).title
  const queries = firstScreenQueries(route, url.searchParams)
  if (!serverRendersRoute(route) || queries.length === 0) return { title, route, firstScreen: null }

  const platform = detectPlatform(request.userAgent)
  if (platform === 'ios-app' || platform === 'android-app') return { title, route, firstScreen: null }
  const win = requestWindow(url.href, request.userAgent)
  const bridge = createBridge({ window: win, userAgent: request.userAgent })
  // One instant for the whole render, written into the page: the browser takes the markup over with it (startApp.tsx),
  // so a relative time or a price period reads the same there whatever its clock says (decision wave3-journey-14).
  const renderedAt = toSecond(request.now ?? Date.now())
  const services = createAppServices({ window: win, storage: win.localStorage, baseUrl: url.origin, fetch: request.fetch, bridge, now: () => renderedAt })
  try {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS, false)))
    // What shows below the fold is asked beside the first screen (decision wave3-speed-4): the screen renders those
    // sections where all of their answers are in, and the page is sent whether they answered or not.
    const below = belowFoldQueries(route, url.searchParams)
    const [answered] = await Promise.all([
      Promise.race([prefetchFirstScreen(services, [...queries, ...below]).then((all) => all.slice(0, queries.length).every((q) => q === 'success')), late]),
      loadRoute(routeTable.match(route)),
    ]).finally(() => clearTimeout(timer))
    if (!answered) return { title, route, firstScreen: null }
    // prerender, not renderToString: it waits for what the screen loads lazily (the status blocks' icons), so the page
    // holds the whole screen and the browser takes each part over as its code arrives. Every part in place: past its
    // progressive chunk size React moves late parts to the end of the page with inline scripts to put them back, which
    // the page's CSP refuses (no inline script) and which would need the scripts anyway.
    const { prelude } = await prerender(
      <StrictMode>
        <AppServicesProvider services={services}>
          <App basename={basename} ssr={{ path: url.pathname, search: url.search.slice(1) }} />
        </AppServicesProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    const html = await new Response(prelude).text()
    const mark: FirstScreenMark = { route, environment: bridge.environment, renderedAt }
    return { title, route, firstScreen: { html, attributes: firstScreenAttributes(mark), dataId: FIRST_SCREEN_DATA_ID, data: safeJson(dehydrate(services.queryClient)) } }
  } finally {
    services.dispose()
  }
}

/** JSON that cannot end the `<script>` element it is put in, nor open a comment or another element there. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
