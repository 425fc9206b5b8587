import type { ComponentType } from 'react'

/**
 * One route: its path, Chinese page title, native pull-refresh behaviour, the query parameter it cannot work
 * without, and its lazy screen. The route tables (communityRoutes, productRoutes, signRoutes) list each route
 * once in this shape; the router table (routes.tsx) and the meta lookups (routeMeta.ts: titles for the native title
 * bar, the document title and the WeChat share, pull refresh, missing-parameter fallbacks) are derived from them
 * (decision wave2-routes15-1).
 */
export interface RouteDef extends RouteMeta {
  /**
   * The screen, loaded on first visit as its own chunk. A route of the spec whose screen is not built has none:
   * it keeps its title (a shared link still reads right) but is not registered, so it shows the 404 page.
   */
  load?: () => Promise<ComponentType>
}

/** What the app knows about a route apart from its screen. */
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
}

/** A row of a route table: pull refresh defaults to none. */
export type RouteRow = Omit<RouteDef, 'pullRefresh'> & Partial<Pick<RouteDef, 'pullRefresh'>>

export const noRefresh = { down: false, up: false }
/** Pull-down reloads (home). */
export const pullDown = { down: true, up: false }
/** Pull-down reloads and pull-up loads the next page (the long lists). */
export const pullBoth = { down: true, up: true }

/**
 * Needs `param`, else goes to `fallback`.
 * @example { path: '/tips/detail', title: '锦囊详情', requires: needs('id', '/tips/list'), load: … }
 */
export const needs = (param: string, fallback: string): RouteMeta['requires'] => ({ param, fallback })
