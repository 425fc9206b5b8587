import { OpinionPackageCard } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { currentPrice, usePagedList, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'

/** Opinion packages (spec §2 /view/package), with today's price (spec §5 price window). */
export function PackageList() {
  const { now } = useServices()
  const go = useAppNavigate()
  const packages = usePagedList('opinions.packages', {})
  return (
    <Page>
      <PagedListView
        list={packages}
        label={appMessages.sections.packages}
        getKey={(p) => p.id}
        renderItem={(p) => (
          <OpinionPackageCard
            name={p.name}
            adviserName={p.tgName}
            description={p.intro}
            subscribers={p.subscriberCount}
            price={currentPrice(p.priceList, now()).price}
            onClick={() => go(`/view/pkgDetail?id=${p.id}`)}
          />
        )}
      />
    </Page>
  )
}
