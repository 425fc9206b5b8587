import type { AppRoute } from '../navigation/router.js'

/**
 * Community browsing routes: home, search, advisers, live rooms, opinions, opinion packages, the SDK test page.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const communityRoutes: AppRoute[] = [
  { path: '/index', load: () => import('../screens/community/Home.js').then((m) => m.Home) },
  { path: '/search', load: () => import('../screens/community/Search.js').then((m) => m.Search) },
  { path: '/live/list', load: () => import('../screens/community/LiveList.js').then((m) => m.LiveList) },
  { path: '/live/detail', load: () => import('../screens/community/LiveDetail.js').then((m) => m.LiveDetail) },
  { path: '/live/history', load: () => import('../screens/community/LiveHistory.js').then((m) => m.LiveHistory) },
  { path: '/view/list', load: () => import('../screens/community/OpinionList.js').then((m) => m.OpinionList) },
  { path: '/view/list/hot48', load: () => import('../screens/community/OpinionList.js').then((m) => m.Hot48) },
  { path: '/view/detail', load: () => import('../screens/community/OpinionDetail.js').then((m) => m.OpinionDetail) },
  { path: '/view/preview', load: () => import('../screens/community/OpinionDetail.js').then((m) => m.OpinionPreview) },
  { path: '/view/share', load: () => import('../screens/community/OpinionShare.js').then((m) => m.OpinionShare) },
  { path: '/view/package', load: () => import('../screens/community/PackageList.js').then((m) => m.PackageList) },
  { path: '/view/pkgDetail', load: () => import('../screens/community/PackageDetail.js').then((m) => m.PackageDetail) },
  { path: '/tougu/list', load: () => import('../screens/community/AdviserList.js').then((m) => m.AdviserList) },
  { path: '/tougu/home', load: () => import('../screens/community/AdviserHome.js').then((m) => m.AdviserHome) },
  { path: '/tougu/detail', load: () => import('../screens/community/AdviserDetail.js').then((m) => m.AdviserDetail) },
  { path: '/test', load: () => import('../screens/community/SdkTest.js').then((m) => m.SdkTest) },
]
