import type { LiveRoom } from '@tougu/core'
import { LiveRoomCard } from '@tougu/react-ui'
import { useRiskDisclosure } from '../../root/index.js'
import { mediaUrl } from '../../services/index.js'

/**
 * One live room in a list (home's 正在直播, /live/list): title, adviser, state, viewers, cover; a tap asks for
 * the risk disclosure first (spec §5), then opens the room.
 * @example <LiveRoomRow room={r} />
 */
export function LiveRoomRow({ room, layout }: { room: LiveRoom; layout?: 'card' | 'tile' }) {
  const { openContent } = useRiskDisclosure()
  return (
    <LiveRoomCard
      title={room.title}
      adviserName={room.tgName}
      qualificationNo={room.qualificationNo}
      status={room.status}
      viewers={room.viewerCount}
      coverUrl={mediaUrl(room.coverUrl)}
      {...(layout ? { layout } : {})}
      onClick={() => openContent('Live', room.id)}
    />
  )
}
