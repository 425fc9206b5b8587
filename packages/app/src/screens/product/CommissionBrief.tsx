import { useSearchParams } from '../../navigation/router.js'
import { PageSkeleton } from '@tougu/react-ui'
import type { CommissionBrief as CommissionBriefData } from '@tougu/core'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ProductBrief } from './ProductBrief.js'

function CommissionBriefBody({ product }: { product: CommissionBriefData }) {
  const go = useAppNavigate()
  const q = `?id=${encodeURIComponent(product.id)}`
  return (
    <ProductBrief
      product={product}
      facts={<p className="tg-card-meta">{m.minAssets(product.minAssets)}</p>}
      pricing={{ rate: product.rateDescription }}
      actions={[
        { label: m.viewStrategy, onClick: () => go(`/commission/detail${q}`) },
        { label: m.viewStrategyUpdates, onClick: () => go(`/commission/update${q}`) },
        { label: m.viewRules, onClick: () => go(`/commission/rules${q}`) },
      ]}
    />
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
