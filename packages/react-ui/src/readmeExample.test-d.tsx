// The example of packages/react-ui/README.md, type-checked by `tsc -p packages/react-ui` (pnpm typecheck)
// against the public entries. It needs nothing from its surroundings.
// ---- README example (tooling/readmeExamples.test.ts keeps it equal to the README) ----
import { useEffect, useState } from 'react'
import { createFollowupSession, type FollowupContext, type FollowupPaper, type FollowupSessionDeps } from '@tougu/core'
import { FollowupPaperDialog, installLayout, installReactUi, type CancellableProduct } from './index.js'
import '@tougu/react-ui/style.css'

installReactUi() // antd-mobile on React 19 (createRoot adapter), for direct Toast/Dialog calls; showToast & co. call it
installLayout() // root font size per the 750 px design width (debounced 300 ms); the kit itself is styled in px

type Props = { paper: FollowupPaper; ctx: FollowupContext; submit: FollowupSessionDeps['submit']; products: CancellableProduct[]; onDone: () => void }
export function Followup({ paper, ctx, submit, products, onDone }: Props) {
  const [session] = useState(() => createFollowupSession(paper, ctx, { submit }))
  useEffect(() => () => session.dispose(), [session])
  return <FollowupPaperDialog session={session} refundProducts={products} onSubmitted={onDone} />
}
