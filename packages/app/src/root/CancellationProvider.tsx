import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { CancellationDialog, showLoading, showToast, type CancellableProduct } from '@tougu/react-ui'
import { isApiFailure } from '@tougu/core'
import { appMessages } from '../messages.js'
import { useServices } from '../services/index.js'

export interface CancellationApi {
  /** Loads the investor's in-transit products (spec §7 refund list query) and opens 投顾产品解约确认. */
  openCancellation: () => void
}

const CancellationContext = createContext<CancellationApi | null>(null)

/**
 * The cancellation dialog of spec §2, opened on demand from any screen.
 * @example const { openCancellation } = useCancellation(); <Button onClick={openCancellation}>解约</Button>
 */
export function CancellationProvider({ children }: { children: ReactNode }) {
  const { api, privileges } = useServices()
  const [products, setProducts] = useState<CancellableProduct[] | null>(null)

  const open = useCallback(() => {
    const hide = showLoading()
    void api.queryRefundableOrders().then((res) => {
      hide()
      if (isApiFailure(res)) return showToast(res.message)
      setProducts(res.list.map((o) => ({ orderId: o.orderid, productName: o.productname })))
    })
  }, [api])
  const value = useMemo(() => ({ openCancellation: open }), [open])

  return (
    <CancellationContext.Provider value={value}>
      {children}
      <CancellationDialog
        visible={products !== null}
        products={products ?? []}
        onCancel={() => setProducts(null)}
        onConfirm={(orderIds) => {
          const hide = showLoading()
          void api.orders.refundOrder({ orderIds }).then((res) => {
            hide()
            if (isApiFailure(res)) return showToast(res.message)
            setProducts(null)
            showToast(appMessages.cancellationDone)
            void privileges.refresh({ force: true }).catch(() => undefined)
          })
        }}
      />
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
