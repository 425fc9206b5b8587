import Button from 'antd-mobile/es/components/button'
import { messages } from '../../messages.js'

export type CouponStatus = 'usable' | 'used' | 'expired'

export interface CouponCardProps {
  name: string
  /** Face value as shown, e.g. `¥50` or `7天体验`. */
  valueText: string
  condition?: string
  /** Already formatted date, e.g. `2026-12-31`. */
  validUntil: string
  status: CouponStatus
  /** Only offered while usable. */
  onUse?: () => void
}

/**
 * A coupon: usable ones offer `立即使用`; used and expired ones are greyed with their state.
 * @example <CouponCard name="观点包满减券" valueText="¥50" validUntil="2026-12-31" status="usable" onUse={use} />
 */
export function CouponCard({ name, valueText, condition, validUntil, status, onUse }: CouponCardProps) {
  const usable = status === 'usable'
  return (
    <article
      className="tg-card tg-coupon-card"
      aria-disabled={!usable}
      style={usable ? undefined : { opacity: 0.75 }}
    >
      <div className="tg-row">
        <div>
          <p className={usable ? 'tg-price' : 'tg-card-meta'} style={{ margin: 0, fontSize: 20 }}>
            {valueText}
          </p>
          <p className="tg-card-title">{name}</p>
          {condition && <p className="tg-card-meta">{condition}</p>}
          <p className="tg-card-meta">{messages.couponValidUntil(validUntil)}</p>
        </div>
        {usable ? (
          <Button color="primary" size="small" onClick={onUse}>
            {messages.couponStatus.usable}
          </Button>
        ) : (
          <span className="tg-badge">{messages.couponStatus[status]}</span>
        )}
      </div>
    </article>
  )
}
