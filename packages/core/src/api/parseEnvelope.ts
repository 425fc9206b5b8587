import { API_CODES, API_MESSAGES, REMOTE_TIMEOUT_PATTERN, apiFailure } from './apiErrors.js'
import type { ApiFailure } from './apiErrors.js'
import type { TransportOutcome } from './httpTransport.js'

/**
 * A response body under the spec's convention: `iRet` 0 is success, anything else a failure with a
 * message; the payload fields (`list`, `data`, …) sit beside them.
 */
export interface ApiEnvelope {
  iRet: number
  message?: string
  [field: string]: unknown
}

/** The empty successful result a remote-call timeout (`iRet -9999`, message matching 超时/timeout) becomes. */
export function emptyResult(): ApiEnvelope {
  const result = { iRet: API_CODES.OK, message: '' }
  emptyResults.add(result)
  return result
}

const emptyResults = new WeakSet<object>()

/** True for a value made by {@link emptyResult} (the typed client then knows the payload is absent). */
export function isEmptyResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && emptyResults.has(value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses JSON without throwing; `undefined` means "not JSON". */
function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function messageOf(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined
  const { message, msg } = body
  if (typeof message === 'string' && message.trim() !== '') return message
  if (typeof msg === 'string' && msg.trim() !== '') return msg
  return undefined
}

/**
 * Maps a 200 body's text to the spec's result: the body itself, with the §8 rewrites (remote-call
 * timeout → empty result, service timeout → 服务请求超时！, blank failure messages → 系统繁忙，请稍后重试),
 * or a failure that keeps the raw text when the body is not a JSON object.
 */
export function parseOkBody(text: string): ApiEnvelope | ApiFailure {
  const parsed = tryJson(text)
  if (!isPlainObject(parsed)) return apiFailure(API_CODES.INVALID_RESPONSE, API_MESSAGES.invalidResponse, { raw: text })
  const rawCode = parsed.iRet
  const iRet = typeof rawCode === 'number' ? rawCode : typeof rawCode === 'string' && /^-?\d+$/.test(rawCode.trim()) ? Number(rawCode) : undefined
  if (iRet === undefined) {
    // No envelope code at all: a backend answering a bare object. Treat as success; the schema decides.
    return { ...parsed, iRet: API_CODES.OK }
  }
  if (iRet === API_CODES.OK) return { ...parsed, iRet }
  const message = messageOf(parsed)
  if (iRet === API_CODES.REMOTE_CALL_FAILED && message !== undefined && REMOTE_TIMEOUT_PATTERN.test(message)) return emptyResult()
  if (iRet === API_CODES.SERVICE_TIMEOUT) return { ...parsed, iRet, message: API_MESSAGES.serviceTimeout }
  return { ...parsed, ...apiFailure(iRet, message) }
}

/** A non-200 answer passed through whole: `iRet` is the HTTP status, `status` and `body` are kept. */
export function httpStatusFailure(status: number, text: string): ApiFailure {
  const parsed = tryJson(text)
  const body = parsed === undefined ? text : parsed
  return apiFailure(status, messageOf(parsed), { status, body })
}

/**
 * The main client's mapping of every transport outcome (spec §8); it never throws.
 *
 * @example
 * mainResult({ kind: 'timeout' }) // { iRet: -1, message: '网络请求超时！' }
 */
export function mainResult(outcome: TransportOutcome): ApiEnvelope | ApiFailure {
  switch (outcome.kind) {
    case 'timeout':
      return apiFailure(API_CODES.NETWORK_TIMEOUT, API_MESSAGES.networkTimeout)
    case 'aborted':
      return apiFailure(API_CODES.ABORTED, API_MESSAGES.aborted)
    case 'network':
      return apiFailure(API_CODES.SYSTEM_BUSY, API_MESSAGES.systemBusy)
    case 'response':
      return outcome.status === 200 ? parseOkBody(outcome.text) : httpStatusFailure(outcome.status, outcome.text)
  }
}
