import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import type { CancellableProduct, RefundDoneLine, RefundLine } from '@tougu/react-ui'
import { isApiFailure } from '@tougu/core'
import { useServices } from '../services/index.js'
import type * as CancellationUiModule from './cancellationUi.js'
import { loadRefundQuotes } from './refundQuotes.js'

export interface CancellationApi {
  /** Loads the investor's in-transit products (spec §7 refund list query) and opens 投顾产品解约确认. */
  openCancellation: () => void
}

type CancellationUi = typeof CancellationUiModule

const CancellationContext = createContext<CancellationApi | null>(null)

interface Quoted {
  quotes: Record<string, RefundLine>
  state: 'loading' | 'ready' | 'failed'
}

/**
 * The cancellation dialog of spec §2, opened on demand from any screen. The dialog and its toasts load on the
 * first request (the tap waits for them as it waits for the order query), then stay for later requests. Each
 * product shows the refund the server quotes for it (the rule it pays by), 确认解约 sends those amounts, and the
 * server cancels only at them (a day turning over re-quotes); afterwards the dialog says what each refunded
 * (issue #37).
 * @example const { openCancellation } = useCancellation(); <Button onClick={openCancellation}>解约</Button>
 */
export function CancellationProvider({ children }: { children: ReactNode }) {
  const { api, privileges } = useServices()
  const [ui, setUi] = useState<CancellationUi | null>(null)
  const [products, setProducts] = useState<CancellableProduct[] | null>(null)
  const [quoted, setQuoted] = useState<Quoted>({ quotes: {}, state: 'loading' })
  const [done, setDone] = useState<RefundDoneLine[] | null>(null)
  // The products the quotes are for: a quote that arrives after the dialog closed or reopened is dropped.
  const asked = useRef(0)

  const quote = useCallback(
    (list: CancellableProduct[]) => {
      const ask = ++asked.current
      setQuoted({ quotes: {}, state: 'loading' })
      void loadRefundQuotes(api, list.map((p) => p.orderId)).then((q) => {
        if (ask !== asked.current) return
        setQuoted(q.ok ? { quotes: q.quotes, state: 'ready' } : { quotes: {}, state: 'failed' })
      })
    },
    [api],
  )

  const open = useCallback(() => {
    void import('./cancellationUi.js').then(
      (loaded) => {
        setUi(loaded)
        setDone(null)
        const hide = loaded.showLoading()
        void api.queryRefundableOrders().then((res) => {
          hide()
          if (isApiFailure(res)) return loaded.showToast(res.message)
          const list = res.list.map((o) => ({ orderId: o.orderid, productName: o.productname }))
          setProducts(list)
          quote(list)
        })
      },
      // The dialog's chunk did not load: rethrown in render, so the root error page says so and offers a reload.
      (error: unknown) =>
        setUi(() => {
          throw error
        }),
    )
  }, [api, quote])
  const value = useMemo(() => ({ openCancellation: open }), [open])
  const close = () => {
    asked.current += 1
    setProducts(null)
    setDone(null)
  }

  return (
    <CancellationContext.Provider value={value}>
      {children}
      {ui && (
        <ui.CancellationDialog
          visible={products !== null}
          products={products ?? []}
          quotes={quoted.quotes}
          quotesState={quoted.state}
          onRetry={() => products && quote(products)}
          done={done}
          onCancel={close}
          onConfirm={(orderIds) => {
            const hide = ui.showLoading()
            const expected = orderIds.map((orderId) => ({ orderId, amount: quoted.quotes[orderId]!.amount }))
            void api.orders.refundOrder({ orderIds, expected }).then((res) => {
              hide()
              if (isApiFailure(res)) {
                ui.showToast(res.message)
                // The amount may have changed (the cooling-off ended, the day turned): show the new one.
                if (products) quote(products)
                return
              }
              const name = (id: string) => products?.find((p) => p.orderId === id)?.productName ?? id
              setDone(res.data.refunds.map((r) => ({ orderId: r.orderId, productName: name(r.orderId), amount: r.amount })))
              void privileges.refresh({ force: true }).catch(() => undefined)
            })
          }}
        />
      )}
    </CancellationContext.Provider>
  )
}

/**
 * Opens the cancellation dialog.
 * @example const { openCancellation } = useCancellation()
 */
export function useCancellation(): CancellationApi {
  const api = useContext(CancellationContext)
  if (!api) throw new Error('useCancellation() needs the RootLayout above it')
  return api
}
