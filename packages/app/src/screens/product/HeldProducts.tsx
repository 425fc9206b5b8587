import { useState } from 'react'
import { Button } from 'antd-mobile'
import { isApiFailure, isRenewalDue, productTypeLabel, type ProductHolding } from '@tougu/core'
import { EmptyBlock, HoldingItem, showToast, type HoldingAction, type HoldingItemProps, type HoldingToggle } from '@tougu/react-ui'
import { readingPath, useAppNavigate, useSubscribe } from '../../navigation/index.js'
import { useSearchParams } from '../../navigation/router.js'
import { Page, PagedListView, QueryView } from '../../root/index.js'
import { useApiMutation, useApiQuery, usePagedList, usePrivileges, useServices } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { orderDetailPath } from './orderPaths.js'
import { productMessages as m } from './productMessages.js'
import { useRenewalDue } from './ProductKeeping.js'

/** Products whose updates are pushed to subscribers: tips (锦囊更新) and the commission product (策略更新). */
const NOTIFIED = new Set(['tips', 'commission'])

/**
 * 更新提醒 on/off of one held product (queryMessasgNotice / changeMessasgNotice): the switch shows the server's state;
 * a change is sent at once and rolled back with the server's message if refused.
 */
function useUpdateNotice(productId: string): HoldingToggle {
  const notice = useApiQuery('products.queryMessasgNotice', { productId })
  const changeNotice = useApiMutation('products.changeMessasgNotice')
  const [override, setOverride] = useState<boolean | null>(null)
  const change = async (on: boolean) => {
    const sending = changeNotice.run({ productId, enabled: on })
    if (!sending) return
    setOverride(on)
    const res = await sending
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
    loading: changeNotice.pending || notice.status === 'loading',
    disabled: notice.status === 'error',
    onChange: (on) => void change(on),
  }
}

/** The holding's row: its content on a tap, 订单详情, and 续费 on the service that ends last when it is due. */
function HoldingRow({ holding: h }: { holding: ProductHolding }) {
  const go = useAppNavigate()
  const subscribe = useSubscribe()
  const dueOn = useRenewalDue(h.productId)
  const detail = () => go(orderDetailPath({ orderid: h.orderId, productid: h.productId }))
  const actions: HoldingAction[] = [{ label: m.heldOrderDetail, onClick: detail }]
  // Two orders of one product (a renewal made): only the one that ends last offers 续费.
  if (dueOn !== null && dueOn === h.endDate) actions.push({ label: m.renew, onClick: () => subscribe(h.productId), primary: true })
  const props = {
    productName: h.productName,
    typeText: productTypeLabel(h.productType),
    validityText: h.endDate ? m.heldValidUntil(h.endDate) : m.heldLongTerm,
    onOpen: h.content ? () => go(readingPath(h.content!)) : detail,
    actions,
  }
  return NOTIFIED.has(h.productType) ? <NotifiedHoldingRow {...props} productId={h.productId} /> : <HoldingItem {...props} />
}

function NotifiedHoldingRow({ productId, ...props }: Omit<HoldingItemProps, 'toggle'> & { productId: string }) {
  const toggle = useUpdateNotice(productId)
  return <HoldingItem {...props} toggle={toggle} />
}

/**
 * 已购产品 (/usercenter/products): the products the investor holds, their validity, 更新提醒; a row opens the content,
 * its actions the order and 续费 (decision wave3-journey-4). `?due=1` (我的's reminder) lists only the services due
 * for renewal, each with 续费.
 */
export function HeldProducts() {
  const [params] = useSearchParams()
  const due = params.get('due') === '1'
  return (
    <Page>
      <LoginGate>{due ? <DueHoldings /> : <AllHoldings />}</LoginGate>
    </Page>
  )
}

function AllHoldings() {
  const held = usePagedList('orders.getUserProductList', {})
  return <PagedListView list={held} label={m.heldProducts} emptyText={m.heldEmpty} getKey={(h) => h.orderId} renderItem={(h) => <HoldingRow holding={h} />} />
}

/** The services due for renewal: every holding at once (the reminder counts them all), filtered by the renewal rule. */
function DueHoldings() {
  const held = useApiQuery('orders.getUserProductList', { offset: 0, size: DUE_PAGE })
  const go = useAppNavigate()
  return (
    <section aria-label={m.heldDueTitle}>
      <h2 className="tg-card-title" style={{ margin: '12px 16px 4px' }}>{m.heldDueTitle}</h2>
      <p className="tg-card-meta" style={{ margin: '0 16px 8px' }}>{m.heldDueIntro}</p>
      <QueryView query={held}>{({ list }) => <DueList list={list} />}</QueryView>
      <div style={{ padding: 16 }}>
        <Button block onClick={() => go('/usercenter/products', { stay: true })}>
          {m.heldAll}
        </Button>
      </div>
    </section>
  )
}

/** The holdings due for renewal: the service that ends last of each product, by core's rule (as its row's 续费). */
function DueList({ list }: { list: ProductHolding[] }) {
  const { now } = useServices()
  const held = usePrivileges().data ?? []
  const due = list.filter((h) => {
    const p = held.find((x) => x.productId === h.productId)
    return p !== undefined && p.endDate === h.endDate && isRenewalDue(p, now())
  })
  if (due.length === 0) return <EmptyBlock description={m.heldDueEmpty} />
  return (
    <ul className="tg-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {due.map((h) => (
        <li key={h.orderId}>
          <HoldingRow holding={h} />
        </li>
      ))}
    </ul>
  )
}

/** Enough for every holding of an investor in one request (the reminder counts all of them). */
const DUE_PAGE = 200
