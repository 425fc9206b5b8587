import type { NativeUserInfo, RiskLevelInfo } from '@tougu/bridge'

/** Demo investors the login sheet offers; tokens must match the reference server's demo accounts. */
export interface DemoInvestor {
  user: NativeUserInfo
  risk: RiskLevelInfo
}

export const demoInvestors: DemoInvestor[] = [
  {
    user: { clientId: 'demo-c3', cid: '880000001', phone: '13800000001', token: 'demo-token-880000001', userName: '张稳健' },
    risk: { riskLevel: 'C3', level_name: '稳健型', risk_end_date: '20281231', customer_class: '普通投资者' },
  },
  {
    user: { clientId: 'demo-c5', cid: '880000002', phone: '13800000002', token: 'demo-token-880000002', userName: '李积极' },
    risk: { riskLevel: 'C5', level_name: '激进型', risk_end_date: '20281231', customer_class: '普通投资者' },
  },
  {
    user: { clientId: 'demo-expired', cid: '880000003', phone: '13800000003', token: 'demo-token-880000003', userName: '王过期' },
    risk: { riskLevel: 'C2', level_name: '谨慎型', risk_end_date: '20240101', customer_class: '普通投资者' },
  },
]

/** Levels the risk-evaluation sheet lets a person pick. */
export const riskLevels: Array<Pick<RiskLevelInfo, 'riskLevel' | 'level_name'>> = [
  { riskLevel: 'C1', level_name: '保守型' },
  { riskLevel: 'C2', level_name: '谨慎型' },
  { riskLevel: 'C3', level_name: '稳健型' },
  { riskLevel: 'C4', level_name: '积极型' },
  { riskLevel: 'C5', level_name: '激进型' },
]
