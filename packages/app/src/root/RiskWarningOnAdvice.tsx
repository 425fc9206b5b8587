import { useEffect, useState } from 'react'
import { useLocation } from '../navigation/router.js'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { useServices } from '../services/index.js'
import { loadOnce } from '../navigation/loadOnce.js'
import { bootRiskWarningOpened } from '../boot/openBootRiskWarning.js'
import { ADVICE_PAGES } from './advicePages.js'
import type { RiskWarningDialog } from './riskWarningUi.js'

type RiskWarningDialogType = typeof RiskWarningDialog

// Loaded when the warning is first due, so the root view (and the home route) carries none of the dialog. The advice
// page a visit starts on has its warning from the boot entry (decision wave2-speed-11): none of this is loaded there.
const dialog = loadOnce(() => import('./riskWarningUi.js').then((m) => m.RiskWarningDialog))

/**
 * Loads the risk warning's dialog, once; a failed load is tried again on the next call.
 * @example if (ADVICE_PAGES.has(path)) await loadRiskWarningDialog()
 */
export function loadRiskWarningDialog(): Promise<RiskWarningDialogType> {
  return dialog.load()
}

/**
 * The spec §8 risk warning (风险提示 / 知道了) on the first advice page an investor opens each calendar day.
 * Kept in the root so every way into an advice page (lists, links, shared URLs, the /wx variant) gets it. When the
 * boot entry opened it over the page the visit started on, this one leaves the warning to that dialog.
 * @example <RiskWarningOnAdvice />  // inside the router, next to the outlet
 */
export function RiskWarningOnAdvice() {
  const { riskWarnings, disclosureUserId } = useServices()
  const { pathname } = useLocation()
  const path = pathname.startsWith(`/${WECHAT_VARIANT_SEGMENT}/`) ? pathname.slice(WECHAT_VARIANT_SEGMENT.length + 1) : pathname
  // Acknowledged in this render tree (or in the boot entry's dialog): the dialog closes at once even when storage
  // refuses the write, and does not come back on the next advice page.
  const [closed, setClosed] = useState(bootRiskWarningOpened)
  const visible = !closed && ADVICE_PAGES.has(path) && riskWarnings.isDue(disclosureUserId())
  const [Dialog, setDialog] = useState<RiskWarningDialogType | undefined>(() => dialog.current())
  useEffect(() => {
    if (!visible || Dialog) return
    let current = true
    loadRiskWarningDialog().then(
      (component) => current && setDialog(() => component),
      // The page's own code loaded; this chunk did not (a weak network): the next advice page asks again.
      (error: unknown) => console.warn('[tougu] the risk warning dialog did not load:', error),
    )
    return () => {
      current = false
    }
  }, [visible, Dialog])
  if (!Dialog) return null
  return (
    <Dialog
      visible={visible}
      onClose={() => {
        riskWarnings.acknowledge(disclosureUserId())
        setClosed(true)
      }}
    />
  )
}
