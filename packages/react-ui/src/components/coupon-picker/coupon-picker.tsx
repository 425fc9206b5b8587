import { messages } from '../../messages.js'

export interface CouponPickerOption {
  id: string
  name: string
  /** The coupon's terms as core words them, e.g. `满200减30`, `9折`, `免费体验`. */
  terms: string
  /** Already formatted last day, e.g. `2026-12-31`. */
  validUntil?: string
  /** Why it cannot be used on this order (core `couponFit`), e.g. `订单金额未满200元`; absent when it can. */
  disabledReason?: string | null
}

export interface CouponPickerProps {
  options: readonly CouponPickerOption[]
  /** The chosen coupon id, null for none. */
  value: string | null
  onChange: (couponId: string | null) => void
}

/**
 * The coupons of an order as a single choice, led by 不使用优惠券: each shows its terms (满200减30) and name;
 * one that cannot be used on this order is greyed, cannot be chosen and says why.
 * @example <CouponPicker options={[{ id: 'CP1', name: '全场通用券', terms: '满200减50', disabledReason: '订单金额未满200元' }]} value={null} onChange={setCoupon} />
 */
export function CouponPicker({ options, value, onChange }: CouponPickerProps) {
  return (
    <div className="tg-coupon-picker" role="radiogroup" aria-label={messages.couponPicker}>
      <button type="button" role="radio" aria-checked={value === null} className="tg-coupon-option" onClick={() => onChange(null)}>
        <span>{messages.couponNone}</span>
      </button>
      {options.map((o) => {
        const disabled = !!o.disabledReason
        return (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={value === o.id}
            disabled={disabled}
            aria-disabled={disabled}
            className="tg-coupon-option"
            onClick={() => onChange(o.id)}
          >
            <span className="tg-coupon-terms">{o.terms}</span>
            <span>
              <span style={{ display: 'block' }}>{o.name}</span>
              {o.validUntil && <span className="tg-card-meta">{messages.couponValidUntil(o.validUntil)}</span>}
              {disabled && <span className="tg-coupon-reason">{messages.couponUnavailableBecause(o.disabledReason ?? '')}</span>}
            </span>
          </button>
        )
      })}
    </div>
  )
}
