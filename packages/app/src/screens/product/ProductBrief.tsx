import type { ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { adviserByline } from '@tougu/core'
import { useHasPrivilege } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ProductSales, type ProductSalesProps, type SoldProduct } from './ProductSales.js'
import { TrackRecordSection } from './TrackRecordSection.js'

/** What every product introduction page (锦囊简介, 产品简介) shows of its product. */
export interface BriefProduct extends SoldProduct {
  name: string
  tgName: string
  intro: string
  serviceDescription: string
}

export interface BriefAction {
  label: string
  onClick: () => void
}

/**
 * A product introduction page: the product card (name, adviser, risk, the kind's own `facts`, intro), its
 * track record, what sells it (ProductSales) with the service description, and the ways in. The first
 * action opens the content and is filled once the investor holds the product.
 */
export function ProductBrief({
  product,
  facts,
  pricing,
  actions: [open, ...more],
}: {
  product: BriefProduct
  facts: ReactNode
  pricing: ProductSalesProps['pricing']
  actions: readonly [BriefAction, ...BriefAction[]]
}) {
  const subscribed = useHasPrivilege(product.productId)
  return (
    <>
      <section className="tg-card" aria-label={product.name}>
        <h2 className="tg-card-title" style={{ fontSize: 18 }}>
          {product.name}
        </h2>
        <p className="tg-card-meta">
          {adviserByline(product.adviser.tgName, product.adviser.qualificationNo)} · {m.riskOf(product.riskLevel)}
        </p>
        {facts}
        <p className="tg-card-text">{product.intro}</p>
      </section>
      <TrackRecordSection subject="product" id={product.productId} />
      <ProductSales product={product} pricing={pricing}>
        <section className="tg-card" aria-label={m.serviceDescription}>
          <h3 className="tg-card-title">{m.serviceDescription}</h3>
          <p className="tg-card-text">{product.serviceDescription}</p>
        </section>
        <div style={{ display: 'grid', gap: 12, padding: 16 }}>
          <Button block color="primary" fill={subscribed ? 'solid' : 'outline'} onClick={open.onClick}>
            {open.label}
          </Button>
          {more.map((action) => (
            <Button key={action.label} block onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
        </div>
      </ProductSales>
    </>
  )
}
