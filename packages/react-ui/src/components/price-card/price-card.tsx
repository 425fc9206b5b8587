import type { ReactNode } from 'react'
import { LIMITED_FREE_PERIOD, periodUnitLabel } from '@tougu/core'
import { productPageMessages as messages } from '../../productPageMessages.js'
import type { PriceListItem } from '../price-list/price-list.js'

export type PriceCardProps =
  | {
      /** Prices after core's `filterPriceItems` (null = not on sale today). */
      items: readonly PriceListItem[]
      /** The period the investor tapped; null shows the lowest price on sale with 起. */
      selected: number | null
      /** The period chooser (PriceList) or anything else under the headline price. */
      children?: ReactNode
    }
  | {
      /** A product charged through trading commission: the rate text (e.g. 万分之8) instead of a period price. */
      rate: string
      children?: ReactNode
    }

/** The price to headline: the tapped period if it is on sale, else the cheapest on sale. */
function headline(items: readonly PriceListItem[], selected: number | null): { item: PriceListItem; from: boolean } | null {
  const onSale = items.filter((i): i is PriceListItem & { price: number } => i.price !== null)
  const chosen = onSale.find((i) => i.periodId === selected)
  if (chosen) return { item: chosen, from: false }
  const cheapest = onSale.reduce<(typeof onSale)[number] | null>((min, i) => (min === null || i.price < min.price ? i : min), null)
  return cheapest ? { item: cheapest, from: onSale.length > 1 } : null
}

/**
 * The price card of a product page: the current price and its period unit (core's `periodUnitLabel`), the
 * original price struck through when higher, and 限时免费 for the limited-time-free period. Without a tapped
 * period it shows the lowest price on sale with 起; with nothing on sale, 暂无在售价格. A commission product
 * shows its rate instead. The period chooser goes in as children.
 * @example
 * const items = filterPriceItems(p.priceList, now)
 * return <PriceCard items={items} selected={period}><PriceList items={items} value={period} onChange={setPeriod} /></PriceCard>
 */
export function PriceCard(props: PriceCardProps) {
  if ('rate' in props) {
    return (
      <section className="tg-card tg-price-card" aria-label={messages.priceCard}>
        <p className="tg-price-card-main">
          <span className="tg-card-meta">{messages.commissionRateLabel}</span>{' '}
          <span className="tg-price tg-price-card-amount">{props.rate}</span>
        </p>
        {props.children}
      </section>
    )
  }
  const shown = headline(props.items, props.selected)
  const free = shown !== null && shown.item.periodId === LIMITED_FREE_PERIOD
  const old = shown?.item.oldPrice
  const unit = shown ? periodUnitLabel(shown.item.periodId) : null
  return (
    <section className="tg-card tg-price-card" aria-label={messages.priceCard}>
      {shown === null ? (
        <p className="tg-price-card-main tg-price-off">{messages.priceNone}</p>
      ) : (
        <p className="tg-price-card-main">
          <span className="tg-visually-hidden">{messages.currentPrice}</span>
          <span className="tg-price tg-price-card-amount">{messages.yuan(shown.item.price ?? 0)}</span>
          {!free && unit && <span className="tg-card-meta"> / {unit}</span>}
          {shown.from && <span className="tg-card-meta">{messages.priceFrom}</span>}
          {old !== undefined && old !== null && old > (shown.item.price ?? 0) && (
            <del className="tg-price-old">
              <span className="tg-visually-hidden">{messages.oldPrice}</span>
              {messages.yuan(old)}
            </del>
          )}
          {free && <span className="tg-badge tg-badge-primary tg-price-card-free">{messages.limitedFree}</span>}
        </p>
      )}
      {props.children}
    </section>
  )
}
