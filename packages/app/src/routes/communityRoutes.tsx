import type { RouteObject } from 'react-router'

// Chunks never render while loading (the previous page stays until the next one is ready), so the fallback
// only silences react-router's hydration warning.
const HydrateFallback = () => null

/**
 * Community browsing routes: home, search, advisers, live rooms, opinions, opinion packages, the SDK test page.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const communityRoutes: RouteObject[] = [
  { path: '/index', lazy: async () => ({ Component: (await import('../screens/community/Home.js')).Home }), HydrateFallback },
  { path: '/search', lazy: async () => ({ Component: (await import('../screens/community/Search.js')).Search }), HydrateFallback },
  { path: '/live/list', lazy: async () => ({ Component: (await import('../screens/community/LiveList.js')).LiveList }), HydrateFallback },
  { path: '/live/detail', lazy: async () => ({ Component: (await import('../screens/community/LiveDetail.js')).LiveDetail }), HydrateFallback },
  { path: '/live/history', lazy: async () => ({ Component: (await import('../screens/community/LiveHistory.js')).LiveHistory }), HydrateFallback },
  { path: '/view/list', lazy: async () => ({ Component: (await import('../screens/community/OpinionList.js')).OpinionList }), HydrateFallback },
  { path: '/view/list/hot48', lazy: async () => ({ Component: (await import('../screens/community/OpinionList.js')).Hot48 }), HydrateFallback },
  { path: '/view/detail', lazy: async () => ({ Component: (await import('../screens/community/OpinionDetail.js')).OpinionDetail }), HydrateFallback },
  { path: '/view/preview', lazy: async () => ({ Component: (await import('../screens/community/OpinionDetail.js')).OpinionPreview }), HydrateFallback },
  { path: '/view/share', lazy: async () => ({ Component: (await import('../screens/community/OpinionShare.js')).OpinionShare }), HydrateFallback },
  { path: '/view/package', lazy: async () => ({ Component: (await import('../screens/community/PackageList.js')).PackageList }), HydrateFallback },
  { path: '/view/pkgDetail', lazy: async () => ({ Component: (await import('../screens/community/PackageDetail.js')).PackageDetail }), HydrateFallback },
  { path: '/tougu/list', lazy: async () => ({ Component: (await import('../screens/community/AdviserList.js')).AdviserList }), HydrateFallback },
  { path: '/tougu/home', lazy: async () => ({ Component: (await import('../screens/community/AdviserHome.js')).AdviserHome }), HydrateFallback },
  { path: '/tougu/detail', lazy: async () => ({ Component: (await import('../screens/community/AdviserDetail.js')).AdviserDetail }), HydrateFallback },
  { path: '/test', lazy: async () => ({ Component: (await import('../screens/community/SdkTest.js')).SdkTest }), HydrateFallback },
]
