import { CapsuleTabs } from 'antd-mobile'
import { useLocation, useSearchParams } from 'react-router'
import { ORDER_STATUS_FILTER, type Order } from '@tougu/core'
import { OrderItem } from '@tougu/react-ui'
import { Page, PagedListView } from '../../root/index.js'
import { useServices, usePagedList } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { LoginGate } from './LoginGate.js'
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

function OrderRow({ order }: { order: Order }) {
  const status = order.stStatus
  return (
    <OrderItem
      productName={order.productname}
      orderId={order.orderid}
      statusText={status !== undefined ? (m.orderStatus[status] ?? String(status)) : ''}
      statusEmphasis={status === 80}
      amount={Number(order.payAmount)}
      createdText={formatDateTime(order.createTime)}
    />
  )
}

function OrderList({ stStatus }: { stStatus: number[] }) {
  const { api } = useServices()
  const { key } = useLocation()
  const orders = usePagedList((page, signal) => api.orders.queryUserOrder({ ...page, stStatus }, { signal }), [stStatus.join(',')], {
    cacheKey: `orders:${key}:${stStatus.join(',')}`,
  })
  return <PagedListView list={orders} label={m.myOrders} emptyText={m.orderEmpty} getKey={(o) => o.orderid} renderItem={(o) => <OrderRow order={o} />} />
}

/** 我的订单 (/usercenter/order): the user's orders, filtered by status code (spec §4), paged. */
export function MyOrders() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const stStatus = statusFilterOf(raw)
  const active = stStatus.length === 1 ? String(stStatus[0]) : ALL
  return (
    <Page>
      <LoginGate>
        <CapsuleTabs activeKey={active} onChange={(k) => setParams(k === ALL ? {} : { status: k }, { replace: true })}>
          <CapsuleTabs.Tab key={ALL} title={m.orderAll} />
          {ORDER_STATUS_FILTER.map((code) => (
            <CapsuleTabs.Tab key={String(code)} title={m.orderStatus[code] ?? String(code)} />
          ))}
        </CapsuleTabs>
        <OrderList stStatus={stStatus} />
      </LoginGate>
    </Page>
  )
}
