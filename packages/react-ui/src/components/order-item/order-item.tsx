import { formatMoney } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'
import { CardActions, type CardAction } from '../card-shell/card-actions.js'

/** An action of an order row, e.g. 去支付 (primary) or 取消. */
export type OrderAction = CardAction

interface OrderItemBaseProps {
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
}

/**
 * Either the whole row is one tap target (`onClick`), or it carries its own buttons (`actions`, e.g. 去支付 /
 * 取消 on an unpaid order): a button cannot sit inside another.
 */
export type OrderItemProps = OrderItemBaseProps &
  ({ onClick?: () => void; actions?: never } | { actions: readonly OrderAction[]; onClick?: never })

/**
 * An order row: product, order number, status, amount, time, and the order's actions when it has some.
 * @example <OrderItem productName="金股日报" orderId="202601010001" statusText="待支付" amount={99} actions={[{ label: '去支付', onClick: pay, primary: true }]} />
 */
export function OrderItem({
  productName,
  orderId,
  statusText,
  statusEmphasis,
  amount,
  createdText,
  onClick,
  actions,
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
        {amount !== undefined && <span className="tg-price">{formatMoney(amount)}</span>}
      </span>
      {actions && actions.length > 0 && <CardActions actions={actions} label={messages.orderActions} style={{ marginTop: 8 }} />}
    </CardShell>
  )
}
