import Button from 'antd-mobile/es/components/button'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface OrderAction {
  label: string
  onClick: () => void
  /** The main action (filled, firm red), e.g. 去支付. */
  primary?: boolean
  loading?: boolean
}

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
        {amount !== undefined && <span className="tg-price">{messages.yuan(amount)}</span>}
      </span>
      {actions && actions.length > 0 && (
        <span className="tg-row" role="group" aria-label={messages.orderActions} style={{ justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
          {actions.map((a) => (
            <Button
              key={a.label}
              size="small"
              color="primary"
              fill={a.primary ? 'solid' : 'outline'}
              loading={a.loading ?? false}
              loadingText={a.label}
              onClick={a.onClick}
            >
              {a.label}
            </Button>
          ))}
        </span>
      )}
    </CardShell>
  )
}
