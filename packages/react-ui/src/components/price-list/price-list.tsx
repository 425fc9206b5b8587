import { formatMoney, periodUnitLabel } from '@tougu/core'
import { messages } from '../../messages.js'

export interface PriceListItem {
  periodId: number
  /** Price after core's price rules: null when not on sale now (shown as `--`, not selectable). */
  price: number | null
  oldPrice?: number | null
}

export interface PriceListProps {
  items: readonly PriceListItem[]
  value: number | null
  onChange: (periodId: number) => void
}

/**
 * The subscription periods of a product as a single choice: period unit label (core's `periodUnitLabel`),
 * price, and the old price struck through when it is higher. A period without a price today is greyed,
 * marked 暂不可选 and cannot be chosen. `value` null means nothing chosen yet (no period is preselected
 * for the investor: what is bought is what they tapped).
 * @example <PriceList items={[{ periodId: 14, price: 99, oldPrice: 199 }]} value={14} onChange={setPeriod} />
 */
export function PriceList({ items, value, onChange }: PriceListProps) {
  return (
    <div className="tg-price-list" role="radiogroup" aria-label={messages.priceList}>
      {items.map((item) => {
        const label = periodUnitLabel(item.periodId) ?? String(item.periodId)
        const unavailable = item.price === null
        const showOld =
          item.oldPrice !== undefined &&
          item.oldPrice !== null &&
          item.price !== null &&
          item.oldPrice > item.price
        return (
          <button
            key={item.periodId}
            type="button"
            role="radio"
            aria-checked={value === item.periodId}
            disabled={unavailable}
            aria-disabled={unavailable}
            className="tg-price-option"
            onClick={() => onChange(item.periodId)}
          >
            <span style={{ display: 'block' }}>{label}</span>
            <span className={unavailable ? 'tg-price-off' : 'tg-price'}>
              {unavailable ? messages.priceUnavailable : formatMoney(item.price ?? 0)}
            </span>
            {unavailable && <span className="tg-price-off-note">{messages.periodUnavailable}</span>}
            {showOld && (
              <del className="tg-price-old">
                <span className="tg-visually-hidden">{messages.oldPrice}</span>
                {formatMoney(item.oldPrice ?? 0)}
              </del>
            )}
          </button>
        )
      })}
    </div>
  )
}
