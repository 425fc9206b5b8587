import { useCallback, useEffect, useState } from 'react'
import { useServices } from '../../services/index.js'

/** The result page's action in a webview opened for the purchase (decision wave2-reach19-2). */
export const CLOSE_PURCHASE_LABEL = '完成'

/**
 * In the firm's app, when this webview was opened for the purchase (services.openedForPurchase), the result
 * page's 完成 closes it (bridge closeWebview), which returns the investor to the product page it was opened
 * from. Returns null elsewhere: the result page then leads back to the content in the same page.
 * @example const close = useClosePurchaseWebview(); {close && <NextButton onClick={close}>完成</NextButton>}
 */
export function useClosePurchaseWebview(onUnavailable?: () => void): (() => void) | null {
  const { bridge, openedForPurchase } = useServices()
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    if (!openedForPurchase) return
    let live = true
    void bridge.ready().then(
      () => live && setAvailable(bridge.isAvailable('closeWebview')),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [bridge, openedForPurchase])
  const close = useCallback(() => {
    void bridge.closeWebview().catch((e: unknown) => {
      console.warn('[tougu] closeWebview failed:', e)
      onUnavailable?.()
    })
  }, [bridge, onUnavailable])
  return available ? close : null
}
