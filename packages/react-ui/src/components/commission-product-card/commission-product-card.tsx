import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface CommissionProductCardProps {
  name: string
  adviserName: string
  description?: string
  /** The fee as the server words it, e.g. `成交金额的万分之8`. */
  rate: string
  onClick?: () => void
}

/**
 * The commission-based product (fee on turnover, never on returns): name, adviser, description, fee.
 * @example <CommissionProductCard name="佣金宝·组合投顾" adviserName="张三" rate="成交金额的万分之8" />
 */
export function CommissionProductCard({
  name,
  adviserName,
  description,
  rate,
  onClick,
}: CommissionProductCardProps) {
  return (
    <CardShell onClick={onClick} className="tg-commission-product-card">
      <span className="tg-card-title" style={{ display: 'block' }}>
        {name}
      </span>
      {description && <span className="tg-card-text tg-clamp-2">{description}</span>}
      <span className="tg-row">
        <span className="tg-card-meta">{adviserName}</span>
        <span className="tg-price">{messages.commissionRate(rate)}</span>
      </span>
    </CardShell>
  )
}
