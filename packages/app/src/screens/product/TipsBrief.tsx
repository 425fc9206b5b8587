import { Button } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { PageSkeleton } from '@tougu/react-ui'
import type { TipsBrief as TipsBriefData } from '@tougu/core'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, QueryView, useRiskDisclosure } from '../../root/index.js'
import { useApiQuery, useHasPrivilege } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ProductSales } from './ProductSales.js'
import { TrackRecordSection } from './TrackRecordSection.js'

function TipsBriefBody({ tips }: { tips: TipsBriefData }) {
  const go = useAppNavigate()
  const disclosure = useRiskDisclosure()
  const subscribed = useHasPrivilege(tips.productId)
  return (
    <>
      <section className="tg-card" aria-label={tips.name}>
        <h2 className="tg-card-title" style={{ fontSize: 18 }}>
          {tips.name}
        </h2>
        <p className="tg-card-meta">
          {tips.tgName} · {m.riskOf(tips.riskLevel)}
        </p>
        <p className="tg-row">
          <span className="tg-price">{m.winRate(tips.winRate)}</span>
          <span className="tg-card-meta">{m.sales(tips.salesCount)}</span>
          <span className="tg-card-meta">{m.updateCount(tips.updateCount)}</span>
        </p>
        <p className="tg-card-text">{tips.intro}</p>
      </section>
      <TrackRecordSection subject="product" id={tips.productId} />
      <ProductSales
        productId={tips.productId}
        riskLevel={tips.riskLevel}
        adviser={tips.adviser}
        serviceItems={tips.serviceItems}
        subscriberCount={tips.subscriberCount}
        pricing={{ priceList: tips.priceList }}
      >
        <section className="tg-card" aria-label={m.serviceDescription}>
          <h3 className="tg-card-title">{m.serviceDescription}</h3>
          <p className="tg-card-text">{tips.serviceDescription}</p>
        </section>
        <div style={{ display: 'grid', gap: 12, padding: 16 }}>
          <Button
            block
            color="primary"
            fill={subscribed ? 'solid' : 'outline'}
            onClick={() => disclosure.openContent('Tips', tips.id)}
          >
            {m.viewContent}
          </Button>
          <Button block onClick={() => go(`/tips/update?id=${encodeURIComponent(tips.id)}`)}>
            {m.viewUpdates}
          </Button>
        </div>
      </ProductSales>
    </>
  )
}

/** 锦囊简介 (/tips/brief?id=): what the pack is, its win rate, what sells it (ProductSales); opens the content through the risk disclosure. */
export function TipsBrief() {
  const id = useSearchParams()[0].get('id') ?? ''
  const brief = useApiQuery('tips.brief', { id })
  return (
    <Page>
      <QueryView query={brief} skeleton={<PageSkeleton shape="product" />}>{(res) => <TipsBriefBody tips={res.data} />}</QueryView>
    </Page>
  )
}
