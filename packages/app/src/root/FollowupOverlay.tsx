import { isLoggedIn, type ClientState } from '@tougu/core'
import { useObservable } from '@tougu/react-ui'
import { useServices } from '../services/index.js'

import { loadOnce } from '../navigation/loadOnce.js'
import { DialogLoadFailed, useDialogChunk } from './DialogLoadFailed.js'

// Loaded when a paper is to be shown; a load that fails is offered again in place (wave3-journey-9).
const overlayChunk = loadOnce(() => import('./FollowupOverlayDialog.js').then((m) => m.FollowupOverlayDialog))

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
  const wanted = show && !!paper && !!user && isLoggedIn(user)
  const chunk = useDialogChunk(overlayChunk, wanted)
  const FollowupOverlayDialog = chunk.value
  if (!wanted || !paper || !user) return null
  // The questionnaire is mandatory: no 取消, only 重试.
  if (chunk.failed) return <DialogLoadFailed onRetry={chunk.retry} />
  return FollowupOverlayDialog ? <FollowupOverlayDialog key={paper.id} paper={paper} user={user} /> : null
}
