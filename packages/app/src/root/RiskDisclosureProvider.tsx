import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { DisclosureKind } from '@tougu/core'
import { useAppNavigate } from '../navigation/index.js'
import { useServices } from '../services/index.js'
import { loadOnce } from '../navigation/loadOnce.js'
import { DialogLoadFailed, takeReopen, useDialogChunk } from './DialogLoadFailed.js'

/** Where each kind of content lives once the disclosure is acknowledged (spec §4: tips → TipsDetail?id=). */
const CONTENT_ROUTE: Record<DisclosureKind, string> = { Live: '/live/detail', Tips: '/tips/detail' }

export interface RiskDisclosureApi {
  /**
   * Opens live (type 2) or tips (type 4) content: asks for the risk disclosure first unless this user
   * acknowledged this item today, then navigates to its detail page with query id, or to `route` (another page of
   * the same content: a pack's updates, /tips/update) with query id.
   */
  openContent: (kind: DisclosureKind, id: string, route?: string) => void
}

// The prompt is an antd-mobile Dialog (with its animation stack): loaded when a list first needs it, not with
// the root view. Detail pages entered directly get it with their own chunk, through RiskDisclosureGate. A load that
// fails is offered again where it failed (wave3-journey-9), not as the page's error.
const promptChunk = loadOnce(() => import('./riskDisclosureUi.js').then((m) => m.RiskDisclosurePrompt))

const RiskDisclosureContext = createContext<RiskDisclosureApi | null>(null)

/** The prompt a reload retried, if it is one (anything else left in storage is ignored). */
function reopened(): { kind: DisclosureKind; id: string; route: string } | null {
  const saved = takeReopen<{ kind?: unknown; id?: unknown; route?: unknown }>('riskDisclosure')
  if (!saved || (saved.kind !== 'Live' && saved.kind !== 'Tips') || typeof saved.id !== 'string' || saved.id.length > 64) return null
  // Only a route this provider itself would open: anything else left in storage falls back to the content's own page.
  const route = typeof saved.route === 'string' && /^\/[a-z]+\/[a-zA-Z]+$/.test(saved.route) ? saved.route : CONTENT_ROUTE[saved.kind]
  return { kind: saved.kind, id: saved.id, route }
}

/**
 * Hosts the risk-disclosure prompt of spec §4 for the whole app.
 * @example <RiskDisclosureProvider><Outlet /></RiskDisclosureProvider>
 */
export function RiskDisclosureProvider({ children }: { children: ReactNode }) {
  const { disclosures, riskWarnings, disclosureUserId } = useServices()
  const go = useAppNavigate()
  // A prompt whose code did not load, retried through a reload, opens again after it (DialogLoadFailed.tsx).
  const [pending, setPending] = useState<{ kind: DisclosureKind; id: string; route: string } | null>(reopened)

  const open = useCallback(
    (kind: DisclosureKind, id: string, route: string = CONTENT_ROUTE[kind]) => {
      if (disclosures.needsPrompt(disclosureUserId(), kind, id)) setPending({ kind, id, route })
      else go(`${route}?id=${encodeURIComponent(id)}`)
    },
    [disclosures, disclosureUserId, go],
  )
  const api = useMemo(() => ({ openContent: open }), [open])
  const prompt = useDialogChunk(promptChunk, pending !== null, { reopen: { dialog: 'riskDisclosure', state: pending } })
  // Mounted from the first prompt on, so closing keeps antd-mobile's closing animation.
  const RiskDisclosurePrompt = prompt.value

  return (
    <RiskDisclosureContext.Provider value={api}>
      {children}
      {pending && prompt.failed && <DialogLoadFailed onRetry={prompt.retry} onClose={() => setPending(null)} />}
      {RiskDisclosurePrompt && (
        <RiskDisclosurePrompt
          visible={pending !== null}
          kind={pending?.kind ?? 'Live'}
          onCancel={() => setPending(null)}
          onAcknowledge={() => {
            if (!pending) return
            disclosures.acknowledge(disclosureUserId(), pending.kind, pending.id)
            // The disclosure carries the 风险提示 text: it is the day's warning too (decision wave3-compliance-4).
            riskWarnings.acknowledge(disclosureUserId())
            setPending(null)
            go(`${pending.route}?id=${encodeURIComponent(pending.id)}`)
          }}
        />
      )}
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
