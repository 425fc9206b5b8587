import { checkSuitability, isApiFailure, riskAssessmentMessage, type UserInfo } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import type { AppServices } from '../../services/index.js'
import { riskFailureText, signMessages } from './signMessages.js'

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

/**
 * The suitability gate's answer: go on (with the levels as the rules read them), or the text that stops:
 * `riskUnavailable` (the level could not be retrieved: ask again), `assessment` (missing or expired: evaluate) or
 * `mismatch` (the level does not fit the product).
 */
export type SuitabilityGate =
  | { ok: true; risk: InvestorRisk; investorLevel: number; productLevel: number }
  | { ok: false; kind: 'riskUnavailable' | 'assessment' | 'mismatch'; text: string }

/**
 * The purchase gate of spec §5/§6 shared by the purchase pages: the investor's risk level (`loadInvestorRisk`;
 * on failure the toast 获取适当性失败 and the reason), then core's `checkSuitability` against the product's
 * level: a missing or expired evaluation gets the platform's risk-assessment text, a C/R mismatch core's refusal.
 * @example const gate = await suitabilityGate(services, 'R3'); if (!gate.ok) setStop(gate)
 */
export async function suitabilityGate(
  services: Pick<AppServices, 'api' | 'bridge' | 'session' | 'now'>,
  productRiskLevel: string | undefined,
): Promise<SuitabilityGate> {
  let risk: InvestorRisk
  try {
    risk = await loadInvestorRisk(services)
  } catch (error) {
    showToast(signMessages.riskLevelFailed)
    return { ok: false, kind: 'riskUnavailable', text: riskFailureText(error) }
  }
  const result = checkSuitability(risk, productRiskLevel, services.now())
  if (result.ok) return { ok: true, risk, investorLevel: result.investorLevel, productLevel: result.productLevel }
  if (result.reason === 'mismatch') return { ok: false, kind: 'mismatch', text: result.message }
  return { ok: false, kind: 'assessment', text: riskAssessmentMessage(result.reason, services.bridge.environment === 'app') }
}
