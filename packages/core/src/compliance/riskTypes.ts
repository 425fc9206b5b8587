// The suitability categories (《证券期货投资者适当性管理办法》): five investor types C1–C5 and five product risk
// levels R1–R5, named once. The seed's investors, the product pages, the 匹配意见 form and the disclosures read
// these names; a text that calls C2 anything but 谨慎型 fails the wording check (tooling/complianceWording.test.ts).

/** Investor risk-tolerance types, C1 to C5. */
export const INVESTOR_RISK_TYPES = { 1: '保守型', 2: '谨慎型', 3: '稳健型', 4: '积极型', 5: '激进型' } as const

/** Product risk levels, R1 to R5. */
export const PRODUCT_RISK_LEVELS = { 1: '低风险', 2: '中低风险', 3: '中风险', 4: '中高风险', 5: '高风险' } as const

export type RiskGrade = 1 | 2 | 3 | 4 | 5

/** "C3", "c3", "R3", "3" or 3 → 3; anything else null. @example riskGrade('c4') // 4 */
export function riskGrade(value: string | number | null | undefined): RiskGrade | null {
  if (value === null || value === undefined) return null
  const m = /^[CR]?([1-5])$/.exec(String(value).trim().toUpperCase())
  return m ? (Number(m[1]) as RiskGrade) : null
}

/**
 * The investor type of a level: 'C3' → '稳健型'; null for an unknown level.
 * @example investorRiskName('C2') // '谨慎型'
 */
export function investorRiskName(level: string | number | null | undefined): string | null {
  const g = riskGrade(level)
  return g === null ? null : INVESTOR_RISK_TYPES[g]
}

/**
 * The product risk name of a level: 'R5' → '高风险'; null for an unknown level.
 * @example productRiskName('R2') // '中低风险'
 */
export function productRiskName(level: string | number | null | undefined): string | null {
  const g = riskGrade(level)
  return g === null ? null : PRODUCT_RISK_LEVELS[g]
}

/**
 * A level with its name, as the 匹配意见 and the agreements write it.
 * @example investorTypeLabel(3) // 'C3（稳健型）'
 */
export function investorTypeLabel(level: string | number | null | undefined): string {
  const g = riskGrade(level)
  return g === null ? String(level ?? '') : `C${g}（${INVESTOR_RISK_TYPES[g]}）`
}

/**
 * A product level with its name.
 * @example productLevelLabel('R5') // 'R5（高风险）'
 */
export function productLevelLabel(level: string | number | null | undefined): string {
  const g = riskGrade(level)
  return g === null ? String(level ?? '') : `R${g}（${PRODUCT_RISK_LEVELS[g]}）`
}
