import { useCallback, useEffect, useState } from 'react'
import { isApiFailure, toRefundProducts } from '@tougu/core'
import type { CancellableProduct, RefundLine } from '@tougu/react-ui'
import { useServices } from '../services/index.js'
import { loadRefundQuotes } from './refundQuotes.js'

export interface RefundProducts {
  products: CancellableProduct[]
  state: 'loading' | 'ready' | 'failed'
  /** The refund of each product, quoted by the rule the server pays by (issue #37). */
  quotes: Record<string, RefundLine>
  quotesState: 'loading' | 'ready' | 'failed'
  retry: () => void
}

/**
 * The investor's cancellable (in-transit) products for the follow-up's refund step, with their load state, so
 * the step can tell "none to cancel" from "not loaded yet" and "failed" (decision wave2-reach-5), and what
 * cancelling each refunds (retry reloads both).
 * @example const refund = useRefundProducts(); <FollowupPaperDialog refundProducts={refund.products} refundProductsState={refund.state} refundQuotes={refund.quotes} onRetryRefundProducts={refund.retry} … />
 */
export function useRefundProducts(): RefundProducts {
  const { api } = useServices()
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<Omit<RefundProducts, 'retry'>>({ products: [], state: 'loading', quotes: {}, quotesState: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setResult((r) => (r.state === 'loading' ? r : { ...r, state: 'loading', quotesState: 'loading' }))
    void api.queryRefundableOrders({ signal: controller.signal }).then(async (res) => {
      if (controller.signal.aborted) return
      if (isApiFailure(res)) {
        console.warn('[tougu] cancellable orders failed to load:', res.message)
        setResult({ products: [], state: 'failed', quotes: {}, quotesState: 'failed' })
        return
      }
      const products = toRefundProducts(res.list).map((p) => ({ orderId: p.orderId, productName: p.productName }))
      setResult({ products, state: 'ready', quotes: {}, quotesState: 'loading' })
      const quoted = await loadRefundQuotes(api, products.map((p) => p.orderId), controller.signal)
      if (controller.signal.aborted) return
      if (!quoted.ok) console.warn('[tougu] refund quotes failed to load:', quoted.message)
      setResult({ products, state: 'ready', quotes: quoted.ok ? quoted.quotes : {}, quotesState: quoted.ok ? 'ready' : 'failed' })
    })
    return () => controller.abort()
  }, [api, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...result, retry }
}
