import { useMemo } from 'react'
import { isApiFailure, type FollowupPaper, type FollowupSessionDeps } from '@tougu/core'
import type { SignFlow } from './signFlow.js'
import { useObservable } from '@tougu/react-ui'
import { FollowupSessionDialog } from '../../root/FollowupSessionDialog.js'
import { useServices, type ReadApi } from '../../services/index.js'

/**
 * The before-purchase follow-up (购买前回访, type 1 paper) of a signing: the investor, fund account and product named,
 * submitted through the API; `onSubmitted` gets the submission's number (what saveOrderCallback links to the order).
 * @example {paper && <PurchasePaperDialog paper={paper} productName={name} onSubmitted={(no) => go(no)} />}
 */
export function PurchasePaperDialog({ paper, productName, onSubmitted }: { paper: FollowupPaper; productName: string; onSubmitted: (no: number | null) => void }) {
  const { mutate, session: sessionStore } = useServices()
  const user = useObservable(sessionStore.user$)
  const deps = useMemo<FollowupSessionDeps>(() => ({ submit: (s) => mutate('user.submitFollowupPaper', s) }), [mutate])
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

/** What the flow still needs of the before-purchase paper: one to answer, none left, or why it could not be had. */
export type PendingPaper = { kind: 'paper'; paper: FollowupPaper } | { kind: 'none' } | { kind: 'failed'; message: string }

/**
 * The type 1 paper this signing still has to answer, asked of the server (spec §1: before purchase); `none` when the
 * server has none to give (the flow then counts it as done).
 * @example const next = await pendingPurchasePaper(api); if (next.kind === 'paper') setPaper(next.paper)
 */
export async function pendingPurchasePaper(api: Pick<ReadApi, 'user'>): Promise<PendingPaper> {
  const res = await api.user.getFollowupPaper({ paperType: 1 })
  if (isApiFailure(res)) return { kind: 'failed', message: res.message }
  const first = res.list[0]
  return first ? { kind: 'paper', paper: first } : { kind: 'none' }
}

/**
 * The paper's dialog while one is pending; `onAnswered` gets what the flow records (done, and the submission to link).
 * @example <PurchasePaperStep paper={paper} productName={name} onAnswered={(patch) => save({ ...flow, ...patch })} />
 */
export function PurchasePaperStep({
  paper,
  productName,
  onAnswered,
}: {
  paper: FollowupPaper | null
  productName: string
  onAnswered: (patch: Pick<SignFlow, 'followupDone' | 'followup'>) => void
}) {
  if (!paper) return null
  // The submission's number links the answers to the order (saveOrderCallback).
  return <PurchasePaperDialog paper={paper} productName={productName} onSubmitted={(no) => onAnswered({ followupDone: true, ...followupOf(String(paper.id), no) })} />
}
