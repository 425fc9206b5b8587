import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { communityRoutes } from './communityRoutes.js'
import { routePath } from './basePath.js'
import { noRefresh, type FirstScreenQuery, type RouteMeta, type RouteRow } from './routeDef.js'
import { productRoutes } from './productRoutes.js'
import { signRoutes } from './signRoutes.js'

export type { FirstScreen, FirstScreenQuery, RouteMeta, ScreenRef } from './routeDef.js'
export { routePath }

/**
 * The route table: every route of spec §2 (one row per route: communityRoutes, productRoutes, signRoutes), with pull
 * refresh filled in. The router registers the ones whose screen is built (routes.tsx); the lookups below answer for
 * all of them. Data only: importing it loads no screen and no React (the build and the benches import it).
 */
export const ROUTE_META: readonly RouteMeta[] = [...communityRoutes, ...productRoutes, ...signRoutes].map(
  (row: RouteRow): RouteMeta => ({ ...row, pullRefresh: row.pullRefresh ?? noRefresh }),
)

const byPath = new Map(ROUTE_META.map((m) => [m.path, m]))

/** Title shown for a path no route claims (the 404 page). */
export const NOT_FOUND_TITLE = '页面不存在'

/**
 * Meta of a router pathname (without the base). Unknown paths get the 404 title and no refresh; the WeChat
 * variant's `/wx/...` paths get the meta of the path without the segment.
 * @example routeMetaFor('/tips/list').pullRefresh // { down: true, up: true }
 * @example routeMetaFor('/wx/sign/purchase').title // '产品签约'
 */
export function routeMetaFor(pathname: string): RouteMeta {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  // The WeChat variant serves the same screens under a `wx` segment (decision bridge-1): same titles.
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  const clean = trimmed.startsWith(variant) ? trimmed.slice(variant.length - 1) : trimmed
  // The root redirects to the home page (routes.tsx): a shared `{base}/` or `{base}/wx` link is the home page.
  return byPath.get(clean === '/' ? '/index' : clean) ?? { path: clean, title: NOT_FOUND_TITLE, pullRefresh: noRefresh }
}

/**
 * The queries of the first screen at a router path (see {@link routePath}) with the address's query parameters: the
 * route's `firstScreen` (none for a route without one, an unknown path, or a route missing its required parameter).
 * @example firstScreenQueries('/index', new URLSearchParams()).map((q) => q.endpoint) // ['home.getTgIndexBanners', …]
 */
export function firstScreenQueries(path: string, params: URLSearchParams): FirstScreenQuery[] {
  const meta = byPath.get(path)
  if (!meta?.firstScreen || missingParamRedirect(path, params.size ? `?${params.toString()}` : '')) return []
  return meta.firstScreen.queries(params)
}

/**
 * The queries of what the screen at a router path shows below the fold (the route's `firstScreen.below`), which the
 * server asks with the first screen's when it renders the page: none for a route without them.
 * @example belowFoldQueries('/index', new URLSearchParams()).map((q) => q.endpoint) // ['opinions.hot48', …]
 */
export function belowFoldQueries(path: string, params: URLSearchParams): FirstScreenQuery[] {
  const below = byPath.get(path)?.firstScreen?.below
  return below && firstScreenQueries(path, params).length > 0 ? below(params) : []
}

/**
 * Whether the server renders the first screen of a router path (the route's `firstScreen.server`).
 * @example serverRendersRoute('/index') // true
 */
export function serverRendersRoute(path: string): boolean {
  return byPath.get(path)?.firstScreen?.server === true
}

/**
 * Where a location that lacks its route's required parameter should go instead (null when nothing is
 * missing). Under the WeChat variant the fallback keeps the `/wx` segment.
 * @example missingParamRedirect('/tips/list', '') // null (no requirement)
 * @example missingParamRedirect('/commission/brief', '') // '/commission/list'
 * @example missingParamRedirect('/commission/brief', '?id=') // '/commission/list' (an empty value is missing too)
 */
export function missingParamRedirect(pathname: string, search: string): string | null {
  const requires = routeMetaFor(pathname).requires
  if (!requires) return null
  if ((new URLSearchParams(search).get(requires.param) ?? '').trim() !== '') return null
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  return pathname.startsWith(variant) ? `/${WECHAT_VARIANT_SEGMENT}${requires.fallback}` : requires.fallback
}
