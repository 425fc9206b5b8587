import { API_CODES, API_MESSAGES } from './apiErrors.js'
import type { ApiFailure, SecondaryTimeout } from './apiErrors.js'
import { createTransport } from './httpTransport.js'
import type { AbortSignalLike, FetchLike, QueryParams, TokenSource } from './httpTransport.js'
import { httpStatusFailure, parseOkBody } from './parseEnvelope.js'
import type { ApiEnvelope } from './parseEnvelope.js'

/** Options of the secondary client (spec §7: 20000 ms timeout, configurable base path, token header). */
export interface SecondaryClientOptions {
  /** Configurable base path, e.g. `https://host/secondary`. */
  baseUrl: string
  /** Defaults to 20000 ms (spec §9). */
  timeoutMs?: number
  /** Token of the signed-in user, sent as `Authorization: Bearer <token>`. */
  getToken?: TokenSource
  /** Injected fetch; defaults to the global one. */
  fetch?: FetchLike
  headers?: Record<string, string>
}

/** What a secondary call resolves with. Network errors other than a timeout reject instead. */
export type SecondaryResult = ApiEnvelope | ApiFailure | SecondaryTimeout

/** The secondary client: same `post`/`get` as the main client, with the spec's own timeout result. */
export interface SecondaryClient {
  post(path: string, body?: Record<string, unknown>, options?: { signal?: AbortSignalLike }): Promise<SecondaryResult>
  get(path: string, params?: QueryParams, options?: { signal?: AbortSignalLike }): Promise<SecondaryResult>
}

/** Thrown (as a rejection) by the secondary client for a network error other than a timeout. */
export class SecondaryNetworkError extends Error {
  override readonly name = 'SecondaryNetworkError'
  constructor(
    message: string,
    readonly aborted: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * Creates the secondary client (spec §7/§8): a timeout resolves `{ code: -999999, message: '网络请求超时' }`,
 * other network errors (including an abort) reject with {@link SecondaryNetworkError}; HTTP answers map
 * like the main client's (200 → body, other status → `{ iRet: status, status, body, message }`).
 *
 * @example
 * const api2 = createSecondaryClient({ baseUrl: 'https://host/ext', getToken: () => session.user$.getValue()?.token })
 * const res = await api2.post('/quote/list', { codes: ['600000'] })
 * if ('code' in res && res.code === -999999) toast(res.message)
 */
export function createSecondaryClient(options: SecondaryClientOptions): SecondaryClient {
  const send = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })

  async function call(method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | QueryParams | undefined, signal?: AbortSignalLike): Promise<SecondaryResult> {
    const outcome = await send(
      method === 'GET'
        ? { method, path, ...(payload ? { params: payload as QueryParams } : {}), ...(signal ? { signal } : {}) }
        : { method, path, json: payload ?? {}, ...(signal ? { signal } : {}) },
    )
    switch (outcome.kind) {
      case 'timeout':
        return { code: API_CODES.SECONDARY_TIMEOUT, message: API_MESSAGES.secondaryTimeout }
      case 'aborted':
        throw new SecondaryNetworkError(API_MESSAGES.aborted, true)
      case 'network':
        throw new SecondaryNetworkError(outcome.error instanceof Error ? outcome.error.message : String(outcome.error), false, { cause: outcome.error })
      case 'response':
        return outcome.status === 200 ? parseOkBody(outcome.text) : httpStatusFailure(outcome.status, outcome.text)
    }
  }

  return {
    post: (path, body, opts) => call('POST', path, body, opts?.signal),
    get: (path, params, opts) => call('GET', path, params, opts?.signal),
  }
}
