import { Button, List } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { formatMoney, type Order } from '@tougu/core'
import { ErrorRetryBlock } from '@tougu/react-ui'
import { Page, QueryView, useCancellation } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

/** 回访 (follow-up) status of a paid order (queryOrderCallback). */
function CallbackStatus({ orderId }: { orderId: string }) {
  const cb = useApiQuery('orders.queryOrderCallback', { orderId })
  const text = cb.status === 'error' ? (cb.error ?? '') : cb.data ? (cb.data.data.done ? m.callbackDone : m.callbackPending) : '…'
  return <List.Item extra={text}>{m.callbackLabel}</List.Item>
}

const UNPAID = 80
const CANCELLED = 95
/** In transit (spec §7's refund list): cooling-off and in service. These can be cancelled (解约). */
const IN_TRANSIT = new Set([105, 220])

/** How a paid order was paid: the pay method, or 无需支付 when nothing was paid (an experience coupon, the commission product). */
function payMethodText(order: Order): string {
  if (Number(order.payAmount) === 0) return m.orderPayNone
  return order.payType != null ? (m.orderPayTypes[order.payType] ?? String(order.payType)) : '—'
}

/**
 * The order's facts. Its service days are the server's (the paid day, the last served day: decision wave3-journey-1),
 * shown as they come. The page's title names it, so the list has no heading of its own.
 */
function OrderFacts({ order }: { order: Order }) {
  const { openCancellation } = useCancellation()
  const status = order.stStatus
  const paid = status !== undefined && status !== UNPAID && status !== CANCELLED
  return (
    <>
      <List>
        <List.Item extra={order.productname}>{m.orderProduct}</List.Item>
        <List.Item extra={order.orderid}>{m.orderNo}</List.Item>
        <List.Item extra={status !== undefined ? (m.orderStatus[status] ?? String(status)) : ''}>{m.orderStatusLabel}</List.Item>
        <List.Item extra={formatMoney(order.amount)}>{m.orderAmount}</List.Item>
        <List.Item extra={formatMoney(order.payAmount)}>{m.orderPayAmount}</List.Item>
        {paid && <List.Item extra={payMethodText(order)}>{m.orderPayType}</List.Item>}
        <List.Item extra={formatDateTime(order.createTime)}>{m.orderTime}</List.Item>
        {order.startDate && <List.Item extra={order.startDate}>{m.serviceStart}</List.Item>}
        {paid && <List.Item extra={order.endDate ?? m.serviceLongTerm}>{m.serviceEnd}</List.Item>}
        {paid && <CallbackStatus orderId={order.orderid} />}
      </List>
      {status !== undefined && IN_TRANSIT.has(status) && (
        <div style={{ padding: 16 }}>
          {/* The cancellation dialog lists every in-transit product; its texts and refunds are its own. */}
          <Button block color="primary" fill="outline" onClick={openCancellation}>
            {m.orderCancelService}
          </Button>
        </div>
      )}
    </>
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

/** 订单详情 (/usercenter/orderDetail?orderId=&productId=): one order with its pay method, service days, 回访 status and 解约. */
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
