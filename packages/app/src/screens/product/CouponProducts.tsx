import { useSearchParams } from '../../navigation/router.js'
import { contentPath, useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'
import { ProductSummaryRow } from './ProductSummaryRow.js'

function Products({ couponId }: { couponId: string }) {
  const go = useAppNavigate()
  const list = usePagedList('coupons.usableProducts', { couponId })
  return (
    <PagedListView
      list={list}
      label={m.couponProducts}
      emptyText={m.couponProductsEmpty}
      getKey={(p) => p.productId}
      renderItem={(p) => {
        const ref = p.content
        return <ProductSummaryRow product={p} onClick={ref ? () => go(contentPath(ref)) : undefined} />
      }}
    />
  )
}

/** 可用产品 (/coupon/product?couponId=): the products a coupon applies to; a product opens its page. */
export function CouponProducts() {
  const couponId = useSearchParams()[0].get('couponId') ?? ''
  return (
    <Page>
      <LoginGate>
        <Products couponId={couponId} />
      </LoginGate>
    </Page>
  )
}
