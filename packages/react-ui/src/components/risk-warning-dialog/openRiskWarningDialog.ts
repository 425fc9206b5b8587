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
  /** An element of `tag` with `className`, holding `children` (text or elements). */
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (string | Node)[]) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    node.append(...children)
    return node
  }
  const title = make('h2', 'tg-risk-warning-title', messages.riskWarningTitle)
  title.id = `tg-risk-warning-title-${serial}`
  const button = make('button', '', messages.riskWarningButton)
  button.type = 'button'
  const element = make(
    'dialog',
    'tg-risk-warning',
    title,
    make('div', 'tg-risk-warning-content', make('p', 'tg-card-text', messages.riskWarningText)),
    make('div', 'tg-risk-warning-actions', button),
  )
  element.tabIndex = -1
  element.setAttribute('aria-labelledby', title.id)

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
