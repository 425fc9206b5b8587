import { useLayoutEffect, useRef } from 'react'
import { openRiskWarningDialog } from './openRiskWarningDialog.js'

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
 * dialog itself, Escape and taps outside do not dismiss it — `知道了` does. The dialog itself is drawn by
 * {@link openRiskWarningDialog} (at the end of the body), which the app's boot entry also uses before React runs.
 * @example <RiskWarningDialog visible={shown} onClose={() => setShown(false)} />
 */
export function RiskWarningDialog({ visible, onClose }: RiskWarningDialogProps): null {
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // Before the browser paints: the page and its warning appear in the same frame.
  useLayoutEffect(() => {
    if (!visible) return
    const handle = openRiskWarningDialog(document, () => onCloseRef.current())
    return () => handle.dismiss()
  }, [visible])
  return null
}
