import { Navigate, type RouteObject } from 'react-router'
import { NotFound } from '../screens/NotFound.js'
import { communityRoutes } from './communityRoutes.js'
import { productRoutes } from './productRoutes.js'

/**
 * Route table. Every screen is lazy-loaded as its own chunk. Only built screens are registered;
 * titles and pull-refresh behaviour live in routeMeta.ts.
 */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/index" replace /> },
  ...communityRoutes,
  ...productRoutes,
  { path: '*', element: <NotFound /> },
]
