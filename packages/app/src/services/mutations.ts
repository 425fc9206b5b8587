import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import type { ApiClient, ApiFailure } from '@tougu/core'
import { failureOf, fetchEndpoint, PRIVILEGES, type EndpointName, type RequestOf, type ResponseOf } from './queries.js'

/** What a successful mutation makes stale: endpoint names (`orders.queryOrderCallback`), whole areas (`orders`), or the privilege list. */
type Targets = readonly string[]

/**
 * Every mutating endpoint of the app and what its success changes, declared once (decision wave3-state-1): the queries
 * of these endpoints or areas go stale (shown ones refetch before the mutation resolves, the others when shown again),
 * and `privileges` refetches the investor's privilege list even with no screen on it (`hasPrivilege`, isNewUser read
 * it). A function of the request where only some requests change something. A screen sends them with
 * `useApiMutation`, code outside React with `services.mutate`; the services' `api` does not offer them at all.
 */
export const MUTATIONS = {
  'orders.createContract': ['orders'],
  'orders.createOrder': ['orders', 'coupons'],
  'orders.cancelOrder': ['orders', 'coupons'],
  // A cancellation ends the service at once (spec §2): its content is no longer the investor's.
  'orders.refundOrder': ['orders', 'coupons', PRIVILEGES],
  'orders.payCommission': ['orders', 'commission'],
  'orders.saveOrderCallback': ['orders.queryOrderCallback'],
  'demo.pay': ['orders'],
  'coupons.exchange': ['coupons'],
  'quiz.submit': ['quiz'],
  'customer.saveCustomerPhone': ['customer.getCustomerPhone'],
  'products.changeMessasgNotice': ['products.queryMessasgNotice'],
  // Agreeing moves the service to the successor product: the successor's content opens from the privilege list.
  'products.answerProductTransfer': (request) => (request.accept ? ['products.getProductTransfer', PRIVILEGES] : ['products.getProductTransfer']),
  // The type 2 paper's waiver answer cancels the orders it names (spec §4) as a cancellation does.
  'user.submitFollowupPaper': (request) => (Array.isArray(request.refundOrders) && request.refundOrders.length > 0 ? ['orders', 'coupons', PRIVILEGES] : ['orders.queryOrderCallback']),
} as const satisfies { [K in EndpointName]?: Targets | ((request: RequestOf<K>) => Targets) }

/**
 * What an order turning paid changes, wherever it was paid (the native pay sheet, WeChat, the demo payment): the
 * server reports it through the pay status the result pages poll, not through a mutation of this page, so those pages
 * apply it when they see `paid`.
 */
export const ORDER_PAID: Targets = ['orders', PRIVILEGES]

/** A mutating endpoint: one of {@link MUTATIONS}. */
export type MutatingEndpoint = keyof typeof MUTATIONS

type MutatingNameIn<A extends string> = MutatingEndpoint extends infer E ? (E extends `${A}.${infer N}` ? N : never) : never

/**
 * The API client as the services hand it to screens: every endpoint except the mutating ones, which go through
 * {@link MUTATIONS} so what they change is invalidated (`useApiMutation`, `services.mutate`). Any `ApiClient` is one.
 */
export type ReadApi = {
  [A in keyof ApiClient]: ApiClient[A] extends (...args: never[]) => unknown ? ApiClient[A] : Omit<ApiClient[A], MutatingNameIn<A & string>>
}

/** The answer of a mutation: the success, or the failure to show (spec §8 texts, `iRet` kept). */
export type MutationResult<K extends MutatingEndpoint> = ResponseOf<K> | ApiFailure

/** Sends a mutating request through the page's QueryClient; resolves its answer or failure, never rejects. */
export type Mutate = <K extends MutatingEndpoint>(endpoint: K, request: RequestOf<K>) => Promise<MutationResult<K>>

/**
 * The key a mutation of the endpoint runs under in the QueryClient's mutation cache: `['mutation', endpoint]`.
 * @example mutationKeyOf('orders.cancelOrder') // ['mutation', 'orders.cancelOrder']
 */
export function mutationKeyOf(endpoint: MutatingEndpoint): readonly [string, MutatingEndpoint] {
  return ['mutation', endpoint]
}

/** What a mutation of `endpoint` with `request` makes stale, per {@link MUTATIONS}. */
export function targetsOf<K extends MutatingEndpoint>(endpoint: K, request: RequestOf<K>): Targets {
  const targets = MUTATIONS[endpoint] as Targets | ((r: RequestOf<K>) => Targets)
  return typeof targets === 'function' ? targets(request) : targets
}

/**
 * Marks stale every API query of these endpoints or areas and refetches the shown ones; the privilege list
 * (`privileges`) is refetched even when no screen shows it. Resolves when the refetches have settled.
 * @example await invalidateTargets(queryClient, ['orders', 'privileges'])
 */
export async function invalidateTargets(queryClient: QueryClient, targets: Targets): Promise<void> {
  const endpointOf = (key: readonly unknown[]) => (key[0] === 'api' ? key[2] : undefined)
  const named = (endpoint: unknown) => typeof endpoint === 'string' && endpoint !== PRIVILEGES && targets.some((t) => endpoint === t || endpoint.startsWith(`${t}.`))
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => named(endpointOf(query.queryKey)) }),
    targets.includes(PRIVILEGES)
      ? queryClient.invalidateQueries({ predicate: (query) => endpointOf(query.queryKey) === PRIVILEGES, refetchType: 'all' })
      : undefined,
  ])
}

/**
 * Registers each mutating endpoint of {@link MUTATIONS} on the QueryClient (`setMutationDefaults`): its request through
 * `api`, a failure thrown as `ApiQueryError` (so only a success invalidates), and on success the invalidation of what it
 * changes. `useApiMutation(endpoint)` and `services.mutate(endpoint, …)` only name the endpoint.
 * @example registerMutations(queryClient, createApiClient(options))
 */
export function registerMutations(queryClient: QueryClient, api: object): void {
  for (const endpoint of Object.keys(MUTATIONS) as MutatingEndpoint[]) {
    queryClient.setMutationDefaults(mutationKeyOf(endpoint), {
      mutationFn: (request: unknown) => fetchEndpoint(api, endpoint, request),
      onSuccess: (_answer: unknown, request: unknown) => invalidateTargets(queryClient, targetsOf(endpoint, request as never)),
    })
  }
}

/**
 * The mutations for code outside React (the pay sequence, the follow-up sessions): each call runs in the QueryClient's
 * mutation cache under the endpoint's key, with the registered request and invalidation, exactly as `useApiMutation`.
 * @example const mutate = mutationRunner(queryClient); const res = await mutate('orders.cancelOrder', { orderId })
 */
export function mutationRunner(queryClient: QueryClient): Mutate {
  return <K extends MutatingEndpoint>(endpoint: K, request: RequestOf<K>) =>
    new MutationObserver<ResponseOf<K>, Error, RequestOf<K>>(queryClient, { mutationKey: mutationKeyOf(endpoint) })
      .mutate(request)
      .catch((error: unknown) => failureOf(error))
}
