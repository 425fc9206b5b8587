import { isApiFailure, type UserInfo } from '@tougu/core'
import type { AppServices } from '../../services/index.js'

/** The investor's risk level as the suitability rules read it. */
export type InvestorRisk = Pick<UserInfo, 'riskLevel' | 'riskEndDate' | 'levelName'>

/**
 * The investor's risk level and evaluation validity (spec §6): from the native app's `getRiskLevel` in the
 * app, else from the API's user info (fetched again, so an evaluation just redone counts). Rejects when it
 * cannot be retrieved, with the reason as its message (e.g. 网络请求超时！); the caller shows 获取适当性失败.
 * A failed fetch never falls back to the stored session: a purchase is not gated on a stale risk level.
 * @example const risk = await loadInvestorRisk(services) // { riskLevel: 'C4', riskEndDate: '20271231' }
 */
export async function loadInvestorRisk(services: Pick<AppServices, 'api' | 'bridge' | 'session'>): Promise<InvestorRisk> {
  if (services.bridge.environment === 'app') {
    const info = await services.bridge.getRiskLevel()
    return fromNative(info)
  }
  const res = await services.api.user.getUserInfo()
  if (isApiFailure(res)) throw new Error(res.message)
  const token = services.session.user$.getValue()?.token
  // data null: the token is unknown or revoked, so the stored session is over (the login gate shows).
  services.session.setUser(res.data ? { ...res.data, token: res.data.token ?? token } : null)
  if (!res.data) throw new Error('no user info')
  const user = res.data
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
