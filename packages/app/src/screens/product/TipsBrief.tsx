import { useSearchParams } from '../../navigation/router.js'
import { PageSkeleton } from '@tougu/react-ui'
import { PERFORMANCE_TERMS, PERFORMANCE_WINDOW_MONTHS, type TipsBrief as TipsBriefData } from '@tougu/core'
import { Page, QueryView, useRiskDisclosure } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ProductBrief } from './ProductBrief.js'

function TipsBriefBody({ tips }: { tips: TipsBriefData }) {
  const disclosure = useRiskDisclosure()
  return (
    <ProductBrief
      product={tips}
      facts={
        <>
          {/* One count per page: the holders (已有N人订阅) are counted under 订阅内容, not a second figure here (issue #37). */}
          <p className="tg-row">
            <span className="tg-price">{m.winRate(tips.winRate)}</span>
            <span className="tg-card-meta">{m.updateCount(tips.updateCount)}</span>
          </p>
          <p className="tg-card-meta">{PERFORMANCE_TERMS.winRate(PERFORMANCE_WINDOW_MONTHS)}</p>
        </>
      }
      pricing={{ priceList: tips.priceList }}
      actions={[
        { label: m.viewContent, onClick: () => disclosure.openContent('Tips', tips.id) },
        // The updates are tips content too: the disclosure comes first (issue #37), as for the content.
        { label: m.viewUpdates, onClick: () => disclosure.openContent('Tips', tips.id, '/tips/update') },
      ]}
    />
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
