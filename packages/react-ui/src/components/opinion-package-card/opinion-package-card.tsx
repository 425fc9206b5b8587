import { formatMoney, periodUnitLabel } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'
import { ProductTags, type ProductTag } from '../product-tags/product-tags.js'

export interface OpinionPackageCardProps {
  name: string
  adviserName: string
  description?: string
  subscribers: number
  /** Lowest price already filtered by core's price rules; null hides it. */
  price: number | null
  /** The period the price buys (spec §3 code, labelled by core's `periodUnitLabel`): 「¥199.00 / 1个月」. */
  periodId?: number
  /** What the row is compared on (风险等级, 热门, 已订阅…). */
  tags?: readonly ProductTag[]
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
  periodId,
  tags = [],
  onClick,
}: OpinionPackageCardProps) {
  const unit = periodId === undefined ? undefined : periodUnitLabel(periodId)
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
        {price !== null && (
          <span className="tg-price">
            {formatMoney(price)}
            {unit ? ` / ${unit}` : ''}
          </span>
        )}
      </span>
      <ProductTags tags={tags} />
    </CardShell>
  )
}
