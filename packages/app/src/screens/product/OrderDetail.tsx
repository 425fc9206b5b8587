import { List } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import type { Order } from '@tougu/core'
import { ErrorRetryBlock } from '@tougu/react-ui'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

/**
 * The day service begins: the order's start day when the exchange trades that day, else the next trading day
 * (getTradeDay; docs/decisions.md wave2-wxorders-3). Shows the start day itself until the answer comes.
 */
function ServiceStart({ day }: { day: string }) {
  const trade = useApiQuery('products.getTradeDay', { date: day })
  const start = trade.data ? (trade.data.data.isTradeDay ? trade.data.data.date : trade.data.data.nextTradeDay) : day
  return <List.Item extra={start}>{m.serviceStart}</List.Item>
}

/** 回访 (follow-up) status of a paid order (queryOrderCallback). */
function CallbackStatus({ orderId }: { orderId: string }) {
  const cb = useApiQuery('orders.queryOrderCallback', { orderId })
  const text = cb.status === 'error' ? (cb.error ?? '') : cb.data ? (cb.data.data.done ? m.callbackDone : m.callbackPending) : '…'
  return <List.Item extra={text}>{m.callbackLabel}</List.Item>
}

const UNPAID = 80

function OrderFacts({ order }: { order: Order }) {
  const status = order.stStatus
  const paid = status !== undefined && status !== UNPAID && status !== 95
  return (
    <List header={m.orderDetail}>
      <List.Item extra={order.productname}>{m.orderProduct}</List.Item>
      <List.Item extra={order.orderid}>{m.orderNo}</List.Item>
      <List.Item extra={status !== undefined ? (m.orderStatus[status] ?? String(status)) : ''}>{m.orderStatusLabel}</List.Item>
      <List.Item extra={`¥${order.amount}`}>{m.orderAmount}</List.Item>
      <List.Item extra={`¥${order.payAmount}`}>{m.orderPayAmount}</List.Item>
      <List.Item extra={formatDateTime(order.createTime)}>{m.orderTime}</List.Item>
      {order.startDate && <ServiceStart day={order.startDate} />}
      {paid && <List.Item extra={order.endDate ?? m.serviceLongTerm}>{m.serviceEnd}</List.Item>}
      {paid && <CallbackStatus orderId={order.orderid} />}
    </List>
  )
}

function OrderDetailBody({ orderId, productId }: { orderId: string; productId: string }) {
  // The contract has no single-order read: queryUserOrderById lists the user's orders of one authority (product).
  const orders = useApiQuery('orders.queryUserOrderById', { authorityId: productId, offset: 0, size: 50 })
  return (
    <QueryView query={orders}>
      {(res) => {
        const order = res.list.find((o) => o.orderid === orderId)
        return order ? <OrderFacts order={order} /> : <ErrorRetryBlock description={m.orderNotFound} onRetry={orders.retry} />
      }}
    </QueryView>
  )
}

/** 订单详情 (/usercenter/orderDetail?orderId=&productId=): one order with its service dates and 回访 status. */
export function OrderDetail() {
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const productId = params.get('productId') ?? ''
  return (
    <Page>
      <LoginGate>{orderId && productId ? <OrderDetailBody orderId={orderId} productId={productId} /> : <ErrorRetryBlock description={m.orderNotFound} />}</LoginGate>
    </Page>
  )
}
