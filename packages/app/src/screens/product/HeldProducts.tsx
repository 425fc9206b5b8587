import { useState } from 'react'
import { List, Switch } from 'antd-mobile'
import { isApiFailure } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useApiQuery, usePagedList, useServices } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { orderDetailPath } from './orderPaths.js'
import { productMessages as m } from './productMessages.js'

/** Products whose updates are pushed to subscribers: tips (锦囊更新) and the commission product (策略更新). */
const NOTIFIED = new Set(['tips', 'commission'])

/**
 * 更新提醒 on/off of one held product (queryMessasgNotice / changeMessasgNotice). The switch shows the server's
 * state; a change is sent at once and rolled back with the server's message if refused.
 */
function UpdateNoticeSwitch({ productId, productName }: { productId: string; productName: string }) {
  const { api } = useServices()
  const notice = useApiQuery((signal) => api.products.queryMessasgNotice({ productId }, { signal }), [productId])
  const [override, setOverride] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const enabled = override ?? notice.data?.data.enabled ?? false
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
  return (
    <Switch
      checked={enabled}
      loading={busy || notice.status === 'loading'}
      disabled={notice.status === 'error'}
      onChange={(on) => void change(on)}
      aria-label={m.updateNoticeOf(productName)}
    />
  )
}

/** 已购产品 (/usercenter/products): the products the investor holds, their validity, 更新提醒, and their order. */
export function HeldProducts() {
  const { api } = useServices()
  const go = useAppNavigate()
  const held = usePagedList((page, signal) => api.orders.getUserProductList(page, { signal }), [])
  return (
    <Page>
      <LoginGate>
        <PagedListView
          list={held}
          label={m.heldProducts}
          emptyText={m.heldEmpty}
          getKey={(h) => h.orderId}
          renderItem={(h) => (
            <List.Item
              title={m.productTypeName[h.productType] ?? h.productType}
              description={
                <span>
                  {h.endDate ? m.heldValidUntil(h.endDate) : m.heldLongTerm}
                  {NOTIFIED.has(h.productType) && (
                    // The switch is its own control: a tap on it must not open the order.
                    <span style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }} onClick={(e) => e.stopPropagation()}>
                      {m.updateNotice}
                      <UpdateNoticeSwitch productId={h.productId} productName={h.productName} />
                    </span>
                  )}
                </span>
              }
              onClick={() => go(orderDetailPath({ orderid: h.orderId, productid: h.productId }))}
            >
              {h.productName}
            </List.Item>
          )}
        />
      </LoginGate>
    </Page>
  )
}
