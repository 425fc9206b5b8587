import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { RiskDisclosurePrompt } from '@tougu/react-ui'
import type { DisclosureKind } from '@tougu/core'
import { useAppNavigate } from '../navigation/index.js'
import { useServices } from '../services/index.js'

/** Where each kind of content lives once the disclosure is acknowledged (spec §4: tips → TipsDetail?id=). */
const CONTENT_ROUTE: Record<DisclosureKind, string> = { Live: '/live/detail', Tips: '/tips/detail' }

export interface RiskDisclosureApi {
  /**
   * Opens live (type 2) or tips (type 4) content: asks for the risk disclosure first unless this user
   * acknowledged this item today, then navigates to its detail page with query id.
   */
  openContent: (kind: DisclosureKind, id: string) => void
}

const RiskDisclosureContext = createContext<RiskDisclosureApi | null>(null)

/**
 * Hosts the risk-disclosure prompt of spec §4 for the whole app.
 * @example <RiskDisclosureProvider><Outlet /></RiskDisclosureProvider>
 */
export function RiskDisclosureProvider({ children }: { children: ReactNode }) {
  const { disclosures, disclosureUserId } = useServices()
  const go = useAppNavigate()
  const [pending, setPending] = useState<{ kind: DisclosureKind; id: string } | null>(null)

  const open = useCallback(
    (kind: DisclosureKind, id: string) => {
      if (disclosures.needsPrompt(disclosureUserId(), kind, id)) setPending({ kind, id })
      else go(`${CONTENT_ROUTE[kind]}?id=${encodeURIComponent(id)}`)
    },
    [disclosures, disclosureUserId, go],
  )
  const api = useMemo(() => ({ openContent: open }), [open])

  return (
    <RiskDisclosureContext.Provider value={api}>
      {children}
      <RiskDisclosurePrompt
        visible={pending !== null}
        kind={pending?.kind ?? 'Live'}
        onCancel={() => setPending(null)}
        onAcknowledge={() => {
          if (!pending) return
          disclosures.acknowledge(disclosureUserId(), pending.kind, pending.id)
          setPending(null)
          go(`${CONTENT_ROUTE[pending.kind]}?id=${encodeURIComponent(pending.id)}`)
        }}
      />
    </RiskDisclosureContext.Provider>
  )
}

/**
 * The disclosure flow for lists and cards.
 * @example const { openContent } = useRiskDisclosure(); <TipsPackCard onClick={() => openContent('Tips', t.id)} />
 */
export function useRiskDisclosure(): RiskDisclosureApi {
  const api = useContext(RiskDisclosureContext)
  if (!api) throw new Error('useRiskDisclosure() needs the RootLayout above it')
  return api
}

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
  const { disclosures, disclosureUserId, window: win } = useServices()
  const [needed, setNeeded] = useState(() => disclosures.needsPrompt(disclosureUserId(), kind, id))
  if (!needed) return <>{children}</>
  return (
    <RiskDisclosurePrompt
      visible
      kind={kind}
      onCancel={onCancel ?? (() => win.history.back())}
      onAcknowledge={() => {
        disclosures.acknowledge(disclosureUserId(), kind, id)
        setNeeded(false)
      }}
    />
  )
}
