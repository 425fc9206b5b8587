import { useEffect, useState } from 'react'
import {
  createFollowupSession,
  type FollowupContext,
  type FollowupPaper,
  type FollowupSession,
  type FollowupSessionDeps,
} from '@tougu/core'
import { FollowupPaperDialog } from '@tougu/react-ui'
import { useRefundProducts } from './useRefundProducts.js'

/**
 * A follow-up paper's questionnaire over a core follow-up session, with the refund products its
 * cancellation question offers. The one place both questionnaires are set up: the overlay after login
 * (FollowupOverlayDialog) and the type 1 paper of the signing flow (/sign/attachService). `deps` should be
 * memoised: a new object starts a new session.
 * @example <FollowupSessionDialog paper={paper} context={{ userName, fundAccount }} deps={deps} onSubmitted={next} />
 */
export function FollowupSessionDialog({
  paper,
  context: { userName, fundAccount, productName },
  deps,
  onSubmitted,
}: {
  paper: FollowupPaper
  context: FollowupContext
  deps: FollowupSessionDeps
  onSubmitted?: (no: number | null) => void
}) {
  const [session, setSession] = useState<FollowupSession | null>(null)
  const refund = useRefundProducts()

  useEffect(() => {
    const context = productName === undefined ? { userName, fundAccount } : { userName, fundAccount, productName }
    const created = createFollowupSession(paper, context, deps)
    // Created in an effect (not a state initialiser) so StrictMode's second mount gets a live session.
    setSession(created)
    return () => created.dispose()
  }, [paper, userName, fundAccount, productName, deps])

  if (!session) return null
  return (
    <FollowupPaperDialog
      session={session}
      refundProducts={refund.products}
      refundProductsState={refund.state}
      refundQuotes={refund.quotes}
      refundQuotesState={refund.quotesState}
      onRetryRefundProducts={refund.retry}
      {...(onSubmitted ? { onSubmitted } : {})}
    />
  )
}
