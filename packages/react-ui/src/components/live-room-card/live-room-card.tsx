import { adviserByline } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'
import { Picture } from '../picture/picture.js'

export type LiveRoomStatus = 'live' | 'upcoming' | 'ended'

export interface LiveRoomCardProps {
  title: string
  adviserName: string
  /** The adviser's 执业编号 (issue #37). */
  qualificationNo?: string
  status: LiveRoomStatus
  viewers: number
  coverUrl?: string
  /** Already formatted start time, e.g. `今天 20:00`. */
  startText?: string
  /** `tile`: a narrow card in a row scrolled sideways (home's 正在直播), the adviser without the 执业编号 line. */
  layout?: 'card' | 'tile'
  onClick?: () => void
}

const badgeClass: Record<LiveRoomStatus, string> = {
  live: 'tg-badge tg-badge-primary',
  upcoming: 'tg-badge tg-badge-success',
  ended: 'tg-badge',
}

/**
 * A live room: its cover with the status badge (直播中/预告/已结束) and viewers on it, title, adviser (with 执业编号).
 * @example <LiveRoomCard title="早盘解读" adviserName="张三" status="live" viewers={1234} />
 */
export function LiveRoomCard({
  title,
  adviserName,
  qualificationNo,
  status,
  viewers,
  coverUrl,
  startText,
  layout = 'card',
  onClick,
}: LiveRoomCardProps) {
  const tile = layout === 'tile'
  const badge = <span className={badgeClass[status]}>{messages.liveStatus[status]}</span>
  return (
    <CardShell onClick={onClick} className={tile ? 'tg-live-room-card tg-live-room-tile' : 'tg-live-room-card'}>
      {coverUrl ? (
        // The status on the cover's plain top left (the artwork leaves it free), the viewers at its foot.
        <span className="tg-live-cover">
          <Picture href={coverUrl} box="cover" sizes={tile ? '200px' : undefined} alt={messages.coverAlt(adviserName)} />
          {badge}
          <span className="tg-live-cover-viewers">{messages.viewers(viewers)}</span>
        </span>
      ) : (
        <span className="tg-row">
          {badge}
          <span className="tg-card-meta">{messages.viewers(viewers)}</span>
        </span>
      )}
      <span className="tg-card-title tg-clamp-2" style={{ display: 'block' }}>
        {title}
      </span>
      <span className={tile ? 'tg-card-meta tg-ellipsis' : 'tg-card-meta'} style={{ display: 'block' }}>
        {tile || !qualificationNo ? adviserName : adviserByline(adviserName, qualificationNo)}
        {startText ? ` · ${startText}` : ''}
      </span>
    </CardShell>
  )
}
