import type { UserInfo } from '@tougu/core'
import type { AppServices } from '../../services/index.js'

/** The investor's risk level as the suitability rules read it. */
export type InvestorRisk = Pick<UserInfo, 'riskLevel' | 'riskEndDate' | 'levelName'>

/**
 * The investor's risk level and evaluation validity (spec §6): from the native app's `getRiskLevel` in the
 * app, else from the API's user info (fetched again, so an evaluation just redone counts). Rejects when it
 * cannot be retrieved; the caller shows 获取适当性失败.
 * @example const risk = await loadInvestorRisk(services) // { riskLevel: 'C4', riskEndDate: '20271231' }
 */
export async function loadInvestorRisk(services: Pick<AppServices, 'bridge' | 'refreshUser' | 'session'>): Promise<InvestorRisk> {
  if (services.bridge.environment === 'app') {
    const info = await services.bridge.getRiskLevel()
    return fromNative(info)
  }
  const user = (await services.refreshUser()) ?? services.session.user$.getValue()
  if (!user) throw new Error('no user info')
  return { riskLevel: user.riskLevel, riskEndDate: user.riskEndDate, levelName: user.levelName }
}

/** Native answers use snake_case and may send empty strings for "none". */
function fromNative(info: { riskLevel: string; level_name: string; risk_end_date: string }): InvestorRisk {
  const risk: InvestorRisk = {}
  if (info.riskLevel) risk.riskLevel = info.riskLevel
  if (info.risk_end_date) risk.riskEndDate = info.risk_end_date
  if (info.level_name) risk.levelName = info.level_name
  return risk
}
