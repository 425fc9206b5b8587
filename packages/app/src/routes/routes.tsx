import { Navigate, type RouteObject } from 'react-router'
import { NotFound } from '../screens/NotFound.js'

/**
 * Route table. Every screen is lazy-loaded as its own chunk. Only built screens are registered;
 * each carries its Chinese page title in `handle.title`.
 */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/index" replace /> },
  {
    path: '/index',
    handle: { title: '投顾社区' },
    lazy: async () => ({ Component: (await import('../screens/Home.js')).Home }),
    HydrateFallback: () => null,
  },
  { path: '*', element: <NotFound />, handle: { title: '页面不存在' } },
]
