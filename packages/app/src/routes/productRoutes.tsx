import type { RouteObject } from 'react-router'

/**
 * Product and account routes: mine and my orders, tips, the commission product, coupons, Q&A.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const productRoutes: RouteObject[] = []
