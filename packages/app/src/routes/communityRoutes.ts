import { needs, pullDown, pullBoth, query, screen, type RouteRow } from './routeDef.js'

/**
 * Home's queries (a section each), as Home asks them. Its first screen is the three above the fold; the lower three
 * come in the page the server renders (decision wave3-speed-4), and a page rendered in the browser asks them with their
 * sections after the first paint (decision wave2-speed-7).
 */
export const HOME_QUERIES = {
  banners: query('home.getTgIndexBanners', {}),
  advisers: query('advisers.list', { offset: 0, size: 6 }),
  live: query('live.list', { status: 'live', offset: 0, size: 3 }),
  hot: query('opinions.hot48', { offset: 0, size: 3 }),
  packages: query('opinions.packages', { offset: 0, size: 3 }),
  tips: query('tips.list', { sort: 1, offset: 0, size: 3 }),
}

/**
 * An opinion's detail as its page asks it (the `id` of its address).
 * @example opinionQuery('OP1') // { endpoint: 'opinions.detail', request: { id: 'OP1' } }
 */
export const opinionQuery = (id: string) => query('opinions.detail', { id })

/**
 * Community browsing routes: home, search, advisers, live rooms, opinions, opinion packages, the SDK test page.
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk (screens.ts).
 */
export const communityRoutes: RouteRow[] = [
  {
    path: '/index',
    title: '投顾社区',
    pullRefresh: pullDown,
    screen: screen('community/Home'),
    firstScreen: {
      server: true,
      queries: () => [HOME_QUERIES.banners, HOME_QUERIES.advisers, HOME_QUERIES.live],
      below: () => [HOME_QUERIES.hot, HOME_QUERIES.packages, HOME_QUERIES.tips],
    },
  },
  { path: '/search', title: '搜索', screen: screen('community/Search') },
  { path: '/live/list', title: '直播', screen: screen('community/LiveList') },
  { path: '/live/detail', title: '直播详情', requires: needs('id', '/live/list'), screen: screen('community/LiveDetail') },
  { path: '/live/history', title: '历史直播', screen: screen('community/LiveHistory') },
  { path: '/view/list', title: '观点', screen: screen('community/OpinionList') },
  { path: '/view/list/hot48', title: '48小时热门观点', screen: screen('community/OpinionList', 'Hot48') },
  {
    path: '/view/detail',
    title: '观点详情',
    requires: needs('id', '/view/list'),
    screen: screen('community/OpinionDetail'),
    // Not rendered on the server: the opinion's text is HTML the page sanitizes with the browser's DOM (DOMPurify), and
    // whether it is locked depends on the investor, whom the server does not know.
    firstScreen: {
      server: false,
      queries: (params) => {
        const id = params.get('id')
        return id ? [opinionQuery(id)] : []
      },
    },
  },
  { path: '/view/preview', title: '观点预览', requires: needs('id', '/view/list'), screen: screen('community/OpinionDetail', 'OpinionPreview') },
  { path: '/view/share', title: '观点分享', requires: needs('id', '/view/list'), screen: screen('community/OpinionShare') },
  { path: '/view/package', title: '观点包', screen: screen('community/PackageList') },
  { path: '/view/pkgDetail', title: '观点包详情', requires: needs('id', '/view/package'), screen: screen('community/PackageDetail') },
  { path: '/tougu/list', title: '投顾列表', pullRefresh: pullBoth, screen: screen('community/AdviserList') },
  { path: '/tougu/home', title: '投顾主页', requires: needs('id', '/tougu/list'), screen: screen('community/AdviserHome') },
  { path: '/tougu/detail', title: '投顾详情', requires: needs('id', '/tougu/list'), screen: screen('community/AdviserDetail') },
  { path: '/test', title: 'SDK测试', screen: screen('community/SdkTest') },
]
