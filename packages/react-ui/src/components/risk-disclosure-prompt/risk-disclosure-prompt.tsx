import Dialog from 'antd-mobile/es/components/dialog'
import { messages } from '../../messages.js'
import { useDialogFocus } from '../../a11y/useDialogFocus.js'

/** Content that needs the disclosure (spec §4): live rooms (type 2) and tips (type 4). */
export type RiskDisclosureKind = 'Live' | 'Tips'

export interface RiskDisclosurePromptProps {
  visible: boolean
  kind: RiskDisclosureKind
  /** The investor read it: the caller records the acknowledgement (core's disclosure store) and proceeds. */
  onAcknowledge: () => void
  /** The investor backed out: the caller stays off the content. */
  onCancel: () => void
}

/**
 * The risk-disclosure prompt shown before live or tips content. Whether it is needed today is core's rule
 * (`createRiskDisclosureStore().needsPrompt`); this only renders and reports the choice.
 * @example <RiskDisclosurePrompt visible={needs} kind="Tips" onAcknowledge={ack} onCancel={back} />
 */
export function RiskDisclosurePrompt({ visible, kind, onAcknowledge, onCancel }: RiskDisclosurePromptProps) {
  useDialogFocus(visible, 'tg-risk-disclosure-body')
  return (
    <Dialog
      bodyClassName="tg-risk-disclosure-body"
      visible={visible}
      title={messages.riskDisclosureTitle}
      aria-label={messages.riskDisclosureTitle}
      content={
        <p className="tg-card-text">
          {kind === 'Live' ? messages.riskDisclosureLive : messages.riskDisclosureTips}
        </p>
      }
      closeOnAction={false}
      closeOnMaskClick={false}
      actions={[
        [
          { key: 'cancel', text: messages.cancel, onClick: onCancel },
          { key: 'ack', text: messages.riskDisclosureAcknowledge, bold: true, onClick: onAcknowledge },
        ],
      ]}
    />
  )
}
