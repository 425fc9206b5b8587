import type { QueryClient } from '@tanstack/react-query'
import { startFollowupPaperLoader, type ClientStore, type SessionStore } from '@tougu/core'
import { startInvestorSwitch } from './investorSwitch.js'
import type { ReadApi } from './mutations.js'
import { startNewUserRefresh } from './newUserRefresh.js'

export interface SessionPolicyDeps {
  session: SessionStore
  client: ClientStore
  queryClient: QueryClient
  api: Pick<ReadApi, 'orders' | 'user' | 'hasAnyOrder'>
  /** The signed-in investor's clientId, `''` for a visitor. */
  investorId: () => string
  /** Inside the firm's native app, the only place the type 2 paper is fetched after login (decision wave2-reach-6). */
  inApp: boolean
}

export interface SessionPolicy {
  /** Resolves when the type 2 paper fetch started by the latest login (if any) has settled. */
  followupPaperSettled: () => Promise<void>
  dispose: () => void
}

/**
 * What the page does when the signed-in investor changes, in this order (each subscribes after the one before, so it
 * sees the store the earlier one cleared):
 * 1. the investor switch (investorSwitch.ts): the previous investor's client data and queries go, the new one's
 *    privilege list is asked;
 * 2. isNewUser (newUserRefresh.ts): asked on sign-in and when the privilege list changes;
 * 3. the type 2 follow-up paper (spec §4): after a login in the native app, fetched when none is stored, by core's
 *    loader; a paper found raises the overlay's show-paper flag. It is client data the investor answers across
 *    reloads (the spec §3 client store), not a query (decision wave3-state-1).
 * @example const policy = startSessionPolicy({ session, client, queryClient, api, investorId, inApp: bridge.environment === 'app' })
 */
export function startSessionPolicy(deps: SessionPolicyDeps): SessionPolicy {
  const switching = startInvestorSwitch({ ...deps, privileges: { api: deps.api, investorId: deps.investorId } })
  const newUser = startNewUserRefresh({ ...deps, hasAnyOrder: () => deps.api.hasAnyOrder() })
  const paper = startFollowupPaperLoader({
    session: deps.session,
    clientStore: deps.client,
    getFollowupPaper: (request) => deps.api.user.getFollowupPaper(request),
    isNativeApp: () => deps.inApp,
    onError: (failure) => console.warn('[tougu] getFollowupPaper failed:', failure.message),
  })
  return {
    followupPaperSettled: () => paper.settled(),
    dispose: () => {
      paper.dispose()
      newUser.dispose()
      switching.dispose()
    },
  }
}
