import ky, { TimeoutError } from 'ky'
import type { Options as KyOptions } from 'ky'

// core compiles without DOM and Node types (packages/core/tsconfig.lib.json), so the few web platform
// shapes used here are described structurally; browsers and Node 20 both provide them at run time.

/** The part of `AbortSignal` the clients use. A DOM or Node `AbortSignal` fits. */
export interface AbortSignalLike {
  readonly aborted: boolean
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}

interface AbortControllerLike {
  readonly signal: AbortSignalLike
  abort(): void
}

/**
 * The platform `fetch`, injected so Node scripts and tests can pass their own; defaults to the global one.
 * Parameters are typed `never` so any fetch implementation (DOM, undici, a test double) is assignable.
 */
export type FetchLike = (input: never, init?: never) => Promise<unknown>

const timers = globalThis as unknown as {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

const BODY_TIMED_OUT = Symbol('bodyTimedOut')

const newAbortController = (): AbortControllerLike =>
  new (globalThis as unknown as { AbortController: new () => AbortControllerLike }).AbortController()

/** Returns the signed-in user's access token, or nothing when signed out. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>

/** Query parameters of a GET; `undefined` values are left out, arrays repeat the key. */
export type QueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>

/** Options shared by both HTTP clients. */
export interface TransportOptions {
  /** Origin and base path the endpoint paths are appended to, e.g. `https://host` or `` for same origin. */
  baseUrl: string
  timeoutMs: number
  getToken?: TokenSource
  fetch?: FetchLike
  /** Extra headers sent with every request. */
  headers?: Record<string, string>
}

/** What happened to one HTTP exchange, before either client maps it to its own result shape. */
export type TransportOutcome =
  | { kind: 'response'; status: number; text: string }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'network'; error: unknown }

export interface TransportRequest {
  method: 'GET' | 'POST'
  path: string
  json?: unknown
  params?: QueryParams
  signal?: AbortSignalLike
}

/** Joins a base URL and an endpoint path with exactly one slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const base = baseUrl.replace(/\/+$/, '')
  const tail = path.startsWith('/') ? path : `/${path}`
  return `${base}${tail}`
}

/** Serialises GET params in a stable order, so identical requests share one key. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const pairs: string[] = []
  const add = (key: string, value: string | number | boolean): void => {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  for (const key of Object.keys(params).sort()) {
    const value = params[key]
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) add(key, item)
    else add(key, value as string | number | boolean)
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

/**
 * One HTTP exchange through ky, never throwing: timeouts, aborts and network errors come back as
 * outcomes. Identical concurrent GETs (same URL and token) share one request; the shared request is
 * aborted only when every caller sharing it has aborted.
 */
export function createTransport(options: TransportOptions): (request: TransportRequest) => Promise<TransportOutcome> {
  const inflight = new Map<string, { promise: Promise<TransportOutcome>; controller: AbortControllerLike; waiting: number }>()

  async function exchange(request: TransportRequest, token: string | null | undefined, signal: AbortSignalLike | undefined): Promise<TransportOutcome> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (token) headers.Authorization = `Bearer ${token}`
    const url = joinUrl(options.baseUrl, request.path) + (request.method === 'GET' ? toQueryString(request.params) : '')
    // ky's timeout ends when the headers arrive; the same budget also bounds reading the body, so a server
    // that sends headers and then stalls still gives the timeout result.
    let timer: unknown
    const deadline = new Promise<typeof BODY_TIMED_OUT>((resolve) => {
      timer = timers.setTimeout(() => resolve(BODY_TIMED_OUT), options.timeoutMs)
    })
    try {
      const response = await ky(url, {
        method: request.method,
        headers,
        ...(request.method === 'POST' ? { json: request.json ?? {} } : {}),
        timeout: options.timeoutMs,
        retry: 0,
        throwHttpErrors: false,
        ...(signal ? { signal: signal as unknown as KyOptions['signal'] } : {}),
        // FetchLike is deliberately wider than ky's own fetch type (see FetchLike).
        ...(options.fetch ? { fetch: options.fetch as unknown as KyOptions['fetch'] } : {}),
      })
      const text = await Promise.race([response.text(), deadline])
      if (text === BODY_TIMED_OUT) {
        void response.body?.cancel().catch(() => undefined)
        return { kind: 'timeout' }
      }
      return { kind: 'response', status: response.status, text }
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted' }
      if (error instanceof TimeoutError) return { kind: 'timeout' }
      return { kind: 'network', error }
    } finally {
      timers.clearTimeout(timer)
    }
  }

  function abortable(promise: Promise<TransportOutcome>, signal: AbortSignalLike | undefined, onAbort: () => void): Promise<TransportOutcome> {
    if (!signal) return promise
    if (signal.aborted) {
      onAbort()
      return Promise.resolve({ kind: 'aborted' })
    }
    return new Promise((resolve) => {
      const listener = (): void => {
        onAbort()
        resolve({ kind: 'aborted' })
      }
      signal.addEventListener('abort', listener, { once: true })
      void promise.then((outcome) => {
        signal.removeEventListener('abort', listener)
        resolve(outcome)
      })
    })
  }

  return async (request) => {
    if (request.signal?.aborted) return { kind: 'aborted' }
    const token = options.getToken ? await options.getToken() : undefined
    if (request.method !== 'GET') return exchange(request, token, request.signal)

    const key = `${token ?? ''} ${joinUrl(options.baseUrl, request.path)}${toQueryString(request.params)}`
    let entry = inflight.get(key)
    if (!entry) {
      const controller = newAbortController()
      const created = { controller, waiting: 0, promise: exchange(request, token, controller.signal) }
      entry = created
      inflight.set(key, created)
      void created.promise.finally(() => {
        if (inflight.get(key) === created) inflight.delete(key)
      })
    }
    const shared = entry
    shared.waiting += 1
    let left = false
    const leave = (): void => {
      if (left) return
      left = true
      shared.waiting -= 1
      if (shared.waiting === 0) {
        // Nobody waits for this answer any more: cancel it and let the next identical GET start fresh.
        if (inflight.get(key) === shared) inflight.delete(key)
        shared.controller.abort()
      }
    }
    const outcome = await abortable(shared.promise, request.signal, leave)
    if (!left) {
      left = true
      shared.waiting -= 1
    }
    return outcome
  }
}
