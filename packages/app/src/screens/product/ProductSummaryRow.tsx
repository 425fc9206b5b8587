import type { ProductSummary } from '@tougu/core'
import { productMessages as m } from './productMessages.js'

const TYPE_LABEL: Record<ProductSummary['productType'], string> = { tips: '锦囊', package: '观点包', live: '直播', commission: '佣金产品' }

/**
 * The page a product opens: the introduction of tips and the commission product, the package page, the live room.
 * @example productPath({ productId: 'TIP1', productType: 'tips' }) // '/tips/brief?id=TIP1'
 */
export function productPath(p: Pick<ProductSummary, 'productId' | 'productType'>): string {
  const id = encodeURIComponent(p.productId)
  switch (p.productType) {
    case 'tips':
      return `/tips/brief?id=${id}`
    case 'package':
      return `/view/pkgDetail?id=${id}`
    case 'live':
      return `/live/detail?id=${id}`
    case 'commission':
      return `/commission/brief?id=${id}`
  }
}

/**
 * One product of a coupon's scope: name, kind, adviser, risk level, lowest price.
 * @example <ProductSummaryRow product={p} onClick={() => go(productPath(p))} />
 */
export function ProductSummaryRow({ product, onClick }: { product: ProductSummary; onClick: () => void }) {
  return (
    <button type="button" className="tg-card" onClick={onClick} style={{ border: 0, font: 'inherit', width: '100%', textAlign: 'left' }}>
      <span className="tg-row">
        <span className="tg-card-title">{product.productName}</span>
        <span className="tg-badge">{TYPE_LABEL[product.productType]}</span>
      </span>
      <span className="tg-row">
        <span className="tg-card-meta">
          {product.tgName} · {m.riskOf(product.riskLevel)}
        </span>
        {product.minPrice !== null && <span className="tg-price">¥{Number(product.minPrice)}起</span>}
      </span>
    </button>
  )
}
