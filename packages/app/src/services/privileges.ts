import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Privilege } from '@tougu/core'
import type { ReadApi } from './mutations.js'
import { fetchEndpoint, privilegesKey } from './queries.js'

/** Spec §4, §9: the privilege list is queried again on request only once 5 minutes have passed (or when forced). */
export const PRIVILEGE_STALE_MS = 300_000

/** Thrown by the privilege query when the investor it asks for is no longer the signed-in one: nothing is stored. */
export class InvestorChanged extends Error {
  constructor(readonly investor: string) {
    super(`privileges of ${investor || 'a visitor'} asked after another investor signed in`)
    this.name = 'InvestorChanged'
  }
}

/** What the privilege query reads: the API client and who is signed in now. */
export interface PrivilegeSource {
  api: Pick<ReadApi, 'orders'>
  /** The signed-in investor's clientId, `''` for a visitor. */
  investorId: () => string
}

/**
 * The privilege list (spec §4) as a TanStack query of one investor: asked on first use, fresh for 5 minutes (spec §9),
 * one retry on failure (at once), kept for the page's life (its holder is asked about it without a screen on it:
 * `hasPrivilege`). A visitor holds nothing and asks nothing. The request is sent only while `investor` is the one signed
 * in, and its answer is dropped (`InvestorChanged`, not retried) when another investor signed in meanwhile, so a late
 * answer never lands in anyone's cache (decision wave3-state-1). Every user of the list builds it here: the hooks,
 * the sign-in prefetch, and a refetch without a screen use the same fetcher and times.
 * `select` narrows what a screen reads (TanStack Query's own `select`).
 * @example useQuery(privilegeQuery(services, investor), services.queryClient)
 */
export function privilegeQuery<T = readonly Privilege[]>(source: PrivilegeSource, investor: string, select?: (list: readonly Privilege[]) => T) {
  return queryOptions<readonly Privilege[], Error, T>({
    queryKey: privilegesKey(investor),
    queryFn: async ({ signal }) => {
      if (investor === '') return []
      if (source.investorId() !== investor) throw new InvestorChanged(investor)
      const res = await fetchEndpoint(source.api, 'orders.getUserPrivilegeList', {}, { signal })
      if (source.investorId() !== investor) throw new InvestorChanged(investor)
      return res.list
    },
    staleTime: PRIVILEGE_STALE_MS,
    gcTime: Infinity,
    retry: (failures, error) => failures < 1 && !(error instanceof InvestorChanged),
    retryDelay: 0,
    // "Refreshed only on explicit request" (spec §4): a screen that shows it, a purchase or cancellation, a sign-in.
    refetchOnReconnect: false,
    ...(select ? { select } : {}),
  })
}

/**
 * The signed-in investor's privilege list as the cache holds it now (empty before it arrived), for code outside React.
 * @example readPrivileges(services.queryClient, services.investorId()).some((p) => p.productId === 'TIP1')
 */
export function readPrivileges(queryClient: QueryClient, investor: string): readonly Privilege[] {
  return queryClient.getQueryData<readonly Privilege[]>(privilegesKey(investor)) ?? []
}
