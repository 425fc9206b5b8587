import * as z from 'zod/mini'
import { none } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

/** Risk level exactly as the native app names the fields (spec §7). */
export interface RiskLevelInfo {
  riskLevel: string
  level_name: string
  /** Evaluation validity end date, `YYYYMMDD` or `YYYY-MM-DD` as the firm's systems give it. */
  risk_end_date: string
  customer_class: string
}

export const getRiskLevel = defineCapability<undefined, RiskLevelInfo>()({
  name: 'getRiskLevel',
  summary: 'suitability (适当性) of the signed-in investor',
  args: z.lazy(() => none()) as z.ZodMiniType<undefined>,
  example: () => undefined,
})
