import { useCallback, useSyncExternalStore } from 'react'
import { hashKey, useQuery, type Query, type QueryKey } from '@tanstack/react-query'
import { API_CODES, apiFailure, type ApiFailure, type ApiResult } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'
import { answerOrThrow, ApiQueryError, apiKey, failureOf, fetchEndpoint, type EndpointName, type RequestOf, type ResponseOf } from './queries.js'
import type { SlowApi } from './slowApi.js'

/** Where a query is: the first load, a failure to show with a retry, or data. */
export type QueryStatus = 'loading' | 'error' | 'success'

export interface ApiQuery<T> {
  /** 'success' whenever data is shown (a failed background refresh keeps it), 'error' only without data. */
  status: QueryStatus
  /** The last successful answer (kept while a refresh runs). */
  data: T | undefined
  /** The failure's message (spec §8 texts), null unless status is 'error'. */
  error: string | null
  /**
   * The whole failure, null unless status is 'error': `iRet` tells a timeout (-1) from a session or
   * business code, so a screen can react to the code rather than parse the message.
   */
  failure: ApiFailure | null
  /** The failure of the latest request even while older data shows (a poll or refresh that failed), else null. */
  lastFailure: ApiFailure | null
  /** A request is running (the first load or a background refresh). */
  fetching: boolean
  /** After an error: load again, showing the loading state. */
  retry: () => void
  /** Reload in the background, keeping the shown data (pull-down refresh). Resolves when done. */
  refresh: () => Promise<void>
}

export interface ApiQueryOptions<T> {
  /** Polls: the interval in ms, or a function of the last answer returning `false` to stop (a final state). */
  refetchInterval?: number | false | ((data: T | undefined) => number | false)
  /** False: not asked yet (a request that needs something the screen does not have yet). Default true. */
  enabled?: boolean
  /** Overrides the app's 5 s staleTime (0 for a state that must be read fresh, e.g. a payment). */
  staleTime?: number
  /**
   * 'slow': asks through the second client (20 s, the firm's slower services: quotes, account checks; decision
   * wave2-reach19-4). The endpoint must be one of its endpoints (`SLOW_ENDPOINTS`, by the same name).
   */
  client?: 'main' | 'slow'
}

/**
 * The signed-in investor the queries are keyed by: the session's clientId, `''` for a visitor. The server renders
 * first screens for a visitor, and so does the render that takes such a page over (hydration, decision
 * wave3-house-1): React renders again with the stored investor right after, whose answers then replace the visitor's
 * (see {@link visitorsAnswerStandsIn}).
 */
export function useInvestorId(): string {
  const { session, investorId } = useServices()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = session.user$.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [session],
  )
  return useSyncExternalStore(subscribe, () => investorId(session.user$.getValue()), () => '')
}

/**
 * TanStack Query's `placeholderData` of the app's queries: when the query before was the same request asked for a
 * visitor and this one is for a signed-in investor (the page the server rendered for a visitor, taken over; a
 * sign-in), the visitor's answer shows while the investor's own loads, instead of a skeleton. Never the other way: an
 * investor's answer is never shown to a visitor or to another investor.
 * @example useQuery({ queryKey, queryFn, placeholderData: visitorsAnswerStandsIn })
 */
export function visitorsAnswerStandsIn<T>(previous: T | undefined, previousQuery: Query<T, Error, T, QueryKey> | undefined, key?: QueryKey): T | undefined {
  if (previous === undefined || !previousQuery || !key) return undefined
  const before = previousQuery.queryKey
  const visitor = key[0] === 'api' && before[0] === 'api' && before[1] === '' && typeof key[1] === 'string' && key[1] !== ''
  return visitor && hashKey(before.slice(2)) === hashKey(key.slice(2)) ? previous : undefined
}

/**
 * The one data hook of the screens, over TanStack Query: keyed by the signed-in investor, the endpoint and
 * the request (identical requests in flight are shared, an answer shows at once when the screen comes
 * back, then refreshes in the background), an API failure kept whole with its `iRet`.
 *
 * @example
 * const q = useApiQuery('live.detail', { id })
 * if (q.status === 'loading') return <ListSkeleton />
 * if (q.status === 'error') return <ErrorRetryBlock description={q.error} onRetry={q.retry} />
 * return <h1>{q.data.data.title}</h1>
 */
export function useApiQuery<K extends EndpointName>(
  endpoint: K,
  request: RequestOf<K>,
  options: ApiQueryOptions<ResponseOf<K>> = {},
): ApiQuery<ResponseOf<K>> {
  const { api, slow, queryClient } = useServices()
  const investor = useInvestorId()
  const interval = options.refetchInterval
  const viaSlow = options.client === 'slow'
  const queryKey = viaSlow ? ['slow', ...apiKey(investor, endpoint, request)] : apiKey(investor, endpoint, request)
  const q = useQuery<ResponseOf<K>, Error, ResponseOf<K>, QueryKey>(
    {
      queryKey,
      placeholderData: (previous, previousQuery) => visitorsAnswerStandsIn(previous, previousQuery, queryKey),
      queryFn: async ({ signal }) => {
        await inATaskOfItsOwn()
        return viaSlow ? fetchSlow(slow, endpoint, request, signal) : fetchEndpoint(api, endpoint, request, { signal })
      },
      ...(interval === undefined ? {} : { refetchInterval: typeof interval === 'function' ? (query) => interval(query.state.data) : interval }),
      ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
      ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    },
    queryClient,
  )
  const { refetch } = q
  const retry = useCallback(() => void refetch(), [refetch])
  const refresh = useCallback(() => refetch().then(() => undefined), [refetch])
  const data = q.data
  const failed = data === undefined && q.status === 'error'
  const failure = failed ? failureOf(q.error) : null
  return {
    status: data !== undefined ? 'success' : failed ? 'error' : 'loading',
    data,
    error: failure?.message ?? null,
    failure,
    lastFailure: q.error ? failureOf(q.error) : null,
    fetching: q.isFetching,
    retry,
    refresh,
  }
}

/**
 * Resolves in a task of its own. A screen asks several queries in one go (home's sections below the fold, once the
 * first screen has painted), and making a request (the client's options and headers, the fetch) takes a few ms each
 * on a phone: one task each instead of one long task for all (decision wave3-speed-1).
 */
const inATaskOfItsOwn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** A call through the second client, with the main client's failure handling (a failure throws ApiQueryError). */
async function fetchSlow<K extends EndpointName>(slow: SlowApi, endpoint: K, request: unknown, signal: AbortSignal): Promise<ResponseOf<K>> {
  const name = endpoint.split('.')[1] as keyof SlowApi
  const call = slow[name] as ((r: unknown, o?: { signal?: AbortSignal }) => Promise<ApiResult<unknown>>) | undefined
  if (!call) throw new ApiQueryError(apiFailure(API_CODES.SYSTEM_BUSY, `${endpoint} is not an endpoint of the second client`))
  return answerOrThrow<ResponseOf<K>>(await call(request, { signal }))
}
