import { useCallback } from 'react'
import { useServices } from '../services/index.js'
import { marketMessages as m } from './marketMessages.js'

/**
 * 去交易: the firm's app opens its trading section (bridge goToTrade, with the code when one is known).
 * Only offered inside the app; elsewhere the quote popup says where trading is (decision wave2-reach19-1).
 * @example const trade = useGoToTrade(); {trade.available && <Button onClick={() => trade.go()}>去交易</Button>}
 */
export function useGoToTrade(): { available: boolean; go: (code?: string) => void } {
  const { bridge } = useServices()
  const available = bridge.environment === 'app' && bridge.isAvailable('goToTrade')
  const go = useCallback(
    (code?: string) => {
      void bridge.goToTrade(code ? { code } : undefined).catch((e: unknown) => {
        console.warn('[tougu] goToTrade failed:', e)
        // Loaded on this failure only (decision wave2-speed-10).
        void import('./marketFeedbackUi.js').then(({ showToast }) => showToast(m.tradeFailed))
      })
    },
    [bridge],
  )
  return { available, go }
}
