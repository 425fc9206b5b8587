import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface OrderItemProps {
  productName: string
  orderId: string
  /** The status label as the screen names it (the spec does not define labels for the codes). */
  statusText: string
  /** Highlights the status (e.g. awaiting payment). */
  statusEmphasis?: boolean
  /** Amount paid, in yuan. */
  amount?: number
  /** Already formatted order time. */
  createdText?: string
  onClick?: () => void
}

/**
 * An order row: product, order number, status, amount, time.
 * @example <OrderItem productName="金股日报" orderId="202601010001" statusText="服务中" amount={99} />
 */
export function OrderItem({
  productName,
  orderId,
  statusText,
  statusEmphasis,
  amount,
  createdText,
  onClick,
}: OrderItemProps) {
  return (
    <CardShell onClick={onClick} className="tg-order-item">
      <span className="tg-row">
        <span className="tg-card-title tg-clamp-2">{productName}</span>
        <span className={statusEmphasis ? 'tg-badge tg-badge-primary' : 'tg-badge'}>{statusText}</span>
      </span>
      <span className="tg-card-meta" style={{ display: 'block' }}>
        {messages.orderNo(orderId)}
      </span>
      <span className="tg-row">
        <span className="tg-card-meta">{createdText}</span>
        {amount !== undefined && <span className="tg-price">{messages.yuan(amount)}</span>}
      </span>
    </CardShell>
  )
}
