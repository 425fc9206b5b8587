import { adviserByline } from '@tougu/core'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

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
  onClick?: () => void
}

const badgeClass: Record<LiveRoomStatus, string> = {
  live: 'tg-badge tg-badge-primary',
  upcoming: 'tg-badge tg-badge-success',
  ended: 'tg-badge',
}

/**
 * A live room: status badge (直播中/预告/已结束), title, adviser, viewer count.
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
  onClick,
}: LiveRoomCardProps) {
  return (
    <CardShell onClick={onClick} className="tg-live-room-card">
      {coverUrl && (
        <img
          src={coverUrl}
          alt=""
          loading="lazy"
          // The intrinsic 16:9 size (covers are drawn at 686×386, 343 px wide at DPR 2) and the box's aspect ratio
          // reserve the space before the picture arrives: the cards below do not jump (CLS).
          width={686}
          height={386}
          style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6, display: 'block' }}
        />
      )}
      <span className="tg-row">
        <span className={badgeClass[status]}>{messages.liveStatus[status]}</span>
        <span className="tg-card-meta">{messages.viewers(viewers)}</span>
      </span>
      <span className="tg-card-title tg-clamp-2" style={{ display: 'block' }}>
        {title}
      </span>
      <span className="tg-card-meta" style={{ display: 'block' }}>
        {qualificationNo ? adviserByline(adviserName, qualificationNo) : adviserName}
        {startText ? ` · ${startText}` : ''}
      </span>
    </CardShell>
  )
}
