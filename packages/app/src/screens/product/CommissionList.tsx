import { CommissionProductCard } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'

/** 佣金产品 (/commission/list): the commission-based products, infinite scroll; a product opens its introduction. */
export function CommissionList() {
  const go = useAppNavigate()
  const list = usePagedList('commission.list', {})
  return (
    <Page>
      <PagedListView
        list={list}
        label={m.commissionEntry}
        emptyText={m.commissionEmpty}
        getKey={(p) => p.id}
        renderItem={(p) => (
          <CommissionProductCard name={p.name} adviserName={p.tgName} description={p.intro} rate={p.rateDescription} onClick={() => go(`/commission/brief?id=${encodeURIComponent(p.id)}`)} />
        )}
      />
    </Page>
  )
}
