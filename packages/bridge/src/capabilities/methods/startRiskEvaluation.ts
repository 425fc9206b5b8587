import * as z from 'zod/mini'
import { none } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'
import type { RiskLevelInfo } from './getRiskLevel.js'

export const startRiskEvaluation = defineCapability<undefined, RiskLevelInfo>()({
  name: 'startRiskEvaluation',
  summary: 'run the native risk questionnaire',
  args: z.lazy(() => none()) as z.ZodMiniType<undefined>,
  // A person answers a questionnaire; the page can still cancel with an AbortSignal.
  timeoutMs: 30 * 60_000,
  example: () => undefined,
})
