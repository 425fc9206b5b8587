import { createRouteTable, type AppRoute } from '../navigation/router.js'
import type { RouteMeta } from './routeDef.js'
import { ROUTE_META } from './routeMeta.js'
import { screenLoader } from './screens.js'

/**
 * The routes the router registers: those of the route table whose screen is built (a `screen`). A route without
 * one keeps its title but answers with the 404 page.
 * @example registeredRoutes([{ path: '/a', title: '甲', pullRefresh, screen: { module: 'community/Home', name: 'Home' } }, { path: '/b', title: '乙', pullRefresh }]) // [{ path: '/a', load }]
 */
export function registeredRoutes(table: readonly RouteMeta[]): AppRoute[] {
  return table.flatMap(({ path, screen }) => (screen ? [{ path, load: screenLoader(screen) }] : []))
}

/**
 * Route table. Every screen is lazy-loaded as its own chunk. The root view (RootLayout) shows the matched screen;
 * `/` is sent on to `/index` there.
 */
export const routes: AppRoute[] = registeredRoutes(ROUTE_META)

/** Any other path: the 404 page, lazy like the screens (its illustration and button stay out of the entry). */
export const notFoundRoute: AppRoute = { path: '*', load: screenLoader({ module: 'NotFound', name: 'NotFound' }) }

export const routeTable = createRouteTable(routes, notFoundRoute)
