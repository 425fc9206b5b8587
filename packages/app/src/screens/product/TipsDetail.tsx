import { Button } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { adviserByline } from '@tougu/core'
import { PageSkeleton, RichContent } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { LockedNotice, Page, QueryView, RiskDisclosureGate } from '../../root/index.js'
import { useApiQuery, useUnlockOnPrivilege } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { useStockLinks } from '../../market/useStockLinks.js'
import { TrackRecordSection } from './TrackRecordSection.js'
import { RenewalNotice } from './ProductKeeping.js'

function TipsContent({ id }: { id: string }) {
  const stocks = useStockLinks()
  const go = useAppNavigate()
  const detail = useApiQuery('tips.detail', { id })
  useUnlockOnPrivilege(detail)
  return (
    <QueryView query={detail} skeleton={<PageSkeleton shape="detail" />}>
      {({ data: tips }) => (
        <>
          <section className="tg-card" aria-label={tips.name}>
            <h2 className="tg-card-title" style={{ fontSize: 18 }}>{tips.name}</h2>
            <p className="tg-card-meta">
              {adviserByline(tips.adviser.tgName, tips.adviser.qualificationNo)} · {m.riskOf(tips.riskLevel)} · {m.updateCount(tips.updateCount)}
            </p>
          </section>
          {tips.locked ? (
            <LockedNotice productId={tips.productId} text={m.lockedTips} />
          ) : (
            <>
              <RenewalNotice productId={tips.productId} />
              <section className="tg-card">
                <RichContent html={tips.content} onStockTap={stocks.onStockTap} />
              </section>
            </>
          )}
          <TrackRecordSection subject="product" id={tips.productId} />
          <div style={{ padding: 16 }}>
            <Button block onClick={() => go(`/tips/update?id=${encodeURIComponent(tips.id)}`)}>{m.viewUpdates}</Button>
          </div>
          {stocks.quote}
        </>
      )}
    </QueryView>
  )
}

/**
 * 锦囊详情 (/tips/detail?id=): the pack's content, behind the risk-disclosure prompt (tips, type 4) unless
 * acknowledged today; locked when the server locks it, with the way to subscribe to the product that sells it.
 */
export function TipsDetail() {
  const id = useSearchParams()[0].get('id') ?? ''
  return (
    <Page>
      <RiskDisclosureGate kind="Tips" id={id}>
        <TipsContent id={id} />
      </RiskDisclosureGate>
    </Page>
  )
}
