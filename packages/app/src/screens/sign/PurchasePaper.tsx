import { useMemo } from 'react'
import type { FollowupPaper, FollowupSessionDeps } from '@tougu/core'
import { useObservable } from '@tougu/react-ui'
import { FollowupSessionDialog } from '../../root/FollowupSessionDialog.js'
import { useServices } from '../../services/index.js'

/**
 * The before-purchase follow-up (购买前回访, type 1 paper) of a signing: the investor, fund account and product named,
 * submitted through the API; `onSubmitted` gets the submission's number (what saveOrderCallback links to the order).
 * @example {paper && <PurchasePaperDialog paper={paper} productName={name} onSubmitted={(no) => go(no)} />}
 */
export function PurchasePaperDialog({ paper, productName, onSubmitted }: { paper: FollowupPaper; productName: string; onSubmitted: (no: number | null) => void }) {
  const { api, session: sessionStore } = useServices()
  const user = useObservable(sessionStore.user$)
  const deps = useMemo<FollowupSessionDeps>(() => ({ submit: (s) => api.user.submitFollowupPaper(s) }), [api])
  return (
    <FollowupSessionDialog
      paper={paper}
      context={{ userName: user?.userName ?? '', fundAccount: user?.cid ?? '', productName }}
      deps={deps}
      onSubmitted={onSubmitted}
    />
  )
}

/**
 * The submission's number as the flow keeps it: a positive whole number, or nothing to link.
 * @example followupOf('PAPER-1', 12) // { followup: { paperId: 'PAPER-1', no: 12, linked: false } }
 */
export function followupOf(paperId: string, no: number | null): { followup?: { paperId: string; no: number; linked: false } } {
  return no !== null && Number.isInteger(no) && no > 0 ? { followup: { paperId, no, linked: false } } : {}
}
