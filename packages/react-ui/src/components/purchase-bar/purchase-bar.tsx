import type { ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { productPageMessages as messages } from '../../productPageMessages.js'

/** What the investor may do with the product: buy it, nothing (held), or renew a holding. */
export type PurchaseState = 'subscribe' | 'subscribed' | 'renew'

export interface PurchaseBarProps {
  state: PurchaseState
  /** The price summary beside the button (e.g. ¥99 / 1个月); omitted when held. */
  price?: ReactNode
  /** Starts the sign flow (订阅 and 续费); not called for 已订阅. */
  onAction: () => void
}

/**
 * The purchase bar that stays at the bottom of a product page, within thumb reach: the price and the one
 * action the investor's state allows — 立即订阅, 已订阅 (disabled) or 续费. It clears the iPhone home
 * indicator (`env(safe-area-inset-bottom)`, needs `viewport-fit=cover`) and reserves its own height in the
 * page so the last content is never hidden under it.
 * @example <PurchaseBar state={held ? 'subscribed' : 'subscribe'} price="¥99 / 1个月" onAction={buy} />
 */
export function PurchaseBar({ state, price, onAction }: PurchaseBarProps) {
  const label = state === 'subscribed' ? messages.subscribedState : state === 'renew' ? messages.renew : messages.subscribeNow
  return (
    <>
      <div className="tg-purchase-bar-spacer" aria-hidden="true" />
      <div className="tg-purchase-bar" role="region" aria-label={messages.purchaseBar}>
        <div className="tg-purchase-bar-price">{price}</div>
        <Button
          color="primary"
          shape="rounded"
          className="tg-purchase-bar-action"
          disabled={state === 'subscribed'}
          onClick={state === 'subscribed' ? undefined : onAction}
        >
          {label}
        </Button>
      </div>
    </>
  )
}
