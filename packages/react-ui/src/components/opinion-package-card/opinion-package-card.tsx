import { formatMoney } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

export interface OpinionPackageCardProps {
  name: string
  adviserName: string
  description?: string
  subscribers: number
  /** Lowest price already filtered by core's price rules; null hides it. */
  price: number | null
  onClick?: () => void
}

/**
 * An opinion package (观点包): name, adviser, description, subscribers, price from.
 * @example <OpinionPackageCard name="金股日报" adviserName="张三" subscribers={88} price={99} />
 */
export function OpinionPackageCard({
  name,
  adviserName,
  description,
  subscribers,
  price,
  onClick,
}: OpinionPackageCardProps) {
  return (
    <CardShell onClick={onClick} className="tg-opinion-package-card">
      <span className="tg-card-title" style={{ display: 'block' }}>
        {name}
      </span>
      {description && <span className="tg-card-text tg-clamp-2">{description}</span>}
      <span className="tg-row">
        <span className="tg-card-meta">
          {adviserName} · {messages.subscribers(subscribers)}
        </span>
        {price !== null && <span className="tg-price">{formatMoney(price)}</span>}
      </span>
    </CardShell>
  )
}
