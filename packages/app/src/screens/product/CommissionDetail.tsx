import { useSearchParams } from '../../navigation/router.js'
import { adviserByline } from '@tougu/core'
import { PageSkeleton, RichContent } from '@tougu/react-ui'
import { LockedNotice, Page, QueryView } from '../../root/index.js'
import { useApiQuery, useUnlockOnPrivilege } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { TrackRecordSection } from './TrackRecordSection.js'
import { RenewalNotice } from './ProductKeeping.js'

/** 产品详情 (/commission/detail?id=): the strategy content; locked when the server locks it, with the way to subscribe. */
export function CommissionDetail() {
  const id = useSearchParams()[0].get('id') ?? ''
  const detail = useApiQuery('commission.detail', { id })
  useUnlockOnPrivilege(detail)
  return (
    <Page>
      <QueryView query={detail} skeleton={<PageSkeleton shape="detail" />}>
        {({ data: product }) => (
          <>
            <section className="tg-card" aria-label={product.name}>
              <h2 className="tg-card-title" style={{ fontSize: 18 }}>{product.name}</h2>
              <p className="tg-card-meta">
                {adviserByline(product.adviser.tgName, product.adviser.qualificationNo)} · {m.riskOf(product.riskLevel)} · {m.feeOf(product.rateDescription)}
              </p>
            </section>
            {product.locked ? (
              <LockedNotice productId={product.productId} text={m.lockedCommission} />
            ) : (
              <>
                <RenewalNotice productId={product.productId} />
                <section className="tg-card">
                  <RichContent html={product.content} />
                </section>
              </>
            )}
            <TrackRecordSection subject="product" id={product.productId} />
          </>
        )}
      </QueryView>
    </Page>
  )
}
