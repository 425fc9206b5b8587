import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { CancellableProduct } from '@tougu/react-ui'
import { isApiFailure } from '@tougu/core'
import { appMessages } from '../messages.js'
import { useServices } from '../services/index.js'
import { loadOnce } from '../navigation/loadOnce.js'
import { DialogLoadFailed, takeReopen, useDialogChunk } from './DialogLoadFailed.js'
export interface CancellationApi {
  /** Loads the investor's in-transit products (spec §7 refund list query) and opens 投顾产品解约确认. */
  openCancellation: () => void
}

// The dialog and its toasts load on the first request; a load that fails is offered again where it failed (wave3-journey-9).
const cancellationChunk = loadOnce(() => import('./cancellationUi.js'))

const CancellationContext = createContext<CancellationApi | null>(null)

/**
 * The cancellation dialog of spec §2, opened on demand from any screen. The dialog and its toasts load on the
 * first request (the tap waits for them as it waits for the order query), then stay for later requests; when they do
 * not load, 重试 loads them again in place.
 * @example const { openCancellation } = useCancellation(); <Button onClick={openCancellation}>解约</Button>
 */
export function CancellationProvider({ children }: { children: ReactNode }) {
  const { api, privileges } = useServices()
  // A request whose dialog code did not load, retried through a reload, opens it again after it (DialogLoadFailed.tsx).
  const [wanted, setWanted] = useState(() => takeReopen<boolean>('cancellation') === true)
  const [products, setProducts] = useState<CancellableProduct[] | null>(null)
  const chunk = useDialogChunk(cancellationChunk, wanted, { reopen: { dialog: 'cancellation', state: true } })
  const ui = chunk.value

  // Once the dialog's code is in, each request loads the in-transit orders and opens it.
  useEffect(() => {
    if (!wanted || !ui) return
    setWanted(false)
    const hide = ui.showLoading()
    void api.queryRefundableOrders().then((res) => {
      hide()
      if (isApiFailure(res)) return ui.showToast(res.message)
      setProducts(res.list.map((o) => ({ orderId: o.orderid, productName: o.productname })))
    })
  }, [wanted, ui, api])
  const open = useCallback(() => setWanted(true), [])
  const value = useMemo(() => ({ openCancellation: open }), [open])

  return (
    <CancellationContext.Provider value={value}>
      {children}
      {chunk.failed && <DialogLoadFailed onRetry={chunk.retry} onClose={() => setWanted(false)} />}
      {ui && (
        <ui.CancellationDialog
          visible={products !== null}
          products={products ?? []}
          onCancel={() => setProducts(null)}
          onConfirm={(orderIds) => {
            const hide = ui.showLoading()
            void api.orders.refundOrder({ orderIds }).then((res) => {
              hide()
              if (isApiFailure(res)) return ui.showToast(res.message)
              setProducts(null)
              ui.showToast(appMessages.cancellationDone)
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
