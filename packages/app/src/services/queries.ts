import { QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  API_CODES,
  apiFailure,
  isApiFailure,
  type ApiContract,
  type ApiFailure,
  type CallOptions,
  type EndpointRequest,
  type EndpointResponse,
} from '@tougu/core'

/** `area.name` of a contract endpoint, e.g. `'live.detail'`: what a query is keyed and fetched by. */
export type EndpointName = {
  [A in keyof ApiContract]: `${A}.${Extract<keyof ApiContract[A], string>}`
}[keyof ApiContract]

type DefOf<K extends EndpointName> = K extends `${infer A}.${infer N}`
  ? A extends keyof ApiContract
    ? N extends keyof ApiContract[A]
      ? ApiContract[A][N]
      : never
    : never
  : never

/** The request an endpoint takes (its fields as the screen passes them). */
export type RequestOf<K extends EndpointName> = EndpointRequest<DefOf<K>>
/** The validated success answer of an endpoint. */
export type ResponseOf<K extends EndpointName> = EndpointResponse<DefOf<K>>

/**
 * A query as data: the endpoint and request of a screen's `useApiQuery(endpoint, request)`, or the first page of its
 * `usePagedList(endpoint, request, { size: pageSize })` when `pageSize` is set. The route table's first screens are
 * lists of these (routes/routeDef.ts).
 */
export type ApiQueryDef = {
  [K in EndpointName]: { endpoint: K; request: RequestOf<K>; pageSize?: number }
}[EndpointName]

/**
 * A failure of the API as a thrown value (TanStack Query's error channel): the whole `ApiFailure` stays on
 * it, so a screen or a test reads `iRet` (-1 timeout, 401 session, business codes), not only the message.
 */
export class ApiQueryError extends Error {
  readonly failure: ApiFailure
  constructor(failure: ApiFailure) {
    super(failure.message)
    this.name = 'ApiQueryError'
    this.failure = failure
  }
  get iRet(): number {
    return this.failure.iRet
  }
}

/** The failure behind any error a query reported: an API failure keeps its code; a thrown bug reads as 系统繁忙. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiQueryError) return error.failure
  return apiFailure(API_CODES.SYSTEM_BUSY, error instanceof Error ? error.message : String(error))
}

/**
 * The key of every API query: `['api', investor, endpoint, request]`. The investor (the session's clientId,
 * `''` for a visitor) is part of it so one investor's answers are never served to another, and the request is
 * hashed by TanStack Query with sorted keys, so `{ a, b }` and `{ b, a }` share one entry and one request.
 * @example apiKey('c1', 'live.detail', { id: 'L1' }) // ['api', 'c1', 'live.detail', { id: 'L1' }]
 */
export function apiKey(investor: string, endpoint: EndpointName, request: unknown): QueryKey {
  return ['api', investor, endpoint, request ?? {}]
}

/** The privilege list's place in a query key (where an endpoint name stands in the other keys) and an invalidation target. */
export const PRIVILEGES = 'privileges'

/**
 * The key of an investor's privilege list: `['api', investor, 'privileges']`. It carries the investor like every API
 * key, so a user switch drops the previous investor's list with their other answers; its own name (not the endpoint's
 * `orders.getUserPrivilegeList`) keeps it out of the `orders` invalidations: only the mutations that change privileges
 * name it (mutations.ts).
 * @example privilegesKey('C1001') // ['api', 'C1001', 'privileges']
 */
export function privilegesKey(investor: string): QueryKey {
  return ['api', investor, PRIVILEGES]
}

/** The investor a key belongs to. */
export function investorOfKey(key: QueryKey): string | undefined {
  return key[0] === 'api' && typeof key[1] === 'string' ? key[1] : undefined
}

/**
 * Calls a contract endpoint by name on the client (the API client, or the services' read view of it): resolves the
 * answer, throws {@link ApiQueryError} on a failure.
 */
export async function fetchEndpoint<K extends EndpointName>(
  api: object,
  endpoint: K,
  request: unknown,
  options?: CallOptions,
): Promise<ResponseOf<K>> {
  const [area, name] = endpoint.split('.') as [string, string]
  const group = (api as unknown as Record<string, Record<string, (r: unknown, o?: CallOptions) => Promise<unknown>>>)[area]
  const fn = group?.[name]
  if (!fn) throw new ApiQueryError(apiFailure(API_CODES.SYSTEM_BUSY, `unknown endpoint ${endpoint}`))
  return answerOrThrow<ResponseOf<K>>(await fn(request, options))
}

/** A client's answer as a query's data: the success, or its failure thrown as {@link ApiQueryError} (iRet kept). */
export function answerOrThrow<T>(res: unknown): T {
  if (isApiFailure(res)) throw new ApiQueryError(res)
  return res as T
}

/** What a list endpoint answers. */
export type ListAnswer = { list: unknown[]; total?: number | undefined }

/**
 * Key and fetcher of a paged list (an infinite query): the list's key is the endpoint's key plus the page size,
 * each page asks `{ ...request, offset, size }`, and the next offset comes from `total` (or a full page).
 */
export function pagedListOptions(api: object, investor: string, endpoint: EndpointName, request: unknown, size: number, unpaged = false) {
  return {
    queryKey: [...apiKey(investor, endpoint, request), unpaged ? { pages: 'all' } : { pages: size }] as QueryKey,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchEndpoint(api, endpoint, unpaged ? request : { ...(request as object), offset: pageParam, size }, { signal }) as Promise<ListAnswer>,
    initialPageParam: 0,
    getNextPageParam: (last: ListAnswer, _all: ListAnswer[], offset: number): number | undefined => {
      if (unpaged || last.list.length === 0) return undefined
      const more = last.total !== undefined ? offset + last.list.length < last.total : last.list.length >= size
      return more ? offset + last.list.length : undefined
    },
  }
}

/** The page's query services: what a prefetch outside React needs. */
export interface QueryTarget {
  api: object
  queryClient: QueryClient
  investorId: () => string
}

/**
 * Starts a screen's query before the screen has loaded (the first-screen prefetch, a link's hover): the same key
 * and fetcher as the screen's `useApiQuery(endpoint, request)`, so the screen joins the request in flight or
 * renders its answer at once. Never rejects.
 * @example void prefetchEndpoint(services, 'home.getTgIndexBanners', {})
 */
export function prefetchEndpoint<K extends EndpointName>(target: QueryTarget, endpoint: K, request: RequestOf<K>): Promise<void> {
  return target.queryClient.prefetchQuery({
    queryKey: apiKey(target.investorId(), endpoint, request),
    queryFn: ({ signal }) => fetchEndpoint(target.api, endpoint, request, { signal }),
  })
}

/**
 * The first page of a screen's `usePagedList(endpoint, request, { size })`, started early. Never rejects.
 * @example void prefetchPagedList(services, 'tips.list', { sort: 1 })
 */
export function prefetchPagedList<K extends EndpointName>(
  target: QueryTarget,
  endpoint: K,
  request: Omit<RequestOf<K>, 'offset' | 'size'>,
  { size = 20 }: { size?: number } = {},
): Promise<void> {
  return target.queryClient.prefetchInfiniteQuery(pagedListOptions(target.api, target.investorId(), endpoint, request, size))
}

/**
 * Asks a first screen's queries under the keys its screen uses (the server before it renders the page, the app before
 * its first render where no server did), and says how each ended: `success`, `error` (an API failure, a network
 * error) or `pending`. Never rejects.
 * @example await prefetchFirstScreen(services, firstScreenQueries('/index', new URLSearchParams())) // ['success', …]
 */
export async function prefetchFirstScreen(target: QueryTarget, queries: readonly ApiQueryDef[]): Promise<Array<'success' | 'error' | 'pending'>> {
  await Promise.all(
    queries.map((q) =>
      q.pageSize
        ? prefetchPagedList(target, q.endpoint, q.request as never, { size: q.pageSize })
        : prefetchEndpoint(target, q.endpoint, q.request as never),
    ),
  )
  return queries.map((q) => {
    const key = q.pageSize ? pagedListOptions(target.api, target.investorId(), q.endpoint, q.request, q.pageSize).queryKey : apiKey(target.investorId(), q.endpoint, q.request)
    return target.queryClient.getQueryState(key)?.status ?? 'pending'
  })
}

/**
 * Cache times of the app's queries (decision wave2-datalayer-2):
 * - staleTime 5 s: a screen mounted again within 5 s (StrictMode, a quick back-and-forth, two widgets
 *   asking the same thing) takes the cached answer without a request; later, coming back shows the cached
 *   answer at once and refreshes it in the background.
 * - gcTime 5 min: answers no screen shows are dropped after 5 minutes, so the cache stays bounded.
 * - retry off: the API client already answers failures as values with the spec's messages; a screen offers
 *   its own retry. No refetch on window focus (an H5 in a webview flips focus with every native sheet).
 */
export const QUERY_STALE_MS = 5_000
export const QUERY_GC_MS = 5 * 60_000

/**
 * The page's one QueryClient. Mutations are never retried (a payment or a cancellation is sent once; the pay sequence's
 * client key makes its own retries safe) and run whatever the browser reports about the network: the API client answers
 * a request that cannot go out with the spec's timeout message, where a mutation paused offline would keep its button
 * spinning with nothing said.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
