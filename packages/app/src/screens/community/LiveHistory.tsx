import { Button } from 'antd-mobile'
import { adviserByline, formatDuration, formatRelativeTime } from '@tougu/core'
import { useSearchParams } from '../../navigation/router.js'
import { PagedListView, Page, RiskDisclosureGate, useRiskDisclosure } from '../../root/index.js'
import { useNow, usePagedList } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { AudioNote } from '../../audio/AudioNote.js'

/** The disclosure record's id of the history of all rooms (one room's history is that room's id). */
export const ALL_HISTORY_DISCLOSURE_ID = 'history'

function HistoryList({ roomId }: { roomId: string | null }) {
  const now = useNow()
  const { openContent } = useRiskDisclosure()
  const items = usePagedList('live.history', { ...(roomId ? { roomId } : {}) })
  return (
    <PagedListView
      list={items}
      label={appMessages.liveHistory}
      getKey={(h) => h.id}
      renderItem={(h) => (
        <article className="tg-card">
          <h2 className="tg-card-title">{h.title}</h2>
          <p className="tg-card-meta tg-row">
            <span>{adviserByline(h.tgName, h.qualificationNo)}</span>
            <span>{formatRelativeTime(h.startTime, now)}</span>
            <span>{formatDuration(new Date(h.endTime).getTime() - new Date(h.startTime).getTime())}</span>
          </p>
          {h.replayUrl || h.needsPrivilege ? (
            // The replay plays in its room's page, from its detail: a paid room's replay is not in the public list, and
            // its page plays it for a holder or says how to get it (issues #32, #34).
            <Button size="small" color="primary" fill="outline" onClick={() => openContent('Live', h.roomId)}>
              {h.replayUrl ? appMessages.replay : appMessages.paidReplay}
            </Button>
          ) : (
            <span className="tg-card-meta">{appMessages.noReplay}</span>
          )}
          <AudioNote id={h.id} url={h.audioUrl} title={h.title} />
        </article>
      )}
    />
  )
}

/**
 * Past broadcasts (spec §2 /live/history), of one room when `roomId` is given; a replay plays in its room's page.
 * Replays and their audio are live content: the risk-disclosure prompt (spec §4, type 2) comes first, for the room (or
 * for the whole history), unless acknowledged today (issue #37).
 */
export function LiveHistory() {
  const [params] = useSearchParams()
  const roomId = params.get('roomId')
  return (
    <Page>
      <RiskDisclosureGate kind="Live" id={roomId ?? ALL_HISTORY_DISCLOSURE_ID}>
        <HistoryList roomId={roomId} />
      </RiskDisclosureGate>
    </Page>
  )
}
