import { useState, type ReactNode } from 'react'
import { RiskDisclosurePrompt } from '@tougu/react-ui'
import type { DisclosureKind } from '@tougu/core'
import { useServices } from '../services/index.js'

export interface RiskDisclosureGateProps {
  kind: DisclosureKind
  id: string
  /** Shown once acknowledged (or when acknowledged earlier today). */
  children: ReactNode
  /** The investor backed out; default: history back. */
  onCancel?: () => void
}

/**
 * Guards a content page entered directly (a shared link, a reload): the prompt first, the content after.
 * @example <RiskDisclosureGate kind="Live" id={id}><LiveRoom … /></RiskDisclosureGate>
 */
export function RiskDisclosureGate({ kind, id, children, onCancel }: RiskDisclosureGateProps) {
  const { disclosures, riskWarnings, disclosureUserId, window: win } = useServices()
  const [needed, setNeeded] = useState(() => disclosures.needsPrompt(disclosureUserId(), kind, id))
  if (!needed) return <>{children}</>
  return (
    <RiskDisclosurePrompt
      visible
      kind={kind}
      onCancel={onCancel ?? (() => win.history.back())}
      onAcknowledge={() => {
        disclosures.acknowledge(disclosureUserId(), kind, id)
        // The disclosure carries the 风险提示 text: it is the day's warning too (decision wave3-compliance-4).
        riskWarnings.acknowledge(disclosureUserId())
        setNeeded(false)
      }}
    />
  )
}
