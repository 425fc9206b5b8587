import { LIMITED_FREE_PERIOD, daysLeftOnSale, filterPriceItems, type PriceItem } from '@tougu/core'
import type { ProductTag } from '@tougu/react-ui'
import { appMessages as m } from '../../messages.js'

/** Sales (tips) or holders (packages) from which a product is 热门 (decision wave3-finish-4). */
export const HOT_FROM = 2000

/** A price below its old price is a limited-time offer (限时) when its sale ends within this many days (decision wave3-finish-4). */
export const OFFER_ENDS_WITHIN_DAYS = 14

export interface TagFacts {
  riskLevel: string
  /** Percent as decimal text (tips packs); absent where the product has none. */
  winRate?: string
  /** Sales or holders. */
  popularity: number
  held: boolean
  priceList: readonly PriceItem[]
  now: Date | number
}

/**
 * The tags of a product row (issue #33): 风险等级 always, 胜率 where there is one, 已订阅 when the investor holds it, 限时
 * when a price on sale today is limited in time (限时免费, or below its old price with its sale ending within
 * {@link OFFER_ENDS_WITHIN_DAYS} days: a standing discount is no 限时 offer), 热门 from {@link HOT_FROM}.
 * @example productTags({ riskLevel: 'R3', winRate: '62.5', popularity: 2400, held: false, priceList, now }) // 风险R3 胜率62.5% 热门
 */
export function productTags({ riskLevel, winRate, popularity, held, priceList, now }: TagFacts): ProductTag[] {
  const tags: ProductTag[] = [{ label: m.tagRisk(riskLevel), tone: 'risk' }]
  const rate = winRate === undefined ? NaN : Number(winRate)
  if (Number.isFinite(rate)) tags.push({ label: m.tagWinRate(String(Math.round(rate * 10) / 10)), tone: 'plain' })
  if (held) tags.push({ label: m.tagHeld, tone: 'held' })
  const endsSoon = (p: PriceItem) => (daysLeftOnSale(p, now) ?? Infinity) <= OFFER_ENDS_WITHIN_DAYS
  const limited = filterPriceItems(priceList, now).some(
    (p) => p.price !== null && (p.periodId === LIMITED_FREE_PERIOD || (p.oldPrice != null && p.oldPrice > p.price && endsSoon(p))),
  )
  if (limited) tags.push({ label: m.tagLimited, tone: 'offer' })
  if (popularity >= HOT_FROM) tags.push({ label: m.tagHot, tone: 'offer' })
  return tags
}
