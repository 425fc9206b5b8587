import type { AppRoute } from '../navigation/router.js'

/**
 * Product and account routes: mine and my orders, tips, the commission product, coupons, Q&A.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const productRoutes: AppRoute[] = [
  {
    path: '/usercenter/index',
    load: () => import('../screens/product/Mine.js').then((m) => m.Mine),
  },
  {
    path: '/usercenter/order',
    load: () => import('../screens/product/MyOrders.js').then((m) => m.MyOrders),
  },
  {
    path: '/usercenter/orderDetail',
    load: () => import('../screens/product/OrderDetail.js').then((m) => m.OrderDetail),
  },
  {
    path: '/usercenter/products',
    load: () => import('../screens/product/HeldProducts.js').then((m) => m.HeldProducts),
  },
  {
    path: '/tips/list',
    load: () => import('../screens/product/TipsList.js').then((m) => m.TipsList),
  },
  {
    path: '/tips/brief',
    load: () => import('../screens/product/TipsBrief.js').then((m) => m.TipsBrief),
  },
  {
    path: '/tips/detail',
    load: () => import('../screens/product/TipsDetail.js').then((m) => m.TipsDetail),
  },
  {
    path: '/tips/update',
    load: () => import('../screens/product/TipsUpdate.js').then((m) => m.TipsUpdate),
  },
  {
    path: '/tips/atList',
    load: () => import('../screens/product/ActivityList.js').then((m) => m.ActivityList),
  },
  {
    path: '/commission/list',
    load: () => import('../screens/product/CommissionList.js').then((m) => m.CommissionList),
  },
  {
    path: '/commission/brief',
    load: () => import('../screens/product/CommissionBrief.js').then((m) => m.CommissionBrief),
  },
  {
    path: '/commission/detail',
    load: () => import('../screens/product/CommissionDetail.js').then((m) => m.CommissionDetail),
  },
  {
    path: '/commission/update',
    load: () => import('../screens/product/CommissionUpdate.js').then((m) => m.CommissionUpdate),
  },
  {
    path: '/commission/rules',
    load: () => import('../screens/product/CommissionRules.js').then((m) => m.CommissionRules),
  },
  {
    path: '/coupon/index',
    load: () => import('../screens/product/CouponList.js').then((m) => m.CouponList),
  },
  {
    path: '/coupon/product',
    load: () => import('../screens/product/CouponProducts.js').then((m) => m.CouponProducts),
  },
  {
    path: '/coupon/tg',
    load: () => import('../screens/product/CouponAdvisers.js').then((m) => m.CouponAdvisers),
  },
  {
    path: '/coupon/exchange',
    load: () => import('../screens/product/CouponExchange.js').then((m) => m.CouponExchange),
  },
  {
    path: '/coupon/exchangeSuccess',
    load: () => import('../screens/product/CouponExchangeSuccess.js').then((m) => m.CouponExchangeSuccess),
  },
  {
    path: '/coupon/exchangeFail',
    load: () => import('../screens/product/CouponExchangeFail.js').then((m) => m.CouponExchangeFail),
  },
  {
    path: '/quiz/index',
    load: () => import('../screens/product/QuizIndex.js').then((m) => m.QuizIndex),
  },
  {
    path: '/quiz/tgList',
    load: () => import('../screens/product/QuizAdviserList.js').then((m) => m.QuizAdviserList),
  },
  {
    path: '/quiz/list',
    load: () => import('../screens/product/QuizList.js').then((m) => m.QuizList),
  },
  {
    path: '/quiz/detail',
    load: () => import('../screens/product/QuizDetail.js').then((m) => m.QuizDetail),
  },
  {
    path: '/quiz/submit',
    load: () => import('../screens/product/QuizSubmit.js').then((m) => m.QuizSubmit),
  },
  {
    path: '/quiz/tgPick',
    load: () => import('../screens/product/QuizAdviserPick.js').then((m) => m.QuizAdviserPick),
  },
  {
    path: '/quiz/myList',
    load: () => import('../screens/product/QuizMyList.js').then((m) => m.QuizMyList),
  },
]
