import { useCallback } from 'react'
import { isBridgeError, type RiskLevelInfo } from '@tougu/bridge'
import { showToast } from '@tougu/react-ui'
import { useServices } from '../services/index.js'
import { suitabilityMessages as m } from './suitabilityMessages.js'

/**
 * The app's own risk evaluation (spec §7 "risk evaluation": bridge startRiskEvaluation), offered wherever a missing or
 * expired evaluation stops the investor inside the firm's app: the purchase refusal and 我的 (decision wave3-journey-7).
 * `start` resolves the new level, or null when the investor left it or the app could not open it (then a toast says so).
 * Unavailable outside the app, where `RiskEvaluationHelp` says how instead.
 * @example const evaluation = useRiskEvaluation(); {evaluation.available && <Button onClick={() => void evaluation.start().then(recheck)}>去测评</Button>}
 */
export function useRiskEvaluation(): { available: boolean; start: () => Promise<RiskLevelInfo | null> } {
  const { bridge } = useServices()
  const available = bridge.environment === 'app'
  const start = useCallback(async () => {
    try {
      return await bridge.startRiskEvaluation()
    } catch (error) {
      if (!isBridgeError(error, 'CANCELLED')) {
        console.warn('[tougu] startRiskEvaluation:', error instanceof Error ? error.message : error)
        showToast(m.evaluateFailed)
      }
      return null
    }
  }, [bridge])
  return { available, start }
}
