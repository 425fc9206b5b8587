import { lazy, Suspense, useState } from 'react'
import { useLocation } from '../navigation/router.js'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { useServices } from '../services/index.js'
import { ADVICE_PAGES } from './advicePages.js'

// Loaded when the warning is first due, so the root view (and the home route) carries none of the dialog. On an
// advice page as the first screen the server has already modulepreloaded it (build/firstScreen.ts `alsoLoad`).
const RiskWarningDialog = lazy(async () => ({ default: (await import('./riskWarningUi.js')).RiskWarningDialog }))

/**
 * The spec §8 risk warning (风险提示 / 知道了) on the first advice page an investor opens each calendar day.
 * Kept in the root so every way into an advice page (lists, links, shared URLs, the /wx variant) gets it.
 * @example <RiskWarningOnAdvice />  // inside the router, next to the outlet
 */
export function RiskWarningOnAdvice() {
  const { riskWarnings, disclosureUserId } = useServices()
  const { pathname } = useLocation()
  const path = pathname.startsWith(`/${WECHAT_VARIANT_SEGMENT}/`) ? pathname.slice(WECHAT_VARIANT_SEGMENT.length + 1) : pathname
  // Acknowledged in this render tree: the dialog closes at once even when storage refuses the write.
  const [closed, setClosed] = useState(false)
  const visible = !closed && ADVICE_PAGES.has(path) && riskWarnings.isDue(disclosureUserId())
  // Mounted from the first showing on, so closing keeps antd-mobile's closing animation.
  const [used, setUsed] = useState(false)
  if (visible && !used) setUsed(true)
  if (!visible && !used) return null
  return (
    <Suspense fallback={null}>
      <RiskWarningDialog
        visible={visible}
        onClose={() => {
          riskWarnings.acknowledge(disclosureUserId())
          setClosed(true)
        }}
      />
    </Suspense>
  )
}
