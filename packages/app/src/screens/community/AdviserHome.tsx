import { adviserDisplayName } from '@tougu/core'
import { Button } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { AdviserCredentials, Picture } from '@tougu/react-ui'
import { AppLink, contentPath, useAppNavigate } from '../../navigation/index.js'
import { PagedListView, Page, QueryView, useRiskDisclosure } from '../../root/index.js'
import { useApiQuery, usePagedList, mediaUrl } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { OpinionRow } from './OpinionRow.js'
import { TrackRecordSection } from '../product/TrackRecordSection.js'
import { ProductSummaryRow } from '../product/ProductSummaryRow.js'

/** An adviser's home (spec §2 /tougu/home?id=): profile, credentials (qualification number, team, years of practice),
 * live room now live, the products the adviser sells, and the adviser's opinions. */
export function AdviserHome() {
  const { openContent } = useRiskDisclosure()
  const go = useAppNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const adviser = useApiQuery('advisers.detail', { id })
  const opinions = usePagedList('opinions.list', { adviserId: id })
  if (!id) return <NotFound />
  return (
    <Page title={adviser.data?.data.tgName}>
      <QueryView query={adviser}>
        {({ data: a }) => (
          <section className="tg-card" aria-label={a.tgName}>
            <div className="tg-row" style={{ justifyContent: 'flex-start', gap: 12 }}>
              <Picture href={mediaUrl(a.avatarUrl)} box="portrait" sizes="64px" alt={appMessages.portraitAlt(adviserDisplayName(a))} loading="eager" style={{ width: 64, flex: 'none' }} />
              <div>
                <h2 className="tg-card-title" style={{ margin: 0 }}>
                  {a.tgName}
                </h2>
                <p className="tg-card-meta">{a.teamName}</p>
                <p className="tg-card-meta">{appMessages.followers(a.followerCount)}</p>
              </div>
            </div>
            <p className="tg-card-text">{a.intro}</p>
            <div className="tg-row">
              <AppLink to={`/tougu/detail?id=${a.id}`}>{appMessages.adviserDetail}</AppLink>
              {a.liveRoomId && (
                <Button size="small" color="primary" onClick={() => openContent('Live', a.liveRoomId ?? '')}>
                  {appMessages.enterLiveRoom}
                </Button>
              )}
            </div>
          </section>
        )}
      </QueryView>
      {adviser.data && (
        <AdviserCredentials
          tgName={adviser.data.data.tgName ?? adviser.data.data.name ?? ''}
          teamName={adviser.data.data.teamName ?? ''}
          qualificationNo={adviser.data.data.qualificationNo}
          practiceYears={adviser.data.data.practiceYears}
        />
      )}
      {adviser.data && <TrackRecordSection subject="adviser" id={adviser.data.data.id} />}
      {adviser.data?.data.products && adviser.data.data.products.length > 0 && (
        <section aria-label={appMessages.adviserProducts}>
          <h2 style={{ fontSize: 16, margin: '12px 16px 8px' }}>{appMessages.adviserProducts}</h2>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {adviser.data.data.products.map((p) => (
              <li key={p.productId}>
                <ProductSummaryRow product={p} onClick={p.content ? () => go(contentPath(p.content!)) : undefined} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 style={{ fontSize: 16, margin: '12px 16px 8px' }}>{appMessages.adviserOpinions}</h2>
      <PagedListView
        list={opinions}
        label={appMessages.adviserOpinions}
        getKey={(o) => o.id}
        renderItem={(o) => <OpinionRow opinion={o} />}
      />
    </Page>
  )
}
