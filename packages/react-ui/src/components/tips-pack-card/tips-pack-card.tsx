import { formatMoney, periodUnitLabel } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'
import { ProductTags, type ProductTag } from '../product-tags/product-tags.js'

export interface TipsPackCardProps {
  title: string
  adviserName: string
  summary?: string
  /** Price after core's price rules (null = not on sale now). */
  price: number | null
  /** Period unit code (spec §3), labelled by core's `periodUnitLabel`. */
  periodId: number
  /** What the row is compared on (风险等级, 胜率, 已订阅, 限时, 热门). */
  tags?: readonly ProductTag[]
  onClick?: () => void
}

/**
 * A tips pack (锦囊): title, adviser, summary and price per period.
 * @example <TipsPackCard title="短线锦囊" adviserName="张三" price={199} periodId={14} />
 */
export function TipsPackCard({ title, adviserName, summary, price, periodId, tags = [], onClick }: TipsPackCardProps) {
  const unit = periodUnitLabel(periodId)
  return (
    <CardShell onClick={onClick} className="tg-tips-pack-card">
      <span className="tg-card-title" style={{ display: 'block' }}>
        {title}
      </span>
      {summary && <span className="tg-card-text tg-clamp-2">{summary}</span>}
      <span className="tg-row">
        <span className="tg-card-meta">{adviserName}</span>
        <span className="tg-price">
          {price === null ? messages.priceUnavailable : formatMoney(price)}
          {unit ? ` / ${unit}` : ''}
        </span>
      </span>
      <ProductTags tags={tags} />
    </CardShell>
  )
}
