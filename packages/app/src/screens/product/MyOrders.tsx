import { useRef, useState } from 'react'
import { CapsuleTabs, Checkbox, SearchBar, Tabs } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { isApiFailure, ORDER_STATUS_FILTER, type Order } from '@tougu/core'
import { OrderItem, showChoice, showConfirm, showToast, type OrderAction } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useApiMutation, useServices, usePagedList } from '../../services/index.js'
import { payOrder } from '../sign/paySequence.js'
import { clearSignFlow, readSignFlow } from '../sign/signFlow.js'
import { signMessages } from '../sign/signMessages.js'
import { confirmDemoPay, demoPayAvailable, useAlipayOffered, useFlowStorage } from '../sign/signShared.js'
import { formatDateTime } from './formatDate.js'
import { LoginGate } from './LoginGate.js'
import { orderDetailPath } from './orderPaths.js'
import { productMessages as m } from './productMessages.js'

const ALL = 'all'

/**
 * The status filter of the orders page from the URL (`?status=105`), so going back keeps it. Unknown
 * values mean all statuses. Returns the stStatus list to query.
 * @example statusFilterOf('105') // [105]
 */
export function statusFilterOf(value: string | null): number[] {
  const code = Number(value)
  return (ORDER_STATUS_FILTER as readonly number[]).includes(code) ? [code] : [...ORDER_STATUS_FILTER]
}

const UNPAID = 80

/**
 * 去支付 / 取消 of an unpaid order. 去支付 asks the pay method (when more than WeChat pay is offered: the
 * order does not keep the one chosen at purchase) and pays the same order through the signing flow's pay
 * sequence, then shows its result page; 取消 confirms and calls cancelOrder, whose success reloads the order lists
 * (services/mutations.ts).
 */
function useUnpaidActions(order: Order): OrderAction[] {
  const { api, mutate, bridge } = useServices()
  const cancelOrder = useApiMutation('orders.cancelOrder')
  const go = useAppNavigate()
  const storage = useFlowStorage()
  const alipay = useAlipayOffered()
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null)
  const running = useRef(false)
  const once = async (kind: 'pay' | 'cancel', work: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(kind)
    try {
      await work()
    } finally {
      running.current = false
      setBusy(null)
    }
  }
  const pay = () =>
    once('pay', async () => {
      const payType = alipay
        ? await showChoice<1 | 2>({
            title: signMessages.payMethodTitle,
            choices: [
              { key: 1, label: signMessages.wechatPay },
              { key: 2, label: signMessages.alipay },
            ],
          })
        : 1
      if (payType === null) return
      const outcome = await payOrder(
        { api, mutate, bridge, confirmDemoPay, demoPayAvailable: () => demoPayAvailable(api) },
        { orderId: order.orderid, payAmount: order.payAmount },
        payType,
        order.productname,
      )
      if (outcome.kind === 'cancelled') return showToast(signMessages.payCancelledToast)
      if (outcome.kind === 'failed') return showToast(signMessages.payFailedToast(outcome.message))
      if (outcome.kind === 'unavailable') return showToast(signMessages.payUnavailable)
      go(`/sign/done?productId=${encodeURIComponent(order.productid)}&orderId=${encodeURIComponent(order.orderid)}`)
    })
  const cancel = () =>
    once('cancel', async () => {
      if (!(await showConfirm({ content: signMessages.cancelOrderConfirm }))) return
      const res = await cancelOrder.run({ orderId: order.orderid })
      if (res === null) return
      if (isApiFailure(res)) return showToast(res.message)
      // The signing pages of this tab must not offer 继续支付 on the order cancelled here.
      if (readSignFlow(storage, order.productid)?.order?.orderId === order.orderid) clearSignFlow(storage, order.productid)
      showToast(signMessages.orderCancelled)
    })
  return [
    { label: m.orderCancel, onClick: () => void cancel(), loading: busy === 'cancel' },
    { label: m.orderPay, onClick: () => void pay(), primary: true, loading: busy === 'pay' },
  ]
}

function UnpaidOrderRow({ order }: { order: Order }) {
  const actions = useUnpaidActions(order)
  return (
    <OrderItem
      productName={order.productname}
      orderId={order.orderid}
      statusText={m.orderStatus[UNPAID] ?? String(UNPAID)}
      statusEmphasis
      amount={Number(order.payAmount)}
      createdText={formatDateTime(order.createTime)}
      actions={actions}
    />
  )
}

const statusTextOf = (status: number | undefined) => (status !== undefined ? (m.orderStatus[status] ?? String(status)) : '')

function OrderRow({ order }: { order: Order }) {
  const go = useAppNavigate()
  const status = order.stStatus
  if (status === UNPAID) return <UnpaidOrderRow order={order} />
  return (
    <OrderItem
      productName={order.productname}
      orderId={order.orderid}
      statusText={statusTextOf(status)}
      amount={Number(order.payAmount)}
      createdText={formatDateTime(order.createTime)}
      onClick={() => go(orderDetailPath(order))}
    />
  )
}

type OrderSource = 'h5' | 'crm'

function OrderList({ stStatus, source, trial }: { stStatus: number[]; source: OrderSource; trial: boolean }) {
  const filter = { stStatus, ...(trial ? { iIsTY: 1 } : {}) }
  const orders = usePagedList(source === 'crm' ? 'orders.queryCrmOrder' : 'orders.queryUserOrder', filter)
  return <PagedListView list={orders} label={m.myOrders} emptyText={m.orderEmpty} getKey={(o) => o.orderid} renderItem={(o) => <OrderRow order={o} />} />
}

/** CRM orders whose product name contains the text (queryCrmOrderByProductName answers them all at once). */
function CrmSearchResults({ name }: { name: string }) {
  const go = useAppNavigate()
  const found = usePagedList('orders.queryCrmOrderByProductName', { sProduName: name }, { unpaged: true })
  return (
    <PagedListView
      list={found}
      label={m.myOrders}
      emptyText={m.orderSearchEmpty}
      getKey={(o) => o.orderid}
      renderItem={(o) => <OrderItem productName={o.productname} orderId={o.orderid} statusText={statusTextOf(o.stStatus)} onClick={() => go(orderDetailPath(o))} />}
    />
  )
}

/**
 * 我的订单 (/usercenter/order): the user's orders, H5 orders (queryUserOrder) or the CRM's record (queryCrmOrder),
 * filtered by status code (spec §4) and optionally to experience orders (iIsTY), paged; the CRM tab searches by
 * product name. A paid order opens its detail.
 */
export function MyOrders() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const stStatus = statusFilterOf(raw)
  const active = stStatus.length === 1 ? String(stStatus[0]) : ALL
  const source: OrderSource = params.get('source') === 'crm' ? 'crm' : 'h5'
  const trial = params.get('ty') === '1'
  const search = (params.get('q') ?? '').trim()
  // Filters live in the URL (back keeps them); each change replaces the entry rather than stacking history.
  const update = (change: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(change)) {
          if (v === null) next.delete(k)
          else next.set(k, v)
        }
        return next
      },
      { replace: true },
    )
  return (
    <Page>
      <LoginGate>
        <Tabs activeKey={source} onChange={(k) => update({ source: k === 'crm' ? 'crm' : null, q: null })} aria-label={m.orderSourceLabel}>
          <Tabs.Tab key="h5" title={m.orderSourceH5} />
          <Tabs.Tab key="crm" title={m.orderSourceCrm} />
        </Tabs>
        {source === 'crm' && (
          <div style={{ padding: '8px 12px 0' }}>
            <SearchBar
              placeholder={m.orderSearchPlaceholder}
              defaultValue={search}
              aria-label={m.orderSearchPlaceholder}
              onSearch={(v) => update({ q: v.trim() === '' ? null : v.trim() })}
              onClear={() => update({ q: null })}
            />
          </div>
        )}
        {search !== '' && source === 'crm' ? (
          <CrmSearchResults name={search} />
        ) : (
          <>
            <CapsuleTabs activeKey={active} onChange={(k) => update({ status: k === ALL ? null : k })}>
              <CapsuleTabs.Tab key={ALL} title={m.orderAll} />
              {ORDER_STATUS_FILTER.map((code) => (
                <CapsuleTabs.Tab key={String(code)} title={m.orderStatus[code] ?? String(code)} />
              ))}
            </CapsuleTabs>
            <div style={{ padding: '0 12px 8px' }}>
              <Checkbox checked={trial} onChange={(on) => update({ ty: on ? '1' : null })}>
                {m.orderTrialOnly}
              </Checkbox>
            </div>
            <OrderList stStatus={stStatus} source={source} trial={trial} />
          </>
        )}
      </LoginGate>
    </Page>
  )
}
