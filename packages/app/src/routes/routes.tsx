import { createRouteTable, type AppRoute } from '../navigation/router.js'
import { communityRoutes } from './communityRoutes.js'
import { productRoutes } from './productRoutes.js'
import { signRoutes } from './signRoutes.js'

/**
 * Route table. Every screen is lazy-loaded as its own chunk. Only built screens are registered; titles and
 * pull-refresh behaviour live in routeMeta.ts. The root view (RootLayout) shows the matched screen; `/` is sent on
 * to `/index` there.
 */
export const routes: AppRoute[] = [...communityRoutes, ...productRoutes, ...signRoutes]

/** Any other path: the 404 page, lazy like the screens (its illustration and button stay out of the entry). */
export const notFoundRoute: AppRoute = { path: '*', load: () => import('../screens/NotFound.js').then((m) => m.NotFound) }

export const routeTable = createRouteTable(routes, notFoundRoute)
