import { Button } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { PageSkeleton } from '@tougu/react-ui'
import type { CommissionBrief as CommissionBriefData } from '@tougu/core'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useHasPrivilege } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ProductSales } from './ProductSales.js'
import { TrackRecordSection } from './TrackRecordSection.js'

function CommissionBriefBody({ product }: { product: CommissionBriefData }) {
  const go = useAppNavigate()
  const subscribed = useHasPrivilege(product.productId)
  const q = `?id=${encodeURIComponent(product.id)}`
  return (
    <>
      <section className="tg-card" aria-label={product.name}>
        <h2 className="tg-card-title" style={{ fontSize: 18 }}>
          {product.name}
        </h2>
        <p className="tg-card-meta">
          {product.tgName} · {m.riskOf(product.riskLevel)}
        </p>
        <p className="tg-card-meta">{m.minAssets(product.minAssets)}</p>
        <p className="tg-card-text">{product.intro}</p>
      </section>
      <TrackRecordSection subject="product" id={product.productId} />
      <ProductSales
        productId={product.productId}
        riskLevel={product.riskLevel}
        adviser={product.adviser}
        serviceItems={product.serviceItems}
        subscriberCount={product.subscriberCount}
        pricing={{ rate: product.rateDescription }}
      >
        <section className="tg-card" aria-label={m.serviceDescription}>
          <h3 className="tg-card-title">{m.serviceDescription}</h3>
          <p className="tg-card-text">{product.serviceDescription}</p>
        </section>
        <div style={{ display: 'grid', gap: 12, padding: 16 }}>
          <Button
            block
            color="primary"
            fill={subscribed ? 'solid' : 'outline'}
            onClick={() => go(`/commission/detail${q}`)}
          >
            {m.viewStrategy}
          </Button>
          <Button block onClick={() => go(`/commission/update${q}`)}>
            {m.viewStrategyUpdates}
          </Button>
          <Button block onClick={() => go(`/commission/rules${q}`)}>
            {m.viewRules}
          </Button>
        </div>
      </ProductSales>
    </>
  )
}

/** 产品简介 (/commission/brief?id=): the commission product's rate, minimum assets and service, with the way in. */
export function CommissionBrief() {
  const id = useSearchParams()[0].get('id') ?? ''
  const brief = useApiQuery('commission.brief', { id })
  return (
    <Page>
      <QueryView query={brief} skeleton={<PageSkeleton shape="product" />}>{(res) => <CommissionBriefBody product={res.data} />}</QueryView>
    </Page>
  )
}
