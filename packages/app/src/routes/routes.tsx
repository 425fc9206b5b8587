import { createRouteTable, type AppRoute } from '../navigation/router.js'
import type { RouteDef } from './routeDef.js'
import { ROUTE_DEFS } from './routeMeta.js'

/**
 * The routes the router registers: those of the route tables whose screen is built (a `load`). A route without
 * one keeps its title but answers with the 404 page.
 * @example registeredRoutes([{ path: '/a', title: '甲', pullRefresh, load }, { path: '/b', title: '乙', pullRefresh }]) // [{ path: '/a', load }]
 */
export function registeredRoutes(defs: readonly RouteDef[]): AppRoute[] {
  return defs.flatMap(({ path, load }) => (load ? [{ path, load }] : []))
}

/**
 * Route table. Every screen is lazy-loaded as its own chunk. The root view (RootLayout) shows the matched screen;
 * `/` is sent on to `/index` there.
 */
export const routes: AppRoute[] = registeredRoutes(ROUTE_DEFS)

/** Any other path: the 404 page, lazy like the screens (its illustration and button stay out of the entry). */
export const notFoundRoute: AppRoute = { path: '*', load: () => import('../screens/NotFound.js').then((m) => m.NotFound) }

export const routeTable = createRouteTable(routes, notFoundRoute)
