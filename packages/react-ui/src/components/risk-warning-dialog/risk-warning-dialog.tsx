import { useId, useLayoutEffect, useRef } from 'react'
import { messages } from '../../messages.js'

export interface RiskWarningDialogProps {
  visible: boolean
  onClose: () => void
}

/**
 * `风险提示`: the content is for reference only and investors bear their own gains and losses; `知道了`.
 *
 * The platform's modal `<dialog>` (decision wave2-speed-10), not antd-mobile's Dialog: it shows on the first advice
 * page of the day, usually the page a visit starts on, and antd-mobile's Dialog brought its animation library and
 * focus handling (~24 kB brotli) into that first screen. The browser gives the modality (the page behind is inert),
 * the focus kept inside, and focus back where it was on closing. As the house's other dialogs: focus starts on the
 * dialog itself, Escape and taps outside do not dismiss it — `知道了` does.
 * @example <RiskWarningDialog visible={shown} onClose={() => setShown(false)} />
 */
export function RiskWarningDialog({ visible, onClose }: RiskWarningDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Whether the owner still wants it shown: a close it did not ask for (the browser's, e.g. a second Escape, which
  // Chromium no longer lets a page refuse) counts as the investor's 知道了.
  const wanted = useRef(visible)
  wanted.current = visible
  // Before the browser paints: the page and its warning appear in the same frame.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (visible && !dialog.open) {
      dialog.showModal()
      dialog.focus()
    } else if (!visible && dialog.open) dialog.close()
  }, [visible])
  return (
    <dialog
      ref={ref}
      className="tg-risk-warning"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(e) => e.preventDefault()}
      onClose={() => {
        if (wanted.current) onClose()
      }}
    >
      <h2 id={titleId} className="tg-risk-warning-title">
        {messages.riskWarningTitle}
      </h2>
      <div className="tg-risk-warning-content">
        <p className="tg-card-text">{messages.riskWarningText}</p>
      </div>
      <div className="tg-risk-warning-actions">
        <button type="button" onClick={() => ref.current?.close()}>
          {messages.riskWarningButton}
        </button>
      </div>
    </dialog>
  )
}
