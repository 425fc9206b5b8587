import Dialog from 'antd-mobile/es/components/dialog'
import { messages } from '../../messages.js'
import { useDialogFocus } from '../../a11y/useDialogFocus.js'

export interface RiskWarningDialogProps {
  visible: boolean
  onClose: () => void
}

/**
 * `风险提示`: the content is for reference only and investors bear their own gains and losses; `知道了`.
 * @example <RiskWarningDialog visible={shown} onClose={() => setShown(false)} />
 */
export function RiskWarningDialog({ visible, onClose }: RiskWarningDialogProps) {
  useDialogFocus(visible, 'tg-risk-warning-body')
  return (
    <Dialog
      bodyClassName="tg-risk-warning-body"
      visible={visible}
      title={messages.riskWarningTitle}
      aria-label={messages.riskWarningTitle}
      content={<p className="tg-card-text">{messages.riskWarningText}</p>}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: messages.riskWarningButton, bold: true }]}
    />
  )
}
