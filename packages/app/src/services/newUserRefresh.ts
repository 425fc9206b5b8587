import type { QueryClient } from '@tanstack/react-query'
import { refreshIsNewUser, type ApiFailure, type ClientStore, type SessionStore } from '@tougu/core'
import { PRIVILEGES } from './queries.js'

export interface NewUserRefreshDeps {
  session: Pick<SessionStore, 'user$'>
  client: Pick<ClientStore, 'update'>
  queryClient: QueryClient
  /** The ownership check (core's `api.hasAnyOrder()`: any order of the spec's statuses). */
  hasAnyOrder: () => Promise<boolean | ApiFailure>
  /** The signed-in investor's clientId, `''` for a visitor. */
  investorId: () => string
}

/**
 * Keeps the client store's isNewUser (spec §3, §4; decision wave2-compliance-2) asked: after each sign-in (a restored
 * session too), and whenever the signed-in investor's privilege list changes, as a purchase or a cancellation changes
 * both. "Changes" is the list's content: a refetch answering the same list (TanStack keeps the same data then) asks
 * nothing, nor does the first list after a sign-in (the sign-in asked). An answer that arrives after the investor
 * changed is dropped, never stored for the next one. Start it after the investor switch, whose clearing it must follow.
 * @example const newUser = startNewUserRefresh({ session, client, queryClient, hasAnyOrder: () => api.hasAnyOrder(), investorId })
 */
export function startNewUserRefresh(deps: NewUserRefreshDeps): { dispose: () => void } {
  const ask = () => {
    const investor = deps.investorId()
    if (investor === '') return
    void refreshIsNewUser({
      hasAnyOrder: deps.hasAnyOrder,
      clientStore: { update: (patch) => (deps.investorId() === investor ? deps.client.update(patch) : undefined) },
    })
  }

  // The signed-in investor's last privilege list seen (undefined before the first); a success with other content is a change.
  let seen: unknown = undefined
  let signedIn: string | null = null
  const sessions = deps.session.user$.subscribe(() => {
    const investor = deps.investorId()
    if (investor === signedIn) return
    signedIn = investor
    seen = undefined
    ask()
  })

  const privileges = deps.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const [root, investor, name] = event.query.queryKey as readonly unknown[]
    if (root !== 'api' || name !== PRIVILEGES || investor === '' || investor !== deps.investorId()) return
    const changed = seen !== undefined && seen !== event.action.data
    seen = event.action.data
    if (changed) ask()
  })

  return {
    dispose: () => {
      sessions.unsubscribe()
      privileges()
    },
  }
}
