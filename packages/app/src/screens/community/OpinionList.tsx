import { useSearchParams } from '../../navigation/router.js'
import { AppLink } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { OpinionRow } from './OpinionRow.js'

/** Opinions, newest first (spec §2 /view/list), of one adviser when `adviserId` is given. */
export function OpinionList() {
  const [params] = useSearchParams()
  const adviserId = params.get('adviserId')
  const opinions = usePagedList('opinions.list', { ...(adviserId ? { adviserId } : {}) })
  return (
    <Page back={adviserId !== null} right={<AppLink to="/view/list/hot48">{appMessages.sections.hotOpinions}</AppLink>}>
      <PagedListView
        list={opinions}
        label={appMessages.sections.hotOpinions}
        getKey={(o) => o.id}
        renderItem={(o) => <OpinionRow opinion={o} />}
      />
    </Page>
  )
}

/** The 48-hour hot opinions (spec §2 /view/list/hot48). */
export function Hot48() {
  const opinions = usePagedList('opinions.hot48', {})
  return (
    <Page>
      <p className="tg-card-meta" style={{ margin: '8px 16px' }}>
        {appMessages.hot48Tip}
      </p>
      <PagedListView
        list={opinions}
        label={appMessages.sections.hotOpinions}
        getKey={(o) => o.id}
        renderItem={(o) => <OpinionRow opinion={o} />}
      />
    </Page>
  )
}
