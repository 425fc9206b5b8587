import { useState, type ReactNode } from 'react'
import {
  filterPriceItems,
  formatMoney,
  LIMITED_FREE_PERIOD,
  periodUnitLabel,
  type AdviserCredentials as Credentials,
  type PriceItem,
} from '@tougu/core'
import {
  AdviserCredentials,
  FirmNote,
  PriceCard,
  PriceList,
  ProductRiskNote,
  PurchaseBar,
  SubscriptionIncludes,
  type ProductRiskLevel,
} from '@tougu/react-ui'
import { adviserHomePath, useAppNavigate, useSubscribe } from '../../navigation/index.js'
import { useHasPrivilege, useNow } from '../../services/index.js'
import { ProductTransferNote, SeriesProducts, useRenewalDue } from './ProductKeeping.js'
import { productMessages as m } from './productMessages.js'

/** What ProductSales reads of a product: the fields every product detail (tips, commission, opinion package) has. */
export interface SoldProduct {
  productId: string
  riskLevel: ProductRiskLevel
  adviser: Credentials
  serviceItems: readonly string[]
  subscriberCount: number
}

export interface ProductSalesProps {
  product: SoldProduct
  /** Period prices as the server sends them (core's price rules apply here), or the commission rate. */
  pricing: { priceList: readonly PriceItem[] } | { rate: string }
  /** The rest of the page, placed above the purchase bar's reserved space so nothing ends up under the bar. */
  children?: ReactNode
}

/**
 * What sells a product on its page: the price card with the period chooser, the risk level in plain words,
 * the adviser's credentials, what the subscription includes, and the purchase bar kept at the bottom with
 * the one action the investor's state allows (立即订阅 carrying the tapped period, 已订阅, or 续费 when the holding
 * ends soon), the product it transfers to and the series' other products (decision wave2-keep19-1).
 * @example <ProductSales product={tips} pricing={{ priceList: tips.priceList }} />
 */
export function ProductSales({ product, pricing, children }: ProductSalesProps) {
  const { productId, riskLevel, adviser, serviceItems, subscriberCount } = product
  const now = useNow()
  const go = useAppNavigate()
  const subscribe = useSubscribe()
  const held = useHasPrivilege(productId)
  // 续费 (decision wave2-keep19-1): the holding ends within the renewal window.
  const dueOn = useRenewalDue(productId)
  const renew = held && dueOn !== null
  const choosing = !held || renew
  // Nothing preselected: the period carried to the purchase is one the investor tapped.
  const [period, setPeriod] = useState<number | null>(null)
  const prices =
    'priceList' in pricing
      ? filterPriceItems(pricing.priceList, now).map((i) => ({
          periodId: i.periodId,
          price: i.price,
          oldPrice: i.oldPrice ?? null,
        }))
      : []
  const tapped = prices.find((p) => p.periodId === period && p.price !== null)
  // Before a period is tapped the bar shows the lowest price on sale (¥290.52起), as the broker apps do (issue #33);
  // a 限时免费 trial is not a price to start from: it is named as it is (限时免费) when it is all there is.
  const paid = prices.filter((p) => p.price !== null && p.periodId !== LIMITED_FREE_PERIOD)
  const lowest = paid.reduce<number | null>((low, p) => (low === null || p.price! < low ? p.price : low), null)
  const freeOnly = lowest === null && prices.some((p) => p.periodId === LIMITED_FREE_PERIOD && p.price !== null)
  const barPrice = !choosing ? undefined : 'rate' in pricing ? (
    <span className="tg-price">{pricing.rate}</span>
  ) : tapped ? (
    <span className="tg-price">
      {formatMoney(tapped.price ?? 0)} / {periodUnitLabel(tapped.periodId)}
    </span>
  ) : lowest !== null ? (
    <span className="tg-price">{m.lowestPrice(formatMoney(lowest))}</span>
  ) : freeOnly ? (
    <span className="tg-price">{periodUnitLabel(LIMITED_FREE_PERIOD)}</span>
  ) : undefined
  return (
    <>
      {'rate' in pricing ? (
        <PriceCard rate={pricing.rate} />
      ) : (
        <PriceCard items={prices} selected={period}>
          {choosing && prices.length > 0 && <PriceList items={prices} value={period} onChange={setPeriod} />}
        </PriceCard>
      )}
      {renew && (
        <p className="tg-card-text" role="status" style={{ padding: '0 16px', color: 'var(--tg-color-primary-text)' }}>
          {m.renewThisDue(dueOn)}
        </p>
      )}
      <ProductTransferNote productId={productId} />
      <ProductRiskNote level={riskLevel} />
      <AdviserCredentials
        tgName={adviser.tgName}
        teamName={adviser.teamName}
        qualificationNo={adviser.qualificationNo}
        practiceYears={adviser.practiceYears}
        onOpen={() => go(adviserHomePath(adviser.id))}
      />
      <SubscriptionIncludes items={serviceItems} subscriberCount={subscriberCount} />
      {children}
      <SeriesProducts productId={productId} />
      {/* The firm that sells it, in one line at the page's foot (issue #33). */}
      <FirmNote compact />
      <PurchaseBar
        state={renew ? 'renew' : held ? 'subscribed' : 'subscribe'}
        price={barPrice}
        onAction={() => subscribe(productId, period !== null ? `&periodId=${period}` : '')}
      />
    </>
  )
}
