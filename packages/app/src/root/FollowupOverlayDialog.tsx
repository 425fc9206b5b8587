import { useEffect, useState } from 'react'
import { createFollowupSession, type FollowupPaper, type FollowupSession, type UserInfo } from '@tougu/core'
import { FollowupPaperDialog } from '@tougu/react-ui'
import { useServices } from '../services/index.js'
import { useRefundProducts } from './useRefundProducts.js'

function warn(what: string) {
  return (error: unknown) =>
    console.warn(`[tougu] ${what} failed:`, error instanceof Error ? error.message : error)
}

/**
 * The questionnaire of the overlay over a core follow-up session (its own chunk: only signed-in investors with a
 * pending paper download it).
 * @example <FollowupOverlayDialog paper={paper} user={user} />
 */
export function FollowupOverlayDialog({ paper, user }: { paper: FollowupPaper; user: UserInfo }) {
  const { api, client, bridge } = useServices()
  const [session, setSession] = useState<FollowupSession | null>(null)
  const refund = useRefundProducts()

  useEffect(() => {
    const created = createFollowupSession(
      paper,
      { userName: user.userName ?? '', fundAccount: user.cid ?? '' },
      {
        submit: (submission) => api.user.submitFollowupPaper(submission),
        clearStoredPaper: () => client.setFollowupPaper(null),
        hideOverlay: () => client.update({ showFollowupPaper: false }),
        restorePullRefresh: () => {
          if (bridge.environment !== 'app') return
          const { pullDown, pullUp } = client.getValue().pullRefresh
          void bridge.setPullRefresh({ down: pullDown, up: pullUp }).catch(warn('setPullRefresh'))
        },
      },
    )
    // Created in an effect (not a state initialiser) so StrictMode's second mount gets a live session.
    setSession(created)
    return () => created.dispose()
  }, [api, bridge, client, paper, user.cid, user.userName])

  useEffect(() => {
    // The page must not refresh under the questionnaire; submitting gives pull-refresh back.
    if (bridge.environment === 'app')
      void bridge.setPullRefresh({ down: false, up: false }).catch(warn('setPullRefresh'))
  }, [bridge])

  if (!session) return null
  return (
    <FollowupPaperDialog
      session={session}
      refundProducts={refund.products}
      refundProductsState={refund.state}
      onRetryRefundProducts={refund.retry}
    />
  )
}
