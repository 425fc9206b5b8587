import {
  API_CODES,
  API_MESSAGES,
  apiContract,
  apiFailure,
  isApiFailure,
  type ApiResult,
  type EndpointDef,
  type EndpointRequest,
  type EndpointResponse,
  createSecondaryClient,
  type SecondaryClient,
  type SecondaryClientOptions,
} from '@tougu/core'
import * as z from 'zod/mini'

/**
 * The endpoints that go through the second API client (spec §7: 20000 ms, its own base path; decision
 * wave2-reach19-4): the broker's account services (the trading counter answers arrears and assets) and the
 * market-data service (quotes). Both sit behind the firm's slower back-office systems, where the main
 * client's 10 s would turn a slow but good answer into 网络请求超时！ in the middle of a signing.
 */
export const SLOW_ENDPOINTS = {
  checkCustomerArrears: apiContract.common.checkCustomerArrears,
  checkCustomerAssets: apiContract.common.checkCustomerAssets,
  getCustomerAssets: apiContract.common.getCustomerAssets,
  queryBasicHq: apiContract.products.queryBasicHq,
} as const

type Slow = typeof SLOW_ENDPOINTS

/** Typed calls of {@link SLOW_ENDPOINTS}; results like the main client's (a failure is a value, never a rejection). */
export type SlowApi = {
  readonly [N in keyof Slow]: (request: EndpointRequest<Slow[N]>, options?: { signal?: AbortSignal }) => Promise<ApiResult<EndpointResponse<Slow[N]>>>
}

/**
 * Typed calls over the second client: the request and the answer are checked against the contract like the
 * main client does; the second client's timeout `{ code: -999999, message: '网络请求超时' }` (spec §8) becomes
 * a failure with that code and text, and its rejected network errors the helper failure (系统繁忙，请稍后重试),
 * so a screen handles one result shape whichever client asked.
 * @example const slow = createSlowApi(createSecondaryClient({ baseUrl: '', getToken })); await slow.checkCustomerArrears({})
 */
export function createSlowApi(client: SecondaryClient): SlowApi {
  async function call<E extends EndpointDef>(endpoint: E, request: unknown, signal?: AbortSignal): Promise<ApiResult<EndpointResponse<E>>> {
    const req = z.safeParse(endpoint.request, request ?? {})
    if (!req.success) return apiFailure(API_CODES.INVALID_REQUEST, API_MESSAGES.invalidRequest)
    let res: Awaited<ReturnType<SecondaryClient['post']>>
    try {
      res = await client.post(endpoint.path, req.data as Record<string, unknown>, signal ? { signal } : undefined)
    } catch (error) {
      if (signal?.aborted) return apiFailure(API_CODES.ABORTED, API_MESSAGES.aborted)
      console.warn('[tougu] second API client:', error)
      return apiFailure(API_CODES.SYSTEM_BUSY, API_MESSAGES.systemBusy)
    }
    if ('code' in res && res.code === API_CODES.SECONDARY_TIMEOUT) return apiFailure(API_CODES.SECONDARY_TIMEOUT, res.message)
    if (isApiFailure(res)) return res
    const parsed = z.safeParse(endpoint.response, res)
    return parsed.success ? (parsed.data as EndpointResponse<E>) : apiFailure(API_CODES.SCHEMA_MISMATCH, API_MESSAGES.schemaMismatch)
  }
  return Object.fromEntries(
    Object.entries(SLOW_ENDPOINTS).map(([name, def]) => [name, (request: unknown, options?: { signal?: AbortSignal }) => call(def, request, options?.signal)]),
  ) as unknown as SlowApi
}

/** Options of the app's second client: its base path, the signed-in user's token and its timeout (default 20 s). */
export type SlowApiOptions = Pick<SecondaryClientOptions, 'baseUrl' | 'getToken' | 'timeoutMs'>

/**
 * The app's slow-service calls over a new second client (spec §7: 20000 ms unless `timeoutMs` says otherwise).
 * @example const slow = createSlowApiFor({ baseUrl: '', getToken: () => session.user$.getValue()?.token })
 */
export function createSlowApiFor(options: SlowApiOptions): SlowApi {
  return createSlowApi(createSecondaryClient(options))
}
