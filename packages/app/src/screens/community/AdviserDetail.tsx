import { adviserDisplayName } from '@tougu/core'
import { List } from 'antd-mobile'
import { Picture } from '@tougu/react-ui'
import { useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, mediaUrl } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'

/** An adviser's qualification and biography (spec §2 /tougu/detail?id=). */
export function AdviserDetail() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const adviser = useApiQuery('advisers.detail', { id })
  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={adviser}>
        {({ data: a }) => (
          <>
            <section className="tg-card" style={{ textAlign: 'center' }} aria-label={a.tgName}>
              <Picture href={mediaUrl(a.avatarUrl)} box="portrait" sizes="72px" alt={appMessages.portraitAlt(adviserDisplayName(a))} loading="eager" style={{ width: 72, margin: '0 auto' }} />
              <h2 className="tg-card-title">{a.tgName}</h2>
              <p className="tg-card-meta">{a.title}</p>
            </section>
            <List header={appMessages.qualification}>
              <List.Item extra={a.qualificationNo}>{appMessages.qualificationNoLabel}</List.Item>
              <List.Item extra={a.teamName}>{appMessages.team}</List.Item>
              <List.Item extra={a.tags.join('、')}>{appMessages.tags}</List.Item>
            </List>
            <section className="tg-card" aria-label={appMessages.adviserBio}>
              <h2 className="tg-card-title">{appMessages.adviserBio}</h2>
              <p className="tg-card-text" style={{ whiteSpace: 'pre-line' }}>
                {a.bio}
              </p>
            </section>
          </>
        )}
      </QueryView>
    </Page>
  )
}
