import { formatMoney, productTypeLabel, type ProductSummary } from '@tougu/core'
import { productMessages as m } from './productMessages.js'

/**
 * One product of a coupon's scope: name, kind, adviser, risk level, lowest price.
 * A product without content to show (none yet) is listed but cannot be opened.
 * @example <ProductSummaryRow product={p} onClick={p.content ? () => go(contentPath(p.content)) : undefined} />
 */
export function ProductSummaryRow({
  product,
  onClick,
}: {
  product: ProductSummary
  onClick: (() => void) | undefined
}) {
  return (
    <button
      type="button"
      className="tg-card"
      onClick={onClick}
      disabled={!onClick}
      style={{ border: 0, font: 'inherit', width: '100%', textAlign: 'left' }}
    >
      <span className="tg-row">
        <span className="tg-card-title">{product.productName}</span>
        <span className="tg-badge">{productTypeLabel(product.productType)}</span>
      </span>
      <span className="tg-row">
        <span className="tg-card-meta">
          {product.tgName} · {m.riskOf(product.riskLevel)}
        </span>
        {product.minPrice !== null && <span className="tg-price">{formatMoney(product.minPrice)}起</span>}
      </span>
    </button>
  )
}
