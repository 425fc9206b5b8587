import { needs, pullBoth, type RouteRow } from './routeDef.js'

/**
 * Product and account routes: mine and my orders, tips, the commission product, coupons, Q&A.
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk.
 */
export const productRoutes: RouteRow[] = [
  { path: '/usercenter/index', title: '我的', load: () => import('../screens/product/Mine.js').then((m) => m.Mine) },
  { path: '/usercenter/order', title: '我的订单', load: () => import('../screens/product/MyOrders.js').then((m) => m.MyOrders) },
  { path: '/usercenter/orderDetail', title: '订单详情', load: () => import('../screens/product/OrderDetail.js').then((m) => m.OrderDetail) },
  { path: '/usercenter/products', title: '已购产品', load: () => import('../screens/product/HeldProducts.js').then((m) => m.HeldProducts) },
  { path: '/tips/list', title: '锦囊', pullRefresh: pullBoth, load: () => import('../screens/product/TipsList.js').then((m) => m.TipsList) },
  { path: '/tips/brief', title: '锦囊简介', requires: needs('id', '/tips/list'), load: () => import('../screens/product/TipsBrief.js').then((m) => m.TipsBrief) },
  { path: '/tips/detail', title: '锦囊详情', requires: needs('id', '/tips/list'), load: () => import('../screens/product/TipsDetail.js').then((m) => m.TipsDetail) },
  { path: '/tips/update', title: '锦囊更新', requires: needs('id', '/tips/list'), load: () => import('../screens/product/TipsUpdate.js').then((m) => m.TipsUpdate) },
  { path: '/tips/atList', title: '活动列表', load: () => import('../screens/product/ActivityList.js').then((m) => m.ActivityList) },
  { path: '/commission/list', title: '佣金产品', load: () => import('../screens/product/CommissionList.js').then((m) => m.CommissionList) },
  { path: '/commission/brief', title: '产品简介', requires: needs('id', '/commission/list'), load: () => import('../screens/product/CommissionBrief.js').then((m) => m.CommissionBrief) },
  { path: '/commission/detail', title: '产品详情', requires: needs('id', '/commission/list'), load: () => import('../screens/product/CommissionDetail.js').then((m) => m.CommissionDetail) },
  { path: '/commission/update', title: '产品策略详情', requires: needs('id', '/commission/list'), load: () => import('../screens/product/CommissionUpdate.js').then((m) => m.CommissionUpdate) },
  { path: '/commission/rules', title: '收费规则', requires: needs('id', '/commission/list'), load: () => import('../screens/product/CommissionRules.js').then((m) => m.CommissionRules) },
  { path: '/coupon/index', title: '优惠券', load: () => import('../screens/product/CouponList.js').then((m) => m.CouponList) },
  { path: '/coupon/product', title: '可用产品', requires: needs('couponId', '/coupon/index'), load: () => import('../screens/product/CouponProducts.js').then((m) => m.CouponProducts) },
  { path: '/coupon/tg', title: '指定投顾', requires: needs('couponId', '/coupon/index'), load: () => import('../screens/product/CouponAdvisers.js').then((m) => m.CouponAdvisers) },
  { path: '/coupon/exchange', title: '体验券兑换', load: () => import('../screens/product/CouponExchange.js').then((m) => m.CouponExchange) },
  { path: '/coupon/exchangeSuccess', title: '兑换成功', load: () => import('../screens/product/CouponExchangeSuccess.js').then((m) => m.CouponExchangeSuccess) },
  { path: '/coupon/exchangeFail', title: '兑换失败', load: () => import('../screens/product/CouponExchangeFail.js').then((m) => m.CouponExchangeFail) },
  { path: '/quiz/index', title: '问答', load: () => import('../screens/product/QuizIndex.js').then((m) => m.QuizIndex) },
  { path: '/quiz/tgList', title: '投顾列表', load: () => import('../screens/product/QuizAdviserList.js').then((m) => m.QuizAdviserList) },
  { path: '/quiz/list', title: '问答列表', load: () => import('../screens/product/QuizList.js').then((m) => m.QuizList) },
  { path: '/quiz/detail', title: '问答详情', requires: needs('id', '/quiz/list'), load: () => import('../screens/product/QuizDetail.js').then((m) => m.QuizDetail) },
  { path: '/quiz/submit', title: '向投顾提问', load: () => import('../screens/product/QuizSubmit.js').then((m) => m.QuizSubmit) },
  { path: '/quiz/tgPick', title: '选择投顾', load: () => import('../screens/product/QuizAdviserPick.js').then((m) => m.QuizAdviserPick) },
  { path: '/quiz/myList', title: '我的提问', load: () => import('../screens/product/QuizMyList.js').then((m) => m.QuizMyList) },
]
