import type { RouteObject } from 'react-router'

/**
 * Product and account routes: mine and my orders, tips, the commission product, coupons, Q&A.
 * Each screen is lazy-loaded as its own chunk; its title comes from routeMeta.ts.
 */
export const productRoutes: RouteObject[] = [
  {
    path: '/usercenter/index',
    lazy: async () => ({ Component: (await import('../screens/product/Mine.js')).Mine }),
    HydrateFallback: () => null,
  },
  {
    path: '/usercenter/order',
    lazy: async () => ({ Component: (await import('../screens/product/MyOrders.js')).MyOrders }),
    HydrateFallback: () => null,
  },
  {
    path: '/usercenter/orderDetail',
    lazy: async () => ({ Component: (await import('../screens/product/OrderDetail.js')).OrderDetail }),
    HydrateFallback: () => null,
  },
  {
    path: '/usercenter/products',
    lazy: async () => ({ Component: (await import('../screens/product/HeldProducts.js')).HeldProducts }),
    HydrateFallback: () => null,
  },
  {
    path: '/tips/list',
    lazy: async () => ({ Component: (await import('../screens/product/TipsList.js')).TipsList }),
    HydrateFallback: () => null,
  },
  {
    path: '/tips/brief',
    lazy: async () => ({ Component: (await import('../screens/product/TipsBrief.js')).TipsBrief }),
    HydrateFallback: () => null,
  },
  {
    path: '/tips/detail',
    lazy: async () => ({ Component: (await import('../screens/product/TipsDetail.js')).TipsDetail }),
    HydrateFallback: () => null,
  },
  {
    path: '/tips/update',
    lazy: async () => ({ Component: (await import('../screens/product/TipsUpdate.js')).TipsUpdate }),
    HydrateFallback: () => null,
  },
  {
    path: '/tips/atList',
    lazy: async () => ({ Component: (await import('../screens/product/ActivityList.js')).ActivityList }),
    HydrateFallback: () => null,
  },
  {
    path: '/commission/list',
    lazy: async () => ({ Component: (await import('../screens/product/CommissionList.js')).CommissionList }),
    HydrateFallback: () => null,
  },
  {
    path: '/commission/brief',
    lazy: async () => ({ Component: (await import('../screens/product/CommissionBrief.js')).CommissionBrief }),
    HydrateFallback: () => null,
  },
  {
    path: '/commission/detail',
    lazy: async () => ({ Component: (await import('../screens/product/CommissionDetail.js')).CommissionDetail }),
    HydrateFallback: () => null,
  },
  {
    path: '/commission/update',
    lazy: async () => ({ Component: (await import('../screens/product/CommissionUpdate.js')).CommissionUpdate }),
    HydrateFallback: () => null,
  },
  {
    path: '/commission/rules',
    lazy: async () => ({ Component: (await import('../screens/product/CommissionRules.js')).CommissionRules }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/index',
    lazy: async () => ({ Component: (await import('../screens/product/CouponList.js')).CouponList }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/product',
    lazy: async () => ({ Component: (await import('../screens/product/CouponProducts.js')).CouponProducts }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/tg',
    lazy: async () => ({ Component: (await import('../screens/product/CouponAdvisers.js')).CouponAdvisers }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/exchange',
    lazy: async () => ({ Component: (await import('../screens/product/CouponExchange.js')).CouponExchange }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/exchangeSuccess',
    lazy: async () => ({ Component: (await import('../screens/product/CouponExchangeSuccess.js')).CouponExchangeSuccess }),
    HydrateFallback: () => null,
  },
  {
    path: '/coupon/exchangeFail',
    lazy: async () => ({ Component: (await import('../screens/product/CouponExchangeFail.js')).CouponExchangeFail }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/index',
    lazy: async () => ({ Component: (await import('../screens/product/QuizIndex.js')).QuizIndex }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/tgList',
    lazy: async () => ({ Component: (await import('../screens/product/QuizAdviserList.js')).QuizAdviserList }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/list',
    lazy: async () => ({ Component: (await import('../screens/product/QuizList.js')).QuizList }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/detail',
    lazy: async () => ({ Component: (await import('../screens/product/QuizDetail.js')).QuizDetail }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/submit',
    lazy: async () => ({ Component: (await import('../screens/product/QuizSubmit.js')).QuizSubmit }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/tgPick',
    lazy: async () => ({ Component: (await import('../screens/product/QuizAdviserPick.js')).QuizAdviserPick }),
    HydrateFallback: () => null,
  },
  {
    path: '/quiz/myList',
    lazy: async () => ({ Component: (await import('../screens/product/QuizMyList.js')).QuizMyList }),
    HydrateFallback: () => null,
  },
]
