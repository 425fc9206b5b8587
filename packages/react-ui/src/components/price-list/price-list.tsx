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
 * price, and the old price struck through when it is higher, as chips of one width (issue #33). A period without a
 * price today is no chip: one line under the chips names it 暂不可选. `value` null means nothing chosen yet (no period is preselected
 * for the investor: what is bought is what they tapped).
 * @example <PriceList items={[{ periodId: 14, price: 99, oldPrice: 199 }]} value={14} onChange={setPeriod} />
 */
export function PriceList({ items, value, onChange }: PriceListProps) {
  const labelOf = (periodId: number) => periodUnitLabel(periodId) ?? String(periodId)
  const off = items.filter((item) => item.price === null)
  return (
    <>
      <div className="tg-price-list" role="radiogroup" aria-label={messages.priceList}>
        {items
          .filter((item) => item.price !== null)
          .map((item) => {
            const label = labelOf(item.periodId)
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
                className="tg-price-option"
                onClick={() => onChange(item.periodId)}
              >
                <span style={{ display: 'block' }}>{label}</span>
                <span className="tg-price">{formatMoney(item.price ?? 0)}</span>
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
      {off.length > 0 && (
        <p className="tg-price-off-note">
          {messages.periodsUnavailable(off.map((item) => labelOf(item.periodId)).join('、'))}
        </p>
      )}
    </>
  )
}
