import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'

/**
 * Every route of spec §2 with its Chinese page title and its native pull-refresh behaviour.
 * This table is the single source for titles (native title bar, document title, WeChat share title)
 * and for which pages enable pull-down / pull-up refresh inside the native app.
 * A route is only *registered* in the router once its screen is built (see routes.tsx).
 */
export interface RouteMeta {
  path: string
  title: string
  /** Native pull-refresh: Home, adviser list and tips list pull down; adviser list and tips list also pull up. */
  pullRefresh: { down: boolean; up: boolean }
  /**
   * The query parameter the screen cannot work without, and the list it belongs to: opened without it (a
   * truncated shared link, a hand-typed address), the route goes to that list instead of a request error.
   */
  requires?: { param: string; fallback: string }
}

const none = { down: false, up: false }
const downOnly = { down: true, up: false }
const both = { down: true, up: true }

/** Needs `param`, else goes to `fallback`. */
const needs = (param: string, fallback: string): RouteMeta['requires'] => ({ param, fallback })

const table: Array<[string, string, RouteMeta['pullRefresh']?, RouteMeta['requires']?]> = [
  ['/index', '投顾社区', downOnly],
  ['/search', '搜索'],
  ['/live/list', '直播'],
  ['/live/detail', '直播详情', none, needs('id', '/live/list')],
  ['/live/history', '历史直播'],
  ['/view/list', '观点'],
  ['/view/detail', '观点详情', none, needs('id', '/view/list')],
  ['/view/share', '观点分享', none, needs('id', '/view/list')],
  ['/view/preview', '观点预览', none, needs('id', '/view/list')],
  ['/view/list/hot48', '48小时热门观点'],
  ['/view/package', '观点包'],
  ['/view/pkgDetail', '观点包详情', none, needs('id', '/view/package')],
  ['/usercenter/index', '我的'],
  ['/usercenter/order', '我的订单'],
  // Not in spec §2: the order detail and held products of the contract's order endpoints (wave2-wxorders-2).
  ['/usercenter/orderDetail', '订单详情'],
  ['/usercenter/products', '已购产品'],
  ['/tips/list', '锦囊', both],
  ['/tips/brief', '锦囊简介', none, needs('id', '/tips/list')],
  ['/tips/detail', '锦囊详情', none, needs('id', '/tips/list')],
  ['/tips/update', '锦囊更新', none, needs('id', '/tips/list')],
  ['/tips/atList', '活动列表'],
  ['/commission/list', '佣金产品'],
  ['/commission/brief', '产品简介', none, needs('id', '/commission/list')],
  ['/commission/detail', '产品详情', none, needs('id', '/commission/list')],
  ['/commission/update', '产品策略详情', none, needs('id', '/commission/list')],
  ['/commission/rules', '收费规则', none, needs('id', '/commission/list')],
  ['/tougu/list', '投顾列表', both],
  ['/tougu/home', '投顾主页', none, needs('id', '/tougu/list')],
  ['/tougu/detail', '投顾详情', none, needs('id', '/tougu/list')],
  ['/sign/notice', '购买须知'],
  ['/sign/purchase', '产品签约'],
  ['/sign/risk', '适当性评估结果确认'],
  ['/sign/attachRisk', '风险揭示书'],
  ['/sign/attachService', '服务协议'],
  ['/sign/attachCommissionService', '服务协议'],
  ['/sign/done', '订阅结果'],
  ['/sign/purchaseCommission', '佣金产品购买'],
  ['/sign/commissionDone', '购买结果'],
  ['/coupon/index', '优惠券'],
  ['/coupon/product', '可用产品', none, needs('couponId', '/coupon/index')],
  ['/coupon/tg', '指定投顾', none, needs('couponId', '/coupon/index')],
  ['/coupon/exchange', '体验券兑换'],
  ['/coupon/exchangeSuccess', '兑换成功'],
  ['/coupon/exchangeFail', '兑换失败'],
  ['/quiz/index', '问答'],
  ['/quiz/tgList', '投顾列表'],
  ['/quiz/list', '问答列表'],
  ['/quiz/detail', '问答详情', none, needs('id', '/quiz/list')],
  ['/quiz/submit', '向投顾提问'],
  ['/quiz/myList', '我的提问'],
  ['/quiz/tgPick', '选择投顾'],
  ['/test', 'SDK测试'],
]

export const ROUTE_META: readonly RouteMeta[] = table.map(([path, title, pullRefresh, requires]) => ({
  path,
  title,
  pullRefresh: pullRefresh ?? none,
  ...(requires ? { requires } : {}),
}))

const byPath = new Map(ROUTE_META.map((m) => [m.path, m]))

/** Title shown for a path no route claims (the 404 page). */
export const NOT_FOUND_TITLE = '页面不存在'

/**
 * Meta of a router pathname (without the base). Unknown paths get the 404 title and no refresh; the WeChat
 * variant's `/wx/...` paths get the meta of the path without the segment.
 * @example routeMetaFor('/tips/list').pullRefresh // { down: true, up: true }
 * @example routeMetaFor('/wx/sign/purchase').title // '产品签约'
 */
export function routeMetaFor(pathname: string): RouteMeta {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  // The WeChat variant serves the same screens under a `wx` segment (decision bridge-1): same titles.
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  const clean = trimmed.startsWith(variant) ? trimmed.slice(variant.length - 1) : trimmed
  // The root redirects to the home page (routes.tsx): a shared `{base}/` or `{base}/wx` link is the home page.
  return byPath.get(clean === '/' ? '/index' : clean) ?? { path: clean, title: NOT_FOUND_TITLE, pullRefresh: none }
}

/**
 * Where a location that lacks its route's required parameter should go instead (null when nothing is
 * missing). Under the WeChat variant the fallback keeps the `/wx` segment.
 * @example missingParamRedirect('/tips/list', '') // null (no requirement)
 * @example missingParamRedirect('/commission/brief', '') // '/commission/list'
 * @example missingParamRedirect('/commission/brief', '?id=') // '/commission/list' (an empty value is missing too)
 */
export function missingParamRedirect(pathname: string, search: string): string | null {
  const requires = routeMetaFor(pathname).requires
  if (!requires) return null
  if ((new URLSearchParams(search).get(requires.param) ?? '').trim() !== '') return null
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  return pathname.startsWith(variant) ? `/${WECHAT_VARIANT_SEGMENT}${requires.fallback}` : requires.fallback
}
