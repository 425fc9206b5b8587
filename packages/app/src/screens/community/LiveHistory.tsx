import { Button } from 'antd-mobile'
import { formatDuration, formatRelativeTime } from '@tougu/core'
import { useSearchParams } from '../../navigation/router.js'
import { PagedListView, Page, useRiskDisclosure } from '../../root/index.js'
import { usePagedList, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { AudioNote } from '../../audio/AudioNote.js'

/** Past broadcasts (spec §2 /live/history), of one room when `roomId` is given; a replay plays in its room's page. */
export function LiveHistory() {
  const { now } = useServices()
  const { openContent } = useRiskDisclosure()
  const [params] = useSearchParams()
  const roomId = params.get('roomId')
  const items = usePagedList('live.history', { ...(roomId ? { roomId } : {}) })
  return (
    <Page>
      <PagedListView
        list={items}
        label={appMessages.liveHistory}
        getKey={(h) => h.id}
        renderItem={(h) => (
          <article className="tg-card">
            <h2 className="tg-card-title">{h.title}</h2>
            <p className="tg-card-meta tg-row">
              <span>{h.tgName}</span>
              <span>{formatRelativeTime(h.startTime, now())}</span>
              <span>{formatDuration(new Date(h.endTime).getTime() - new Date(h.startTime).getTime())}</span>
            </p>
            {/* The replay plays in the room's page, from its detail (a paid room's replay is for holders only). */}
            <Button size="small" color="primary" fill="outline" onClick={() => openContent('Live', h.roomId)}>
              {appMessages.replay}
            </Button>
            <AudioNote id={h.id} url={h.audioUrl} title={h.title} />
          </article>
        )}
      />
    </Page>
  )
}
