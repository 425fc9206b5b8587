import { createRiskWarningStore } from '@tougu/core'
import { openRiskWarningDialog } from '@tougu/react-ui'
import { ADVICE_PAGES } from '../root/advicePages.js'
import { routePath, routerBasename } from '../routes/basePath.js'
import { storedSessionField } from '../services/sessionKey.js'

let opened = false

/**
 * Opens the spec §8 risk warning over the advice page a visit starts on, when it is due for the stored investor (or
 * the visitor), before the app's code has run (decision wave2-speed-11). The boot entry loads and calls it on an
 * advice page, before the app's chunks run (other first screens carry none of it). It works on its own: 知道了 records the day's acknowledgement as the app would. Never
 * throws (blocked storage, no `<dialog>`: the app's RiskWarningOnAdvice shows the warning). Returns whether it opened.
 * @example openBootRiskWarning(window, import.meta.env.BASE_URL)
 */
export function openBootRiskWarning(win: Window, baseUrl: string, now: () => number = Date.now): boolean {
  try {
    // The boot entry calls it on an advice page and the app's start calls it again (it may run first): one dialog.
    if (win.document.querySelector('dialog.tg-risk-warning[open]')) return false
    const path = routePath(routerBasename(baseUrl, win.location.pathname), win.location.pathname)
    if (!ADVICE_PAGES.has(path)) return false
    const storage = win.localStorage
    const warnings = createRiskWarningStore({ storage, now })
    // As the app's services will see it (`disclosureUserId`): the stored user's clientId, '' for a visitor.
    const userId = storedSessionField(storage, 'clientId') ?? ''
    if (!warnings.isDue(userId)) return false
    openRiskWarningDialog(win.document, () => warnings.acknowledge(userId))
    opened = true
    return true
  } catch (error) {
    console.warn('[tougu] the risk warning was not opened early:', error)
    return false
  }
}

/**
 * Whether the boot entry opened the risk warning for this page load: the app then shows none of its own in this
 * visit (the investor acknowledges it there, or has already).
 */
export function bootRiskWarningOpened(): boolean {
  return opened
}
