import type { AppRoute } from '../navigation/router.js'

/**
 * The subscription (signing) flow, spec §2 /sign/*. Each screen is its own lazy chunk; titles come from
 * routeMeta.ts. Under the WeChat variant's `/wx` marker the router's basename carries the marker (wave2-wxorders-1),
 * so these same entries serve the variant and a flow started there stays there (no Alipay).
 */
export const signRoutes: AppRoute[] = [
  { path: '/sign/notice', load: () => import('../screens/sign/SignNotice.js').then((m) => m.SignNotice) },
  { path: '/sign/purchase', load: () => import('../screens/sign/SignPurchase.js').then((m) => m.SignPurchase) },
  { path: '/sign/risk', load: () => import('../screens/sign/SignRisk.js').then((m) => m.SignRisk) },
  { path: '/sign/attachRisk', load: () => import('../screens/sign/SignAttachRisk.js').then((m) => m.SignAttachRisk) },
  { path: '/sign/attachService', load: () => import('../screens/sign/SignAttachService.js').then((m) => m.SignAttachService) },
  { path: '/sign/purchaseCommission', load: () => import('../screens/sign/SignPurchaseCommission.js').then((m) => m.SignPurchaseCommission) },
  { path: '/sign/attachCommissionService', load: () => import('../screens/sign/SignAttachCommissionService.js').then((m) => m.SignAttachCommissionService) },
  { path: '/sign/commissionDone', load: () => import('../screens/sign/SignCommissionDone.js').then((m) => m.SignCommissionDone) },
  { path: '/sign/done', load: () => import('../screens/sign/SignDone.js').then((m) => m.SignDone) },
]
