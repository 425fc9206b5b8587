import { useNativePullRefresh } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { AdviserRow } from '../product/AdviserRow.js'

/** Advisers (spec §2 /tougu/list); in the native app pull-down reloads and pull-up loads the next page. */
export function AdviserList() {
  const advisers = usePagedList('advisers.list', {})
  useNativePullRefresh({ down: advisers.refresh, up: advisers.loadMore })
  return (
    <Page>
      <PagedListView
        list={advisers}
        label={appMessages.sections.advisers}
        getKey={(a) => a.id}
        renderItem={(a) => <AdviserRow adviser={a} />}
      />
    </Page>
  )
}
