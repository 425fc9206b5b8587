import { Button } from 'antd-mobile'
import { formatRelativeTime, qualificationNote } from '@tougu/core'
import { RichContent } from '@tougu/react-ui'
import { useSearchParams } from '../../navigation/router.js'
import { adviserHomePath, AppLink } from '../../navigation/index.js'
import { LockedNotice, Page, QueryView, RiskDisclosureGate } from '../../root/index.js'
import { useApiQuery, useServices, useUnlockOnPrivilege, mediaUrl } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { AudioNote } from '../../audio/AudioNote.js'

function LiveRoom({ id }: { id: string }) {
  const { now } = useServices()
  const room = useApiQuery('live.detail', { id })
  useUnlockOnPrivilege(room)
  return (
    <QueryView query={room}>
      {({ data: r }) => (
        <article className="tg-card">
          <h2 className="tg-card-title">{r.title}</h2>
          <p className="tg-card-meta tg-row">
            <span>
              <AppLink to={adviserHomePath(r.adviserId)}>{r.tgName}</AppLink>
              {qualificationNote(r.qualificationNo)}
            </span>
            <span className={r.status === 'live' ? 'tg-badge tg-badge-primary' : 'tg-badge'}>
              {appMessages.liveTabs[r.status]}
            </span>
            <span>{formatRelativeTime(r.startTime, now())}</span>
          </p>
          {r.locked ? (
            <LockedNotice text={appMessages.lockedLive} productId={r.productId} />
          ) : r.streamUrl ? (
            <video
              src={r.streamUrl}
              controls
              playsInline
              poster={mediaUrl(r.coverUrl)}
              style={{ width: '100%', background: '#000' }}
              aria-label={r.title}
            />
          ) : (
            <img src={mediaUrl(r.coverUrl)} alt={r.title} width={686} height={386} style={{ width: '100%', height: 'auto' }} />
          )}
          {r.audioUrl ? <AudioNote id={r.id} url={r.audioUrl} title={r.title} /> : null}
          <RichContent html={r.intro} />
          {r.status === 'ended' && (
            <AppLink to={`/live/history?roomId=${r.id}`}>
              <Button block>{appMessages.liveHistory}</Button>
            </AppLink>
          )}
        </article>
      )}
    </QueryView>
  )
}

/** A live room (spec §2 /live/detail?id=): behind the risk disclosure (live, type 2); locked without privilege. */
export function LiveDetail() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (!id) return <NotFound />
  return (
    <Page>
      <RiskDisclosureGate kind="Live" id={id}>
        <LiveRoom id={id} />
      </RiskDisclosureGate>
    </Page>
  )
}
