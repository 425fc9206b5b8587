import type { UserInfo } from '../model/userInfo.js'
import { messages } from '../messages.js'
import { dayKey, toDate } from '../format/calendarDay.js'

export type SuitabilityResult =
  | { ok: true; investorLevel: number; productLevel: number }
  | { ok: false; reason: AssessmentProblem; investorLevel: number | null; productLevel: number | null }
  | { ok: false; reason: 'mismatch'; investorLevel: number; productLevel: number | null; message: string }

/** Why the investor's assessment cannot be used: none, past its end date, or without an end date at all. */
export type AssessmentProblem = 'missing' | 'expired' | 'undated'

/** "C3", "c3", "3" or 3 → 3 (1–5); anything else null. */
function level(value: string | number | undefined | null, letter: 'C' | 'R'): number | null {
  if (value === undefined || value === null) return null
  const s = String(value).trim().toUpperCase()
  const m = new RegExp(`^${letter}?([1-5])$`).exec(s)
  return m ? Number(m[1]) : null
}

/**
 * Whether the investor may buy a product of the given risk (spec §6): C1→R1, C2→R1–R2, C3→R1–R3,
 * C4→R1–R4, C5→all. Missing risk level → 'missing'; no readable `riskEndDate` → 'undated' (an assessment
 * whose validity nobody can tell is not a valid one, issue #37); `riskEndDate` before today (local calendar
 * day, the end day itself still valid) → 'expired'; a product above the investor's level, or of unknown
 * risk, → 'mismatch'. Show 'missing'/'expired'/'undated' with {@link riskAssessmentMessage}.
 * @example checkSuitability({ riskLevel: 'C3', riskEndDate: '20271231' }, 'R2', new Date(2026, 0, 1)) // { ok: true, … }
 * @example checkSuitability({ riskLevel: 'C3', riskEndDate: '20251231' }, 'R2', new Date(2026, 0, 1)) // reason 'expired'
 */
export function checkSuitability(
  user: Pick<UserInfo, 'riskLevel' | 'riskEndDate'>,
  productRisk: string | number | null | undefined,
  now: Date | number,
): SuitabilityResult {
  const investorLevel = level(user.riskLevel, 'C')
  const productLevel = level(productRisk, 'R')
  if (investorLevel === null) return { ok: false, reason: 'missing', investorLevel, productLevel }
  const end = toDate(user.riskEndDate)
  if (!end) return { ok: false, reason: 'undated', investorLevel, productLevel }
  if (dayKey(end) < dayKey(new Date(now)))
    return { ok: false, reason: 'expired', investorLevel, productLevel }
  if (productLevel === null || productLevel > investorLevel) {
    return {
      ok: false,
      reason: 'mismatch',
      investorLevel,
      productLevel,
      message: messages.suitabilityMismatch(
        `C${investorLevel}`,
        productLevel === null ? String(productRisk ?? '') : `R${productLevel}`,
      ),
    }
  }
  return { ok: true, investorLevel, productLevel }
}

/**
 * The risk-assessment prompt (spec §5): expired → redo it; missing → complete it before buying; undated (no
 * end date, decision wave3-compliance-1) → redo it, as an expired one. The
 * path points to the trading section in the native app, to the personal centre elsewhere.
 * @example riskAssessmentMessage('expired', true)  // '您的风险测评已过期，请前往APP“交易”栏目重新进行风险测评'
 * @example riskAssessmentMessage('missing', false) // '您尚未完成风险测评，请前往“个人中心”完成风险测评后再购买'
 */
export function riskAssessmentMessage(reason: AssessmentProblem, inNativeApp: boolean): string {
  const path = inNativeApp ? messages.riskPathNativeApp : messages.riskPathElsewhere
  if (reason === 'undated') return messages.riskAssessmentUndated(path)
  return reason === 'expired' ? messages.riskAssessmentExpired(path) : messages.riskAssessmentMissing(path)
}
