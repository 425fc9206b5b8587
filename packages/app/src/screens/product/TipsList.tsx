import { useSearchParams } from '../../navigation/router.js'
import { parseSortMenu } from '@tougu/core'
import { SortMenu } from '@tougu/react-ui'
import { useAppNavigate, useNativePullRefresh } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { tipsListQuery } from '../../routes/productRoutes.js'
import { TipsPackRow } from './TipsPackRow.js'
import { productMessages as m } from './productMessages.js'

/** 锦囊 (/tips/list): tips packs under the sort menu (综合/销量/价格/胜率), infinite scroll, native pull-refresh. */
export function TipsList() {
  const go = useAppNavigate()
  const [params, setParams] = useSearchParams()
  const sort = parseSortMenu(params.get('sort'))
  const first = tipsListQuery(sort)
  const list = usePagedList(first.endpoint, first.request, { size: first.pageSize })
  useNativePullRefresh({ down: list.refresh, up: list.loadMore })
  return (
    <Page>
      <SortMenu value={sort} onChange={(s) => setParams({ sort: String(s) }, { replace: true })} />
      <PagedListView
        list={list}
        label={m.tipsEntry}
        emptyText={m.tipsEmpty}
        getKey={(t) => t.id}
        renderItem={(t) => <TipsPackRow pack={t} onOpen={() => go(`/tips/brief?id=${encodeURIComponent(t.id)}`)} />}
      />
    </Page>
  )
}
