import type { CSSProperties } from 'react'
import Button from 'antd-mobile/es/components/button'

/** An action on a card beside its tap target, e.g. 去支付 or 续费; `primary` marks the one to take now. */
export interface CardAction {
  label: string
  onClick: () => void
  /** The main action (filled, firm red). */
  primary?: boolean
  loading?: boolean
}

/**
 * A card's row of small action buttons (buttons cannot sit in the card's own tap target). `of` names each button
 * after its card for screen readers (`金股锦囊续费`); `label` names the group.
 * @example <CardActions actions={[{ label: '续费', onClick: renew, primary: true }]} of="金股锦囊" />
 */
export function CardActions({ actions, of, label, style }: { actions: readonly CardAction[]; of?: string; label?: string; style?: CSSProperties }) {
  return (
    <span className="tg-row" role={label ? 'group' : undefined} aria-label={label} style={{ justifyContent: 'flex-end', gap: 8, ...style }}>
      {actions.map((a) => (
        <Button
          key={a.label}
          size="small"
          color="primary"
          fill={a.primary ? 'solid' : 'outline'}
          loading={a.loading ?? false}
          loadingText={a.label}
          onClick={a.onClick}
          aria-label={of ? `${of}${a.label}` : undefined}
        >
          {a.label}
        </Button>
      ))}
    </span>
  )
}
