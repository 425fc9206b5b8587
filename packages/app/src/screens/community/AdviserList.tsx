import { adviserDisplayName } from '@tougu/core'
import { AdviserCard } from '@tougu/react-ui'
import { useAppNavigate, useNativePullRefresh } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList, mediaUrl } from '../../services/index.js'
import { appMessages } from '../../messages.js'

/** Advisers (spec §2 /tougu/list); in the native app pull-down reloads and pull-up loads the next page. */
export function AdviserList() {
  const go = useAppNavigate()
  const advisers = usePagedList('advisers.list', {})
  useNativePullRefresh({ down: advisers.refresh, up: advisers.loadMore })
  return (
    <Page>
      <PagedListView
        list={advisers}
        label={appMessages.sections.advisers}
        getKey={(a) => a.id}
        renderItem={(a) => (
          <AdviserCard
            name={adviserDisplayName(a)}
            teamName={a.teamName ?? ''}
            qualificationNo={a.qualificationNo}
            avatarUrl={mediaUrl(a.avatarUrl)}
            intro={a.intro}
            onClick={() => go(`/tougu/home?id=${a.id}`)}
          />
        )}
      />
    </Page>
  )
}
