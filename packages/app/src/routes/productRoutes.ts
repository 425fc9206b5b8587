import { parseSortMenu, type SortMenu } from '@tougu/core'
import { needs, pullBoth, query, screen, type RouteRow } from './routeDef.js'

/**
 * The tips list as its page asks it: the first page of 20 in the order of the address's `sort`.
 * @example tipsListQuery(1) // { endpoint: 'tips.list', request: { sort: 1 }, pageSize: 20 }
 */
export const tipsListQuery = (sort: SortMenu) => query('tips.list', { sort }, 20)

/**
 * Product and account routes: mine and my orders, tips, the commission product, coupons, Q&A.
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk (screens.ts).
 */
export const productRoutes: RouteRow[] = [
  { path: '/usercenter/index', title: '我的', screen: screen('product/Mine') },
  { path: '/usercenter/order', title: '我的订单', screen: screen('product/MyOrders') },
  { path: '/usercenter/orderDetail', title: '订单详情', screen: screen('product/OrderDetail') },
  { path: '/usercenter/products', title: '已购产品', screen: screen('product/HeldProducts') },
  {
    path: '/tips/list',
    title: '锦囊',
    pullRefresh: pullBoth,
    screen: screen('product/TipsList'),
    firstScreen: { server: true, queries: (params) => [tipsListQuery(parseSortMenu(params.get('sort')))] },
  },
  { path: '/tips/brief', title: '锦囊简介', requires: needs('id', '/tips/list'), screen: screen('product/TipsBrief') },
  { path: '/tips/detail', title: '锦囊详情', requires: needs('id', '/tips/list'), screen: screen('product/TipsDetail') },
  { path: '/tips/update', title: '锦囊更新', requires: needs('id', '/tips/list'), screen: screen('product/TipsUpdate') },
  { path: '/tips/atList', title: '活动列表', screen: screen('product/ActivityList') },
  { path: '/commission/list', title: '佣金产品', screen: screen('product/CommissionList') },
  { path: '/commission/brief', title: '产品简介', requires: needs('id', '/commission/list'), screen: screen('product/CommissionBrief') },
  { path: '/commission/detail', title: '产品详情', requires: needs('id', '/commission/list'), screen: screen('product/CommissionDetail') },
  { path: '/commission/update', title: '产品策略详情', requires: needs('id', '/commission/list'), screen: screen('product/CommissionUpdate') },
  { path: '/commission/rules', title: '收费规则', requires: needs('id', '/commission/list'), screen: screen('product/CommissionRules') },
  { path: '/coupon/index', title: '优惠券', screen: screen('product/CouponList') },
  { path: '/coupon/product', title: '可用产品', requires: needs('couponId', '/coupon/index'), screen: screen('product/CouponProducts') },
  { path: '/coupon/tg', title: '指定投顾', requires: needs('couponId', '/coupon/index'), screen: screen('product/CouponAdvisers') },
  { path: '/coupon/exchange', title: '体验券兑换', screen: screen('product/CouponExchange') },
  { path: '/coupon/exchangeSuccess', title: '兑换成功', screen: screen('product/CouponExchangeSuccess') },
  { path: '/coupon/exchangeFail', title: '兑换失败', screen: screen('product/CouponExchangeFail') },
  { path: '/quiz/index', title: '问答', screen: screen('product/QuizIndex') },
  { path: '/quiz/tgList', title: '投顾列表', screen: screen('product/QuizAdviserList') },
  { path: '/quiz/list', title: '问答列表', screen: screen('product/QuizList') },
  { path: '/quiz/detail', title: '问答详情', requires: needs('id', '/quiz/list'), screen: screen('product/QuizDetail') },
  { path: '/quiz/submit', title: '向投顾提问', screen: screen('product/QuizSubmit') },
  { path: '/quiz/tgPick', title: '选择投顾', screen: screen('product/QuizAdviserPick') },
  { path: '/quiz/myList', title: '我的提问', screen: screen('product/QuizMyList') },
]
