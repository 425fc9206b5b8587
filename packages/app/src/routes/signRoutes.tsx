import type { RouteObject } from 'react-router'

/**
 * The subscription (signing) flow, spec §2 /sign/*. Each screen is its own lazy chunk; titles come from
 * routeMeta.ts. Under the WeChat variant's `/wx` marker the router's basename carries the marker (wave2-wxorders-1),
 * so these same entries serve the variant and a flow started there stays there (no Alipay).
 */
export const signRoutes: RouteObject[] = [
  { path: '/sign/notice', lazy: async () => ({ Component: (await import('../screens/sign/SignNotice.js')).SignNotice }), HydrateFallback: () => null },
  { path: '/sign/purchase', lazy: async () => ({ Component: (await import('../screens/sign/SignPurchase.js')).SignPurchase }), HydrateFallback: () => null },
  { path: '/sign/risk', lazy: async () => ({ Component: (await import('../screens/sign/SignRisk.js')).SignRisk }), HydrateFallback: () => null },
  { path: '/sign/attachRisk', lazy: async () => ({ Component: (await import('../screens/sign/SignAttachRisk.js')).SignAttachRisk }), HydrateFallback: () => null },
  { path: '/sign/attachService', lazy: async () => ({ Component: (await import('../screens/sign/SignAttachService.js')).SignAttachService }), HydrateFallback: () => null },
  { path: '/sign/purchaseCommission', lazy: async () => ({ Component: (await import('../screens/sign/SignPurchaseCommission.js')).SignPurchaseCommission }), HydrateFallback: () => null },
  { path: '/sign/attachCommissionService', lazy: async () => ({ Component: (await import('../screens/sign/SignAttachCommissionService.js')).SignAttachCommissionService }), HydrateFallback: () => null },
  { path: '/sign/commissionDone', lazy: async () => ({ Component: (await import('../screens/sign/SignCommissionDone.js')).SignCommissionDone }), HydrateFallback: () => null },
  { path: '/sign/done', lazy: async () => ({ Component: (await import('../screens/sign/SignDone.js')).SignDone }), HydrateFallback: () => null },
]
