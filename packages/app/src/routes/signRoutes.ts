import type { RouteRow } from './routeDef.js'

/**
 * The subscription (signing) flow, spec §2 /sign/*. Under the WeChat variant's `/wx` marker the router's basename
 * carries the marker (wave2-wxorders-1), so these same entries serve the variant and a flow started there stays
 * there (no Alipay).
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk.
 */
export const signRoutes: RouteRow[] = [
  { path: '/sign/notice', title: '购买须知', load: () => import('../screens/sign/SignNotice.js').then((m) => m.SignNotice) },
  { path: '/sign/purchase', title: '产品签约', load: () => import('../screens/sign/SignPurchase.js').then((m) => m.SignPurchase) },
  { path: '/sign/risk', title: '适当性评估结果确认', load: () => import('../screens/sign/SignRisk.js').then((m) => m.SignRisk) },
  { path: '/sign/attachRisk', title: '风险揭示书', load: () => import('../screens/sign/SignAttachRisk.js').then((m) => m.SignAttachRisk) },
  { path: '/sign/attachService', title: '服务协议', load: () => import('../screens/sign/SignAttachService.js').then((m) => m.SignAttachService) },
  { path: '/sign/purchaseCommission', title: '佣金产品购买', load: () => import('../screens/sign/SignPurchaseCommission.js').then((m) => m.SignPurchaseCommission) },
  { path: '/sign/attachCommissionService', title: '服务协议', load: () => import('../screens/sign/SignAttachCommissionService.js').then((m) => m.SignAttachCommissionService) },
  { path: '/sign/commissionDone', title: '购买结果', load: () => import('../screens/sign/SignCommissionDone.js').then((m) => m.SignCommissionDone) },
  { path: '/sign/done', title: '订阅结果', load: () => import('../screens/sign/SignDone.js').then((m) => m.SignDone) },
]
