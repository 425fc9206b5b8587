import type { QueryClient } from '@tanstack/react-query'
import { theme } from '@tougu/react-ui'
import { afterNextPaint } from '../boot/afterNextPaint.js'
import { routeMetaFor } from '../routes/routeMeta.js'
import type { AppServices } from '../services/index.js'

/** Theme (spec §9): the firm's red top bar with a white title, from the one theme (react-ui's `theme`). */
export const TOP_BAR_COLOR = theme.primary
export const TOP_BAR_TITLE_COLOR = theme.titleText

/** What runs around each navigation (spec §2 "Navigation behaviour"). */
export interface NavigationHooks {
  /**
   * Top bar colour, title from the route table, user info without forcing login, native pull-refresh. On the
   * `firstPage` the user info is asked after the frame that paints it.
   */
  before(pathname: string, options?: { firstPage?: boolean }): void
  /** WeChat share initialised with the page title. */
  after(pathname: string, href: string): void
}

function report(what: string) {
  return (error: unknown) => {
    // A host without the capability (old app version, plain browser) must not break the navigation.
    console.warn(`[tougu] ${what} failed:`, error instanceof Error ? error.message : error)
  }
}

/**
 * Runs `run` once after the frame that paints the first screen's content: a frame after the route's first paint, once
 * no query is fetching any more (the screen's data is in), a frame later. After `fallbackMs` at the latest: a screen
 * that keeps fetching, a hidden tab that paints no frames.
 */
function afterFirstContent(queryClient: QueryClient, run: () => void, fallbackMs = 3000): void {
  let done = false
  let unsubscribe = () => {}
  const fallback = setTimeout(() => finish(true), fallbackMs)
  function finish(now: boolean) {
    if (done) return
    done = true
    unsubscribe()
    clearTimeout(fallback)
    if (now) run()
    else afterNextPaint(run, 1000)
  }
  const check = () => {
    if (queryClient.isFetching() === 0) finish(false)
  }
  // The screen starts its queries as it renders: look only after its first frame.
  afterNextPaint(() => {
    if (done) return
    unsubscribe = queryClient.getQueryCache().subscribe(check)
    check()
  }, 1000)
}

/**
 * The navigation behaviour of spec §2 over the services. `pathname` is the router path without the base.
 *
 * @example
 * const hooks = createNavigationHooks(services)
 * hooks.before('/tips/list') // title 锦囊, pull-down and pull-up on in the native app
 * hooks.after('/tips/list', location.href) // WeChat share titled 锦囊
 */
/**
 * Names the page: the native title bar shows the title; the document title still names it for history and a11y.
 * A route's title on each navigation, or a page's own for a state of it (the signing page once it is the payment's).
 * @example showPageTitle(services, '支付订单')
 */
export function showPageTitle(services: Pick<AppServices, 'bridge' | 'window'>, title: string): void {
  void services.bridge.setTitle({ title }).catch(report('setTitle'))
  services.window.document.title = title
}

export function createNavigationHooks(services: AppServices): NavigationHooks {
  const { bridge, client } = services
  return {
    before(pathname, options) {
      const meta = routeMetaFor(pathname)
      void bridge
        .setTopBarColor({ background: TOP_BAR_COLOR, foreground: TOP_BAR_TITLE_COLOR })
        .catch(report('setTopBarColor'))
      showPageTitle(services, meta.title)
      // On the page the visit starts on, in a browser the stored session already speaks for the investor; the refresh
      // (a request) waits until the content has painted instead of sharing the phone's six connections with the
      // content's own requests (decisions wave2-speed-7, -8). In the native app the refresh is a bridge call (no
      // connection) and the app's user is where the session comes from, so it waits one frame only: the screen's own
      // requests may be waiting for it. Later navigations ask at once.
      const refresh = () => void services.refreshUser()
      if (!options?.firstPage) refresh()
      else if (bridge.environment === 'app') afterNextPaint(refresh, 1000)
      else afterFirstContent(services.queryClient, refresh)
      if (bridge.environment === 'app') {
        const wanted = { pullDown: meta.pullRefresh.down, pullUp: meta.pullRefresh.up }
        client.update({ pullRefresh: wanted })
        // While the follow-up overlay is up the page must not refresh under it; submitting restores this.
        const blocked = client.getValue().showFollowupPaper
        void bridge
          .setPullRefresh(blocked ? { down: false, up: false } : { down: wanted.pullDown, up: wanted.pullUp })
          .catch(report('setPullRefresh'))
      }
    },
    after(pathname, href) {
      if (bridge.environment !== 'wechat') return
      const title = routeMetaFor(pathname).title
      void bridge.initWechatShare({ title, link: href }).catch(report('initWechatShare'))
    },
  }
}

/**
 * Strips the router basename from a pathname ('/tougu/live/list' → '/live/list').
 * @example withoutBasename('/tougu/index', '/tougu') // '/index'
 */
export function withoutBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname
  if (pathname === basename) return '/'
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname
}

/**
 * The router's location listener that runs the hooks: `before` then `after` for the first page and for each
 * navigation that changes the path or the query (a redirect or a new visit to the same address runs nothing).
 *
 * @example <AppRouter basename="/tougu" table={routeTable} onLocation={navigationListener(hooks, window)}>…
 */
export function navigationListener(hooks: NavigationHooks, win: Window): (location: { pathname: string; search: string }) => void {
  let announced: string | null = null
  return ({ pathname, search }) => {
    const key = `${pathname}${search}`
    if (key === announced) return
    const firstPage = announced === null
    announced = key
    hooks.before(pathname, { firstPage })
    hooks.after(pathname, win.location.href)
  }
}
