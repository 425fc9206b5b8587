import { lazy, Suspense } from 'react'
import { isLoggedIn, type ClientState } from '@tougu/core'
import { useObservable } from '@tougu/react-ui'
import { useServices } from '../services/index.js'

const FollowupOverlayDialog = lazy(async () => ({
  default: (await import('./FollowupOverlayDialog.js')).FollowupOverlayDialog,
}))

const selectShow = (s: ClientState) => s.showFollowupPaper
const selectPaper = (s: ClientState) => s.followupPaper

/**
 * The root view's type 2 follow-up overlay (spec §2): shown whenever the show-paper flag is set, a paper
 * exists and an investor is signed in; submitting clears the paper, hides it and restores pull-refresh.
 * @example <><Outlet /><FollowupOverlay /></>
 */
export function FollowupOverlay() {
  const { client, session } = useServices()
  const show = useObservable(client.state$, selectShow)
  const paper = useObservable(client.state$, selectPaper)
  const user = useObservable(session.user$)
  if (!show || !paper || !user || !isLoggedIn(user)) return null
  return (
    <Suspense fallback={null}>
      <FollowupOverlayDialog key={paper.id} paper={paper} user={user} />
    </Suspense>
  )
}
