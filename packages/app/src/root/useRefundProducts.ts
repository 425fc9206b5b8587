import { useCallback, useEffect, useState } from 'react'
import { isApiFailure, toRefundProducts } from '@tougu/core'
import type { CancellableProduct } from '@tougu/react-ui'
import { useServices } from '../services/index.js'

export interface RefundProducts {
  products: CancellableProduct[]
  state: 'loading' | 'ready' | 'failed'
  retry: () => void
}

/**
 * The investor's cancellable (in-transit) products for the follow-up's refund step, with their load state, so
 * the step can tell "none to cancel" from "not loaded yet" and "failed" (decision wave2-reach-5).
 * @example const refund = useRefundProducts(); <FollowupPaperDialog refundProducts={refund.products} refundProductsState={refund.state} onRetryRefundProducts={refund.retry} … />
 */
export function useRefundProducts(): RefundProducts {
  const { api } = useServices()
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ products: CancellableProduct[]; state: RefundProducts['state'] }>({ products: [], state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setResult((r) => (r.state === 'loading' ? r : { ...r, state: 'loading' }))
    void api.queryRefundableOrders({ signal: controller.signal }).then((res) => {
      if (controller.signal.aborted) return
      if (isApiFailure(res)) {
        console.warn('[tougu] cancellable orders failed to load:', res.message)
        setResult({ products: [], state: 'failed' })
        return
      }
      setResult({
        products: toRefundProducts(res.list).map((p) => ({ orderId: p.orderId, productName: p.productName })),
        state: 'ready',
      })
    })
    return () => controller.abort()
  }, [api, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...result, retry }
}
