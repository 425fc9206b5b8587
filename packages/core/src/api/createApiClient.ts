import * as z from 'zod/mini'
import { ORDER_STATUS_FILTER, REFUND_ORDER_LIST_SIZE, REFUND_ORDER_STATUSES } from '../model/order.js'
import { API_CODES, API_MESSAGES, apiFailure, isApiFailure } from './apiErrors.js'
import type { ApiFailure, ApiIssue } from './apiErrors.js'
import { apiContract } from './apiContract.js'
import type { ApiContract, EndpointDef, EndpointRequest, EndpointResponse } from './apiContract.js'
import { createTransport } from './httpTransport.js'
import type { AbortSignalLike, FetchLike, QueryParams, TokenSource, TransportOutcome } from './httpTransport.js'
import { httpStatusFailure, isEmptyResult, mainResult } from './parseEnvelope.js'
import type { ApiEnvelope } from './parseEnvelope.js'

/** Options of the main client (spec §7). */
export interface ApiClientOptions {
  /** Origin (and base path) the `/api/...` paths are appended to; `''` for the page's own origin. */
  baseUrl: string
  /** Client timeout; defaults to 10 000 ms (spec §9). */
  timeoutMs?: number
  /** Access token of the signed-in user, sent as `Authorization: Bearer <token>`. */
  getToken?: TokenSource
  /** Platform added to every POST body as `basicInfo.platform` (e.g. the bridge's detected platform). */
  platform?: string | (() => string | undefined)
  /** Injected fetch; defaults to the global one. */
  fetch?: FetchLike
  headers?: Record<string, string>
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the request; the call then resolves `{ iRet: -4, message: '请求已取消' }`. */
  signal?: AbortSignalLike
}

/** A typed endpoint's result: the validated success answer, or a failure with `iRet` ≠ 0 and a message. */
export type ApiResult<T> = T | ApiFailure

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "a request with no required field"
type HasRequiredKeys<T> = {} extends T ? false : true

/** The typed function of one endpoint; the request may be left out when none of its fields is required. */
export type EndpointFn<E extends EndpointDef> =
  HasRequiredKeys<EndpointRequest<E>> extends true
    ? (request: EndpointRequest<E>, options?: CallOptions) => Promise<ApiResult<EndpointResponse<E>>>
    : (request?: EndpointRequest<E>, options?: CallOptions) => Promise<ApiResult<EndpointResponse<E>>>

/** Typed endpoint functions grouped like {@link apiContract}: `api.orders.queryUserOrder(req)`. */
export type TypedApi = {
  readonly [A in keyof ApiContract]: { readonly [N in keyof ApiContract[A]]: ApiContract[A][N] extends EndpointDef ? EndpointFn<ApiContract[A][N]> : never }
}

/** The main client: raw helpers, one typed function per contract endpoint, and the order queries of spec §7. */
export interface ApiClient extends TypedApi {
  /**
   * Generic helper (spec §7: "post to /api/{name}"): a bare name is sent to `/api/{name}`, a path starting
   * with `/` as is. JSON body; resolves, never rejects. A non-200 answer is a helper call failure (spec §8):
   * `iRet` 500 with 系统繁忙，请稍后重试, the answer's `status` and `body` kept.
   */
  post(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<ApiEnvelope | ApiFailure>
  /** Generic helper: GET with query params (bare names go to `/api/{name}`); identical concurrent GETs share one request. */
  get(path: string, params?: QueryParams, options?: CallOptions): Promise<ApiEnvelope | ApiFailure>
  /** Calls any endpoint definition (the typed functions are built on this). */
  call<E extends EndpointDef>(endpoint: E, request?: EndpointRequest<E>, options?: CallOptions): Promise<ApiResult<EndpointResponse<E>>>
  /** The refund (cancellation) list: stStatus [105, 220], offset 0, size 10000, cxlx 1 (spec §7). */
  queryRefundableOrders(options?: CallOptions): Promise<ApiResult<EndpointResponse<ApiContract['orders']['queryUserOrder']>>>
  /** Ownership check: any order in the status list (size 1); feeds `isNewUser` (spec §3, §4). */
  hasAnyOrder(options?: CallOptions): Promise<boolean | ApiFailure>
}

function issuesOf(error: z.core.$ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message }))
}

/**
 * Creates the main client of spec §7/§8 (ky inside). Every method resolves, never rejects:
 * 200 → the body (validated against the contract for typed calls); other HTTP status → `{ iRet: status,
 * status, body, message }`; client timeout → `{ iRet: -1, message: '网络请求超时！' }`; other network
 * errors → `{ iRet: 500, message: '系统繁忙，请稍后重试' }`; `iRet -9999` with a timeout message → an
 * empty success; a body that is not JSON or does not match the schema → a failure keeping `raw`.
 * Codes: {@link API_CODES}; decisions in docs/decisions.md (api-4).
 *
 * @example
 * const api = createApiClient({ baseUrl: '', platform: 'android', getToken: () => session.user$.getValue()?.token })
 * const res = await api.orders.queryUserOrder({ stStatus: [80, 90], offset: 0, size: 20 })
 * if (isApiFailure(res)) toast(res.message)
 * else render(res.list)
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })

  const platform = (): string | undefined => (typeof options.platform === 'function' ? options.platform() : options.platform)

  function withBasicInfo(body: Record<string, unknown> | undefined): Record<string, unknown> {
    const given = body?.basicInfo
    const basicInfo = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {}
    const p = platform()
    return { ...body, basicInfo: p === undefined ? basicInfo : { ...basicInfo, platform: p } }
  }

  function transport(method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | undefined, signal: AbortSignalLike | undefined): Promise<TransportOutcome> {
    return send(
      method === 'GET'
        ? { method, path, ...(payload ? { params: payload as QueryParams } : {}), ...(signal ? { signal } : {}) }
        : { method, path, json: withBasicInfo(payload), ...(signal ? { signal } : {}) },
    )
  }

  async function call<E extends EndpointDef>(endpoint: E, request?: EndpointRequest<E>, callOptions?: CallOptions): Promise<ApiResult<EndpointResponse<E>>> {
    const req = z.safeParse(endpoint.request, request ?? {})
    if (!req.success) return apiFailure(API_CODES.INVALID_REQUEST, API_MESSAGES.invalidRequest, { issues: issuesOf(req.error) })
    const outcome = await transport(endpoint.method, endpoint.path, req.data as Record<string, unknown>, callOptions?.signal)
    const result = mainResult(outcome)
    if (isApiFailure(result)) return result
    const parsed = z.safeParse(endpoint.response, result)
    if (parsed.success) return parsed.data as EndpointResponse<E>
    // The remote-call timeout's empty result cannot fill a required `data`: report it as the service timeout.
    if (isEmptyResult(result)) return apiFailure(API_CODES.SERVICE_TIMEOUT, API_MESSAGES.serviceTimeout)
    const raw = outcome.kind === 'response' ? outcome.text : ''
    return apiFailure(API_CODES.SCHEMA_MISMATCH, API_MESSAGES.schemaMismatch, { raw, issues: issuesOf(parsed.error) })
  }

  const typed = Object.fromEntries(
    Object.entries(apiContract).map(([area, group]) => [
      area,
      Object.fromEntries(
        Object.entries(group as Record<string, EndpointDef>).map(([name, def]) => [
          name,
          (request?: Record<string, unknown>, callOptions?: CallOptions) => call(def, request, callOptions),
        ]),
      ),
    ]),
  ) as unknown as TypedApi

  // Spec §7: generic helpers post to /api/{name}.
  const helperPath = (path: string): string => (/^(https?:\/\/|\/)/i.test(path) ? path : `/api/${path}`)

  // Spec §8 "helper call failure gives iRet 500, message 系统繁忙，请稍后重试": a helper's non-200 answer reads as
  // that failure, keeping the status and body (passed through whole, §7). Typed calls keep the HTTP status as
  // iRet, which the app reads (401 ends the session).
  const helperResult = (outcome: TransportOutcome): ApiEnvelope | ApiFailure => {
    if (outcome.kind !== 'response' || outcome.status === 200) return mainResult(outcome)
    const { body } = httpStatusFailure(outcome.status, outcome.text)
    return apiFailure(API_CODES.SYSTEM_BUSY, API_MESSAGES.systemBusy, { status: outcome.status, body })
  }

  const client: ApiClient = {
    ...typed,
    post: async (path, body, callOptions) => helperResult(await transport('POST', helperPath(path), body, callOptions?.signal)),
    get: async (path, params, callOptions) => helperResult(await transport('GET', helperPath(path), params, callOptions?.signal)),
    call,
    queryRefundableOrders: (callOptions) =>
      call(apiContract.orders.queryUserOrder, { stStatus: [...REFUND_ORDER_STATUSES], offset: 0, size: REFUND_ORDER_LIST_SIZE, cxlx: 1 }, callOptions),
    hasAnyOrder: async (callOptions) => {
      const res = await call(apiContract.orders.queryUserOrder, { stStatus: [...ORDER_STATUS_FILTER], offset: 0, size: 1 }, callOptions)
      return isApiFailure(res) ? res : res.list.length > 0
    },
  }
  return client
}
