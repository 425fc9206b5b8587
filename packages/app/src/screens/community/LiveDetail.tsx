import { Button } from 'antd-mobile'
import { formatDuration, formatRelativeTime, qualificationNote, type LiveRoomDetail } from '@tougu/core'
import { Picture, RichContent } from '@tougu/react-ui'
import { useSearchParams } from '../../navigation/router.js'
import { adviserHomePath, AppLink } from '../../navigation/index.js'
import { LockedNotice, Page, QueryView, RiskDisclosureGate } from '../../root/index.js'
import { mediaUrl, useApiQuery, useNow, useUnlockOnPrivilege } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { AudioNote } from '../../audio/AudioNote.js'
import { LivePlayer } from '../../live/LivePlayer.js'
import { formatDateTime } from '../product/formatDate.js'
import { RenewalNotice } from '../product/ProductKeeping.js'

/**
 * The room's time as its state reads (decision wave3-journey-6): on air for how long (the card's 直播中 and this agree),
 * when an upcoming room starts, or when a past one was and how long it lasted.
 * @example liveTimeText({ status: 'live', startTime: '2026-11-27T15:30:00+08:00', endTime: null }, Date.parse('2026-11-27T16:30:00+08:00')) // '已开播1小时'
 */
export function liveTimeText(room: Pick<LiveRoomDetail, 'status' | 'startTime' | 'endTime'>, now: number): string {
  const start = new Date(room.startTime).getTime()
  if (room.status === 'live') return appMessages.liveOnAirFor(formatDuration(now - start))
  if (room.status === 'upcoming') return appMessages.liveStartsAt(formatDateTime(room.startTime))
  const lasted = room.endTime ? ` · ${appMessages.liveLasted(formatDuration(new Date(room.endTime).getTime() - start))}` : ''
  return `${formatRelativeTime(room.startTime, now)}${lasted}`
}

function LiveRoom({ id }: { id: string }) {
  const now = useNow()
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
            <span>{liveTimeText(r, now)}</span>
          </p>
          {r.locked ? (
            <LockedNotice text={appMessages.lockedLive} productId={r.productId} />
          ) : r.streamUrl ? (
            <LivePlayer src={mediaUrl(r.streamUrl)} poster={mediaUrl(r.coverUrl)} title={r.title} live={r.status === 'live'} />
          ) : (
            <Picture href={mediaUrl(r.coverUrl)} box="cover" sizes="100vw" alt={appMessages.coverAlt(r.tgName)} loading="eager" style={{ borderRadius: 0 }} />
          )}
          {r.audioUrl ? <AudioNote id={r.id} url={r.audioUrl} title={r.title} /> : null}
          {!r.locked && r.productId && <RenewalNotice productId={r.productId} />}
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
