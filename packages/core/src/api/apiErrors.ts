/**
 * The error catalogue of spec §8 as numeric codes and the exact Chinese messages a screen shows.
 * Every failure the main client resolves with is an {@link ApiFailure}: a non-zero `iRet` and a
 * non-empty `message`, so a screen can always show `message` (docs/decisions.md, "api-4").
 */

/** Codes of the response envelope and of the client-side outcomes. */
export const API_CODES = {
  /** Success (spec §8: iRet 0 is success). */
  OK: 0,
  /** The client's own timeout fired (main client, 10 s by default). */
  NETWORK_TIMEOUT: -1,
  /** A 200 whose body is not JSON (or not a JSON object). The raw text is kept in `raw`. */
  INVALID_RESPONSE: -2,
  /** A 200 whose JSON does not match the endpoint's response schema. `issues` and `raw` are kept. */
  SCHEMA_MISMATCH: -3,
  /** The caller aborted the request through its AbortSignal. */
  ABORTED: -4,
  /** A typed endpoint was called with a request that does not match its request schema; nothing was sent. */
  INVALID_REQUEST: -5,
  /** The backend's own upstream service timed out (sent by the server); shown as 服务请求超时！. */
  SERVICE_TIMEOUT: -9998,
  /** Remote-call failure; with a timeout message it becomes an empty successful result (spec §8). */
  REMOTE_CALL_FAILED: -9999,
  /** Generic helper failure and any network error other than a timeout (spec §8). */
  SYSTEM_BUSY: 500,
  /** Secondary client timeout (spec §8, §9: timeout return code -999999). */
  SECONDARY_TIMEOUT: -999999,
} as const

/** User-facing texts of the API layer (exact spec §8 wording where the spec gives one). */
export const API_MESSAGES = {
  networkTimeout: '网络请求超时！',
  serviceTimeout: '服务请求超时！',
  systemBusy: '系统繁忙，请稍后重试',
  secondaryTimeout: '网络请求超时',
  invalidResponse: '服务返回的数据无法解析，请稍后重试',
  schemaMismatch: '服务返回的数据格式有误，请稍后重试',
  aborted: '请求已取消',
  invalidRequest: '请求参数有误',
} as const

/** Matches the remote-call timeout message that turns `iRet -9999` into an empty result. */
export const REMOTE_TIMEOUT_PATTERN = /超时|timeout/i

/** One validation problem, kept on schema failures for logging. */
export interface ApiIssue {
  path: (string | number)[]
  message: string
}

/**
 * A failed call, as every client method resolves it. `iRet` is never 0 and `message` never empty.
 * `status`/`body` are set for non-200 HTTP answers, `raw` keeps the raw text of an unusable 200 body,
 * `issues` lists schema problems.
 */
export interface ApiFailure {
  iRet: number
  message: string
  status?: number
  body?: unknown
  raw?: string
  issues?: ApiIssue[]
}

/** The secondary client's timeout value (spec §8). */
export interface SecondaryTimeout {
  code: typeof API_CODES.SECONDARY_TIMEOUT
  message: typeof API_MESSAGES.secondaryTimeout
}

/**
 * Builds a failure value, filling an empty message with the generic 系统繁忙，请稍后重试 so no screen
 * ever shows a blank toast.
 *
 * @example
 * apiFailure(API_CODES.NETWORK_TIMEOUT, API_MESSAGES.networkTimeout) // { iRet: -1, message: '网络请求超时！' }
 */
export function apiFailure(iRet: number, message?: string | null, detail: Omit<ApiFailure, 'iRet' | 'message'> = {}): ApiFailure {
  const text = typeof message === 'string' && message.trim() !== '' ? message : API_MESSAGES.systemBusy
  return { iRet: iRet === 0 ? API_CODES.SYSTEM_BUSY : iRet, message: text, ...detail }
}

/**
 * Tells a failure from a successful result (`iRet` present and not 0).
 *
 * @example
 * const res = await api.orders.queryUserOrder({ offset: 0, size: 20 })
 * if (isApiFailure(res)) toast(res.message)
 */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false
  const iRet = (value as { iRet?: unknown }).iRet
  return typeof iRet === 'number' && iRet !== 0 && typeof (value as { message?: unknown }).message === 'string'
}
