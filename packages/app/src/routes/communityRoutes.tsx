import type { RouteObject } from 'react-router'

/**
 * Community browsing routes: home, search, advisers, live rooms, opinions, opinion packages, the SDK test page.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const communityRoutes: RouteObject[] = [
  {
    path: '/index',
    lazy: async () => ({ Component: (await import('../screens/Home.js')).Home }),
    HydrateFallback: () => null,
  },
]
