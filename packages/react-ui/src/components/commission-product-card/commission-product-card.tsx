import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface CommissionProductCardProps {
  name: string
  adviserName: string
  description?: string
  /** Commission rate as shown, e.g. `10%`. */
  rate: string
  onClick?: () => void
}

/**
 * The commission-based product (按收益提成): name, adviser, description, rate.
 * @example <CommissionProductCard name="稳健提成宝" adviserName="张三" rate="10%" />
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
