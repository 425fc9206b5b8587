import { screen, type RouteRow } from './routeDef.js'

/**
 * The subscription (signing) flow, spec §2 /sign/*. Under the WeChat variant's `/wx` marker the router's basename
 * carries the marker (wave2-wxorders-1), so these same entries serve the variant and a flow started there stays
 * there (no Alipay).
 * One row per route, the single source of its path, title, pull refresh, required parameter and lazy screen
 * (routeDef.ts); each screen is its own chunk (screens.ts).
 */
export const signRoutes: RouteRow[] = [
  { path: '/sign/notice', title: '购买须知', screen: screen('sign/SignNotice') },
  { path: '/sign/purchase', title: '产品签约', screen: screen('sign/SignPurchase') },
  { path: '/sign/risk', title: '适当性评估结果确认', screen: screen('sign/SignRisk') },
  { path: '/sign/attachRisk', title: '风险揭示书', screen: screen('sign/SignAttachRisk') },
  { path: '/sign/attachService', title: '服务协议', screen: screen('sign/SignAttachService') },
  { path: '/sign/purchaseCommission', title: '佣金产品购买', screen: screen('sign/SignPurchaseCommission') },
  { path: '/sign/attachCommissionService', title: '服务协议', screen: screen('sign/SignAttachCommissionService') },
  { path: '/sign/commissionDone', title: '购买结果', screen: screen('sign/SignCommissionDone') },
  { path: '/sign/done', title: '订阅结果', screen: screen('sign/SignDone') },
]
