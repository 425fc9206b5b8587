import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { communityRoutes } from './communityRoutes.js'
import { noRefresh, type RouteDef, type RouteMeta, type RouteRow } from './routeDef.js'
import { productRoutes } from './productRoutes.js'
import { signRoutes } from './signRoutes.js'

export type { RouteMeta } from './routeDef.js'

/**
 * Every route of spec §2, as the route tables define it (one row per route: communityRoutes, productRoutes,
 * signRoutes), with pull refresh filled in. The router registers the ones whose screen is built (routes.tsx);
 * the lookups below answer for all of them. Importing this module loads no screen: the rows only hold the
 * screens' dynamic imports.
 */
export const ROUTE_DEFS: readonly RouteDef[] = [...communityRoutes, ...productRoutes, ...signRoutes].map(
  (row: RouteRow): RouteDef => ({ ...row, pullRefresh: row.pullRefresh ?? noRefresh }),
)

/** The routes' meta (titles, pull refresh, required parameters), without their screens. */
export const ROUTE_META: readonly RouteMeta[] = ROUTE_DEFS.map(({ path, title, pullRefresh, requires }) => ({
  path,
  title,
  pullRefresh,
  ...(requires ? { requires } : {}),
}))

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
