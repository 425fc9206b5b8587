import Switch from 'antd-mobile/es/components/switch'
import { CardShell } from '../card-shell/card-shell.js'
import { CardActions, type CardAction } from '../card-shell/card-actions.js'

/** An on/off setting of a held product, e.g. 更新提醒: the screen owns the state and the call. */
export interface HoldingToggle {
  /** Shown beside the switch; the switch's accessible name is the product name followed by it. */
  label: string
  checked: boolean
  loading?: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
}

/** An action on a held product beside its tap target, e.g. 续费 or 订单详情; `primary` marks the one to take now. */
export type HoldingAction = CardAction

export interface HoldingItemProps {
  productName: string
  /** The product's kind as the screen names it, e.g. 锦囊. */
  typeText: string
  /** Already formatted validity, e.g. 有效期至 2026-12-31. */
  validityText: string
  /** Opens the holding (its content). */
  onOpen?: () => void
  /** Actions beside the tap target (buttons cannot sit in it); each is named with the product for screen readers. */
  actions?: readonly HoldingAction[]
  /** A setting of the holding; it sits beside the tap target, not inside it (a switch cannot sit in a button). */
  toggle?: HoldingToggle
}

/**
 * A held product: name, kind, validity; optionally a setting such as 更新提醒 and actions such as 续费.
 * @example <HoldingItem productName="金股锦囊" typeText="锦囊" validityText="有效期至 2026-12-31" onOpen={open} toggle={{ label: '更新提醒', checked, onChange }} actions={[{ label: '续费', onClick: renew, primary: true }]} />
 */
export function HoldingItem({ productName, typeText, validityText, onOpen, toggle, actions = [] }: HoldingItemProps) {
  return (
    <div className="tg-holding-item">
      <CardShell onClick={onOpen}>
        <span className="tg-row">
          <span className="tg-card-title tg-clamp-2">{productName}</span>
          <span className="tg-badge">{typeText}</span>
        </span>
        <span className="tg-card-meta" style={{ display: 'block' }}>
          {validityText}
        </span>
      </CardShell>
      {(toggle || actions.length > 0) && (
        <span className="tg-row" style={{ padding: '0 16px 12px', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
          {actions.length > 0 && <CardActions actions={actions} of={productName} />}
          {toggle && (
            <>
              <span className="tg-card-meta">{toggle.label}</span>
              <Switch
                checked={toggle.checked}
                loading={toggle.loading ?? false}
                disabled={toggle.disabled ?? false}
                onChange={toggle.onChange}
                aria-label={`${productName}${toggle.label}`}
              />
            </>
          )}
        </span>
      )}
    </div>
  )
}
