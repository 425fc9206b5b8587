import { Button } from 'antd-mobile'
import { formatDuration, formatRelativeTime } from '@tougu/core'
import { useSearchParams } from '../../navigation/router.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { AudioNote } from '../../audio/AudioNote.js'
import { useAppNavigate } from '../../navigation/index.js'

/**
 * Past broadcasts (spec §2 /live/history), of one room when `roomId` is given; replays open in a webview. A paid
 * room's replay links to its page, the one place a holder gets it (issue #34).
 */
export function LiveHistory() {
  const { bridge, now } = useServices()
  const go = useAppNavigate()
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
            {h.replayUrl ? (
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() =>
                  void bridge.openWebview({ url: h.replayUrl ?? '', title: h.title, newWindow: true })
                }
              >
                {appMessages.replay}
              </Button>
            ) : h.needsPrivilege ? (
              // A paid room's replay is not in the public list: its page plays it for a holder, or says how to get it.
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => go(`/live/detail?id=${encodeURIComponent(h.roomId)}`)}
              >
                {appMessages.paidReplay}
              </Button>
            ) : (
              <span className="tg-card-meta">{appMessages.noReplay}</span>
            )}
            <AudioNote id={h.id} url={h.audioUrl} title={h.title} />
          </article>
        )}
      />
    </Page>
  )
}
