import { PagedListView, Page } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { PackageRow } from './PackageRow.js'

/** Opinion packages (spec §2 /view/package), with today's price (spec §5 price window). */
export function PackageList() {
  const packages = usePagedList('opinions.packages', {})
  return (
    <Page>
      <PagedListView
        list={packages}
        label={appMessages.sections.packages}
        getKey={(p) => p.id}
        renderItem={(p) => <PackageRow pkg={p} />}
      />
    </Page>
  )
}
