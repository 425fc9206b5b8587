import { filterPriceItems, type PriceItem } from '@tougu/core'

/**
 * The lowest price on sale today (spec §5 price window), with its period; price null when none is on sale.
 * @example currentPrice(pkg.priceList, new Date()) // { price: 99, periodId: 14 }
 */
export function currentPrice(
  items: readonly PriceItem[],
  now: Date | number,
): { price: number | null; periodId: number } {
  const visible = filterPriceItems(items, now)
  let best: { price: number | null; periodId: number } = { price: null, periodId: visible[0]?.periodId ?? 0 }
  for (const item of visible) {
    const price = item.price
    if (price === null || Number.isNaN(price)) continue
    if (best.price === null || price < best.price) best = { price, periodId: item.periodId }
  }
  return best
}
