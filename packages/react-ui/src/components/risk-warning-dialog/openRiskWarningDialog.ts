import { messages } from '../../messages.js'

/** An open risk warning, for its owner. */
export interface RiskWarningDialogHandle {
  /** The `<dialog>` element: in the document while open, removed once closed. */
  readonly element: HTMLDialogElement
  /** Closes and removes it without counting as 知道了: its owner no longer wants it shown. */
  dismiss(): void
}

let serial = 0

/**
 * Opens `风险提示` / `知道了` as the platform's modal `<dialog>`, at the end of `doc.body`, with the focus on the dialog.
 * Framework-free, so the boot entry can show it before the app's code is in (decision wave2-speed-11), and the
 * React `RiskWarningDialog` draws the same one. `onAcknowledge` runs once, when the investor closes it: `知道了`,
 * or a close by the browser (a second Escape, which Chromium no longer lets a page refuse). Escape alone and
 * taps outside do not dismiss it.
 * @example const handle = openRiskWarningDialog(document, () => localStorage.setItem('acknowledged', String(Date.now())))
 */
export function openRiskWarningDialog(doc: Document, onAcknowledge: () => void): RiskWarningDialogHandle {
  serial += 1
  const element = doc.createElement('dialog')
  element.className = 'tg-risk-warning'
  element.tabIndex = -1
  const title = doc.createElement('h2')
  title.id = `tg-risk-warning-title-${serial}`
  title.className = 'tg-risk-warning-title'
  title.textContent = messages.riskWarningTitle
  element.setAttribute('aria-labelledby', title.id)
  const text = doc.createElement('p')
  text.className = 'tg-card-text'
  text.textContent = messages.riskWarningText
  const content = doc.createElement('div')
  content.className = 'tg-risk-warning-content'
  content.append(text)
  const button = doc.createElement('button')
  button.type = 'button'
  button.textContent = messages.riskWarningButton
  const actions = doc.createElement('div')
  actions.className = 'tg-risk-warning-actions'
  actions.append(button)
  element.append(title, content, actions)

  // Whether the owner still wants it shown: any close while wanted is the investor's.
  let wanted = true
  element.addEventListener('cancel', (event) => event.preventDefault())
  element.addEventListener('close', () => {
    element.remove()
    if (!wanted) return
    wanted = false
    onAcknowledge()
  })
  button.addEventListener('click', () => element.close())
  doc.body.append(element)
  element.showModal()
  element.focus()
  return {
    element,
    dismiss() {
      wanted = false
      if (element.open) element.close()
      element.remove()
    },
  }
}
