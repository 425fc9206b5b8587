import type { QueryClient } from '@tanstack/react-query'
import type { ClientStore, SessionStore } from '@tougu/core'
import { privilegeQuery, type PrivilegeSource } from './privileges.js'
import { investorOfKey } from './queries.js'

export interface InvestorSwitchDeps {
  session: Pick<SessionStore, 'user$'>
  client: Pick<ClientStore, 'getValue' | 'setFollowupPaper' | 'clearUserData'>
  queryClient: QueryClient
  /** The privilege list's source; its `investorId` says who is signed in (`''` for a visitor). */
  privileges: PrivilegeSource
}

/**
 * Cancels and removes every query that is not `investor`'s: a request in flight for another investor is aborted and
 * its answer lands nowhere; the memory is freed.
 * @example dropOtherInvestors(queryClient, 'C1002')
 */
export function dropOtherInvestors(queryClient: QueryClient, investor: string): void {
  const others = { predicate: (q: { queryKey: readonly unknown[] }) => investorOfKey(q.queryKey) !== investor }
  void queryClient.cancelQueries(others)
  queryClient.removeQueries(others)
}

/**
 * What a change of the signed-in investor does to the page's data (decisions wave2-datalayer-1, wave3-state-1):
 * - sign-out, or another investor signing in: the previous investor's client data (follow-up paper, quiz draft,
 *   isNewUser, …) is cleared, in memory and in storage;
 * - on the page's first session (restored from storage): a stored paper without a signed-in owner is dropped, since it
 *   would be offered to whoever signs in next; an owner's unanswered paper stays;
 * - every change: the queries of any other investor are cancelled and removed (their keys carry the investor, so none
 *   was shown to the new one anyway), and a signed-in investor's privilege list is asked at once (spec §4's first use:
 *   paid pages, `hasPrivilege` and isNewUser read it).
 * Subscribe it before anything that acts on a sign-in with the cleared store (the follow-up paper loader, isNewUser).
 * @example const switching = startInvestorSwitch({ session, client, queryClient, privileges: { api, investorId } })
 */
export function startInvestorSwitch(deps: InvestorSwitchDeps): { dispose: () => void } {
  let last: string | null = null // null: before the first emission
  const subscription = deps.session.user$.subscribe(() => {
    const investor = deps.privileges.investorId()
    if (investor === last) return
    if (last === null) {
      if (investor === '' && deps.client.getValue().followupPaper) deps.client.setFollowupPaper(null)
    } else if (last !== '') {
      deps.client.clearUserData()
    }
    last = investor
    dropOtherInvestors(deps.queryClient, investor)
    if (investor !== '') void deps.queryClient.prefetchQuery(privilegeQuery(deps.privileges, investor))
  })
  return { dispose: () => subscription.unsubscribe() }
}
