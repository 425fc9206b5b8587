import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { CancellableProduct } from '@tougu/react-ui'
import { isApiFailure } from '@tougu/core'
import { appMessages } from '../messages.js'
import { useServices } from '../services/index.js'
import type * as CancellationUiModule from './cancellationUi.js'

export interface CancellationApi {
  /** Loads the investor's in-transit products (spec §7 refund list query) and opens 投顾产品解约确认. */
  openCancellation: () => void
}

type CancellationUi = typeof CancellationUiModule

const CancellationContext = createContext<CancellationApi | null>(null)

/**
 * The cancellation dialog of spec §2, opened on demand from any screen. The dialog and its toasts load on the
 * first request (the tap waits for them as it waits for the order query), then stay for later requests.
 * @example const { openCancellation } = useCancellation(); <Button onClick={openCancellation}>解约</Button>
 */
export function CancellationProvider({ children }: { children: ReactNode }) {
  const { api, privileges } = useServices()
  const [ui, setUi] = useState<CancellationUi | null>(null)
  const [products, setProducts] = useState<CancellableProduct[] | null>(null)

  const open = useCallback(() => {
    void import('./cancellationUi.js').then(
      (loaded) => {
        setUi(loaded)
        const hide = loaded.showLoading()
        void api.queryRefundableOrders().then((res) => {
          hide()
          if (isApiFailure(res)) return loaded.showToast(res.message)
          setProducts(res.list.map((o) => ({ orderId: o.orderid, productName: o.productname })))
        })
      },
      // The dialog's chunk did not load: rethrown in render, so the root error page says so and offers a reload.
      (error: unknown) =>
        setUi(() => {
          throw error
        }),
    )
  }, [api])
  const value = useMemo(() => ({ openCancellation: open }), [open])

  return (
    <CancellationContext.Provider value={value}>
      {children}
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
