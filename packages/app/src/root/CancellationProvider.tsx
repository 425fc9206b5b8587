import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { CancellableProduct, RefundDoneLine, RefundLine } from '@tougu/react-ui'
import { isApiFailure } from '@tougu/core'
import { useApiMutation, useServices } from '../services/index.js'
import { loadOnce } from '../navigation/loadOnce.js'
import { DialogLoadFailed, takeReopen, useDialogChunk } from './DialogLoadFailed.js'
import { loadRefundQuotes } from './refundQuotes.js'

export interface CancellationApi {
  /** Loads the investor's in-transit products (spec §7 refund list query) and opens 投顾产品解约确认. */
  openCancellation: () => void
}

// The dialog and its toasts load on the first request; a load that fails is offered again where it failed (wave3-journey-9).
const cancellationChunk = loadOnce(() => import('./cancellationUi.js'))

const CancellationContext = createContext<CancellationApi | null>(null)

interface Quoted {
  quotes: Record<string, RefundLine>
  state: 'loading' | 'ready' | 'failed'
}

/**
 * The cancellation dialog of spec §2, opened on demand from any screen. The dialog and its toasts load on the
 * first request (the tap waits for them as it waits for the order query), then stay for later requests; when they do
 * not load, 重试 loads them again in place. Each product shows the refund the server quotes for it (the rule it pays
 * by), 确认解约 sends those amounts, and the server cancels only at them (a day turning over re-quotes); afterwards
 * the dialog says what each refunded (issue #37).
 * @example const { openCancellation } = useCancellation(); <Button onClick={openCancellation}>解约</Button>
 */
export function CancellationProvider({ children }: { children: ReactNode }) {
  const { api } = useServices()
  // Its success refetches the orders, coupons and the privilege list: the cancelled services end at once (spec §2).
  const refund = useApiMutation('orders.refundOrder')
  // A request whose dialog code did not load, retried through a reload, opens it again after it (DialogLoadFailed.tsx).
  const [wanted, setWanted] = useState(() => takeReopen<boolean>('cancellation') === true)
  const [products, setProducts] = useState<CancellableProduct[] | null>(null)
  const [quoted, setQuoted] = useState<Quoted>({ quotes: {}, state: 'loading' })
  const [done, setDone] = useState<RefundDoneLine[] | null>(null)
  // The products the quotes are for: a quote that arrives after the dialog closed or reopened is dropped.
  const asked = useRef(0)
  const chunk = useDialogChunk(cancellationChunk, wanted, { reopen: { dialog: 'cancellation', state: true } })
  const ui = chunk.value

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

  // Once the dialog's code is in, each request loads the in-transit orders, their refund quotes, and opens it.
  useEffect(() => {
    if (!wanted || !ui) return
    setWanted(false)
    setDone(null)
    const hide = ui.showLoading()
    void api.queryRefundableOrders().then((res) => {
      hide()
      if (isApiFailure(res)) return ui.showToast(res.message)
      const list = res.list.map((o) => ({ orderId: o.orderid, productName: o.productname }))
      setProducts(list)
      quote(list)
    })
  }, [wanted, ui, api, quote])
  const open = useCallback(() => setWanted(true), [])
  const value = useMemo(() => ({ openCancellation: open }), [open])
  const close = () => {
    asked.current += 1
    setProducts(null)
    setDone(null)
  }

  return (
    <CancellationContext.Provider value={value}>
      {children}
      {chunk.failed && <DialogLoadFailed onRetry={chunk.retry} onClose={() => setWanted(false)} />}
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
            const expected = orderIds.map((orderId) => ({ orderId, amount: quoted.quotes[orderId]!.amount }))
            const sending = refund.run({ orderIds, expected })
            if (!sending) return
            const hide = ui.showLoading()
            void sending.then((res) => {
              hide()
              if (isApiFailure(res)) {
                ui.showToast(res.message)
                // The amount may have changed (the cooling-off ended, the day turned): show the new one.
                if (products) quote(products)
                return
              }
              const name = (id: string) => products?.find((p) => p.orderId === id)?.productName ?? id
              setDone(res.data.refunds.map((r) => ({ orderId: r.orderId, productName: name(r.orderId), amount: r.amount })))
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
