import { Navigate, type RouteObject } from 'react-router'
import { RootLayout } from '../root/RootLayout.js'
import { RouteError } from '../root/RouteError.js'
import { communityRoutes } from './communityRoutes.js'
import { productRoutes } from './productRoutes.js'
import { signRoutes } from './signRoutes.js'

/**
 * Route table. Every screen is lazy-loaded as its own chunk. Only built screens are registered;
 * titles and pull-refresh behaviour live in routeMeta.ts. The root view (RootLayout) holds them all.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // A screen chunk that fails to load, or a screen that throws: a page that says so and a way on (not the
    // router's developer screen).
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      ...communityRoutes,
      ...productRoutes,
      ...signRoutes,
      // Lazy like the screens: the 404 page's ErrorBlock illustration and button stay out of the entry.
      { path: '*', lazy: async () => ({ Component: (await import('../screens/NotFound.js')).NotFound }), HydrateFallback: () => null },
    ],
  },
]
