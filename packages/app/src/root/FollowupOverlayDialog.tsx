import { useEffect, useMemo } from 'react'
import type { FollowupPaper, FollowupSessionDeps, UserInfo } from '@tougu/core'
import { useServices } from '../services/index.js'
import { FollowupSessionDialog } from './FollowupSessionDialog.js'

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
  const { mutate, client, bridge } = useServices()
  const deps = useMemo<FollowupSessionDeps>(
    () => ({
      // A waiver answer's cancellations invalidate what a cancellation does (services/mutations.ts).
      submit: (submission) => mutate('user.submitFollowupPaper', submission),
      clearStoredPaper: () => client.setFollowupPaper(null),
      hideOverlay: () => client.update({ showFollowupPaper: false }),
      restorePullRefresh: () => {
        if (bridge.environment !== 'app') return
        const { pullDown, pullUp } = client.getValue().pullRefresh
        void bridge.setPullRefresh({ down: pullDown, up: pullUp }).catch(warn('setPullRefresh'))
      },
    }),
    [mutate, bridge, client],
  )

  useEffect(() => {
    // The page must not refresh under the questionnaire; submitting gives pull-refresh back.
    if (bridge.environment === 'app')
      void bridge.setPullRefresh({ down: false, up: false }).catch(warn('setPullRefresh'))
  }, [bridge])

  return <FollowupSessionDialog paper={paper} context={{ userName: user.userName ?? '', fundAccount: user.cid ?? '' }} deps={deps} />
}
