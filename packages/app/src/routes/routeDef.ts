import type { ApiQueryDef, EndpointName, RequestOf } from '../services/queries.js'

/**
 * One route of the app, as data (issue #35): its path, Chinese page title, native pull-refresh behaviour, the query
 * parameter it cannot work without, the screen that renders it, and the data its first screen shows. The route
 * tables (communityRoutes, productRoutes, signRoutes) list each route once in this shape, and everything else reads
 * them: the router (routes.tsx, through the screens' loaders of screens.ts), the meta lookups (routeMeta.ts: titles
 * for the native title bar, the document title and the WeChat share, pull refresh, missing-parameter fallbacks), the
 * server's first screens (server/renderPage.tsx), the build (build/firstScreen.ts, the offline package) and the
 * benches (scripts/bench/route-chunks.mjs). The rows import nothing of React or of the screens, so Node (the build,
 * the benches) can import them.
 */
export interface RouteMeta {
  path: string
  title: string
  /** Native pull-refresh: Home, adviser list and tips list pull down; adviser list and tips list also pull up. */
  pullRefresh: { down: boolean; up: boolean }
  /**
   * The query parameter the screen cannot work without, and the list it belongs to: opened without it (a
   * truncated shared link, a hand-typed address), the route goes to that list instead of a request error.
   */
  requires?: { param: string; fallback: string }
  /**
   * The screen: its module under `src/screens` (no extension) and the component it exports. A route of the spec whose
   * screen is not built has none: it keeps its title (a shared link still reads right) but shows the 404 page.
   */
  screen?: ScreenRef
  /**
   * The screen's first paint (above the fold): the queries it shows, exactly as the screen asks them (the screen
   * builds its own queries from the same definitions, e.g. communityRoutes' `HOME_QUERIES`), and whether the server
   * renders it. Where the server renders it, the page arrives with the screen and these answers in it; elsewhere the
   * app asks them before its first render (decision wave3-house-1).
   */
  firstScreen?: FirstScreen
}

/** A route's first screen: see {@link RouteMeta.firstScreen}. */
export interface FirstScreen {
  /** The queries of the first paint, from the address's query parameters. */
  queries: (params: URLSearchParams) => FirstScreenQuery[]
  /** Whether the server renders it into the page (its screen renders without a DOM: no sanitizer, no portal). */
  server: boolean
  /**
   * The queries of what the screen shows below the fold (home's lower sections). Where the server renders the page, it
   * asks them too and renders those sections with their answers, when all of them answered (decision wave3-speed-4);
   * a page rendered in the browser asks them after its first paint, and the page waits for none of them.
   */
  below?: (params: URLSearchParams) => FirstScreenQuery[]
}

/** Where a route's screen is: `src/screens/<module>.tsx`, export `name`. */
export interface ScreenRef {
  module: string
  name: string
}

/**
 * One query of a first screen: the endpoint and request of the screen's `useApiQuery(endpoint, request)`, or of its
 * `usePagedList(endpoint, request, { size: pageSize })` when `pageSize` is set (the list's first page).
 */
export type FirstScreenQuery = ApiQueryDef

/** A row of a route table: pull refresh defaults to none. */
export type RouteRow = Omit<RouteMeta, 'pullRefresh'> & Partial<Pick<RouteMeta, 'pullRefresh'>>

export const noRefresh = { down: false, up: false }
/** Pull-down reloads (home). */
export const pullDown = { down: true, up: false }
/** Pull-down reloads and pull-up loads the next page (the long lists). */
export const pullBoth = { down: true, up: true }

/**
 * Needs `param`, else goes to `fallback`.
 * @example { path: '/tips/detail', title: '锦囊详情', requires: needs('id', '/tips/list'), screen: screen('product/TipsDetail') }
 */
export const needs = (param: string, fallback: string): RouteMeta['requires'] => ({ param, fallback })

/**
 * The screen of `src/screens/<module>.tsx`, its export named like the file unless `name` says otherwise.
 * @example screen('community/OpinionList', 'Hot48') // { module: 'community/OpinionList', name: 'Hot48' }
 */
export const screen = (module: string, name = module.slice(module.lastIndexOf('/') + 1)): ScreenRef => ({ module, name })

/**
 * A first-screen query, typed by its endpoint.
 * @example query('opinions.detail', { id: 'OP1' })
 */
export const query = <K extends EndpointName>(endpoint: K, request: RequestOf<K>, pageSize?: number) =>
  ({ endpoint, request, ...(pageSize === undefined ? {} : { pageSize }) })
