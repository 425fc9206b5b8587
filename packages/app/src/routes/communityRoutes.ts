import { needs, pullDown, pullBoth, type RouteRow } from './routeDef.js'

/**
 * Community browsing routes: home, search, advisers, live rooms, opinions, opinion packages, the SDK test page.
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk.
 */
export const communityRoutes: RouteRow[] = [
  { path: '/index', title: '投顾社区', pullRefresh: pullDown, load: () => import('../screens/community/Home.js').then((m) => m.Home) },
  { path: '/search', title: '搜索', load: () => import('../screens/community/Search.js').then((m) => m.Search) },
  { path: '/live/list', title: '直播', load: () => import('../screens/community/LiveList.js').then((m) => m.LiveList) },
  { path: '/live/detail', title: '直播详情', requires: needs('id', '/live/list'), load: () => import('../screens/community/LiveDetail.js').then((m) => m.LiveDetail) },
  { path: '/live/history', title: '历史直播', load: () => import('../screens/community/LiveHistory.js').then((m) => m.LiveHistory) },
  { path: '/view/list', title: '观点', load: () => import('../screens/community/OpinionList.js').then((m) => m.OpinionList) },
  { path: '/view/list/hot48', title: '48小时热门观点', load: () => import('../screens/community/OpinionList.js').then((m) => m.Hot48) },
  { path: '/view/detail', title: '观点详情', requires: needs('id', '/view/list'), load: () => import('../screens/community/OpinionDetail.js').then((m) => m.OpinionDetail) },
  { path: '/view/preview', title: '观点预览', requires: needs('id', '/view/list'), load: () => import('../screens/community/OpinionDetail.js').then((m) => m.OpinionPreview) },
  { path: '/view/share', title: '观点分享', requires: needs('id', '/view/list'), load: () => import('../screens/community/OpinionShare.js').then((m) => m.OpinionShare) },
  { path: '/view/package', title: '观点包', load: () => import('../screens/community/PackageList.js').then((m) => m.PackageList) },
  { path: '/view/pkgDetail', title: '观点包详情', requires: needs('id', '/view/package'), load: () => import('../screens/community/PackageDetail.js').then((m) => m.PackageDetail) },
  { path: '/tougu/list', title: '投顾列表', pullRefresh: pullBoth, load: () => import('../screens/community/AdviserList.js').then((m) => m.AdviserList) },
  { path: '/tougu/home', title: '投顾主页', requires: needs('id', '/tougu/list'), load: () => import('../screens/community/AdviserHome.js').then((m) => m.AdviserHome) },
  { path: '/tougu/detail', title: '投顾详情', requires: needs('id', '/tougu/list'), load: () => import('../screens/community/AdviserDetail.js').then((m) => m.AdviserDetail) },
  { path: '/test', title: 'SDK测试', load: () => import('../screens/community/SdkTest.js').then((m) => m.SdkTest) },
]
