import { useState } from 'react'
import { isApiFailure, productTypeLabel, type ProductHolding } from '@tougu/core'
import { HoldingItem, showToast, type HoldingItemProps, type HoldingToggle } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useApiQuery, usePagedList, useServices } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { orderDetailPath } from './orderPaths.js'
import { productMessages as m } from './productMessages.js'

/** Products whose updates are pushed to subscribers: tips (锦囊更新) and the commission product (策略更新). */
const NOTIFIED = new Set(['tips', 'commission'])

/**
 * 更新提醒 on/off of one held product (queryMessasgNotice / changeMessasgNotice): the switch shows the server's state;
 * a change is sent at once and rolled back with the server's message if refused.
 */
function useUpdateNotice(productId: string): HoldingToggle {
  const { api } = useServices()
  const notice = useApiQuery('products.queryMessasgNotice', { productId })
  const [override, setOverride] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const change = async (on: boolean) => {
    setBusy(true)
    setOverride(on)
    const res = await api.products.changeMessasgNotice({ productId, enabled: on })
    setBusy(false)
    if (isApiFailure(res)) {
      setOverride(null)
      showToast(res.message)
      return
    }
    showToast(on ? m.updateNoticeOn : m.updateNoticeOff)
  }
  return {
    label: m.updateNotice,
    checked: override ?? notice.data?.data.enabled ?? false,
    loading: busy || notice.status === 'loading',
    disabled: notice.status === 'error',
    onChange: (on) => void change(on),
  }
}

function HoldingRow({ holding: h }: { holding: ProductHolding }) {
  const go = useAppNavigate()
  const props = {
    productName: h.productName,
    typeText: productTypeLabel(h.productType),
    validityText: h.endDate ? m.heldValidUntil(h.endDate) : m.heldLongTerm,
    onOpen: () => go(orderDetailPath({ orderid: h.orderId, productid: h.productId })),
  }
  return NOTIFIED.has(h.productType) ? <NotifiedHoldingRow {...props} productId={h.productId} /> : <HoldingItem {...props} />
}

function NotifiedHoldingRow({ productId, ...props }: Omit<HoldingItemProps, 'toggle'> & { productId: string }) {
  const toggle = useUpdateNotice(productId)
  return <HoldingItem {...props} toggle={toggle} />
}

/** 已购产品 (/usercenter/products): the products the investor holds, their validity, 更新提醒, and their order. */
export function HeldProducts() {
  const held = usePagedList('orders.getUserProductList', {})
  return (
    <Page>
      <LoginGate>
        <PagedListView list={held} label={m.heldProducts} emptyText={m.heldEmpty} getKey={(h) => h.orderId} renderItem={(h) => <HoldingRow holding={h} />} />
      </LoginGate>
    </Page>
  )
}
