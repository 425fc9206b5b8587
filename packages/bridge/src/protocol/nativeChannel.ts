import { BridgeError, isBridgeErrorCode } from '../errors/bridgeError.js'
import { eventSchemaFor } from '../capabilities/eventSchemas.js'
import { timeoutFor as defaultTimeoutFor } from '../capabilities/methodTimeouts.js'
import { validateWireRequest } from '../capabilities/validateArgs.js'
import { findNativeTransport } from './nativeTransport.js'
import {
  PROTOCOL_VERSION,
  type BridgeHostWindow,
  type BridgeReceiver,
  type BridgeReplyError,
  type BridgeSubscription,
  type CallOptions,
  type ChannelStats,
  type HelloInfo,
  type NativeChannel,
} from './protocolTypes.js'

export type { ChannelStats, NativeChannel } from './protocolTypes.js'

export interface NativeChannelOptions {
  /** The page's window: where the transport is looked up and `__touguBridge` is installed. */
  window: Window
  /** How long `ready()` waits for the transport and the `bridge.hello` answer together. Default 5000 ms. */
  readyTimeoutMs?: number
  /** Calls allowed to wait for the handshake; more reject with NOT_READY. Default 50. */
  maxQueue?: number
  /** Events kept per name while nobody listens. Default 20 (oldest dropped first). */
  maxRetainedEvents?: number
  /** Timeout per call when the caller gives none. Default: METHOD_TIMEOUTS_MS / 10 s. */
  timeoutFor?: (method: string, args: unknown) => number
  /** Source of the random first request id. Default Math.random. */
  random?: () => number
  /** Told about every malformed or dropped native message (they are never thrown into the page). */
  onDiagnostic?: (diagnostic: ChannelDiagnostic) => void
}

export interface ChannelDiagnostic {
  kind: 'malformed' | 'dropped'
  reason: string
  message: unknown
}

/** Why the page stopped waiting for a call; sent to native in `bridge.cancel` (docs/bridge-protocol.md §4). */
export type CancelReason = 'aborted' | 'timeout' | 'pagehide' | 'restored' | 'disposed'

interface Pending {
  method: string
  resolve: (data: unknown) => void
  reject: (error: BridgeError) => void
  onUpdate: ((data: unknown) => void) | undefined
  timeoutMs: number
  timer: ReturnType<typeof setTimeout> | undefined
  /** (Re)start the timeout; keepAlive replies call it so a streaming call lives while native talks. */
  arm: () => void
  detach: () => void
}

interface Queued {
  method: string
  args: unknown
  options: CallOptions
  resolve: (data: unknown) => void
  reject: (error: BridgeError) => void
  detach: () => void
}

const TRANSPORT_POLL_MS = 20

/**
 * Create the JS side of the native wire protocol on a window. One channel per window: it installs
 * `window.__touguBridge.receive`, which the native side calls with replies and events.
 * @example
 * const channel = createNativeChannel({ window })
 * const hello = await channel.ready()
 * await channel.call('setTitle', { title: '首页' })
 */
export function createNativeChannel(options: NativeChannelOptions): NativeChannel {
  const win = options.window
  const readyTimeoutMs = options.readyTimeoutMs ?? 5000
  const maxQueue = options.maxQueue ?? 50
  const maxRetained = options.maxRetainedEvents ?? 20
  const timeoutFor = options.timeoutFor ?? defaultTimeoutFor
  // A random start per page load, so a reply meant for a previous page (or a reload) cannot match.
  let nextId = Math.floor((options.random ?? Math.random)() * 1_000_000_000)
  const pending = new Map<string, Pending>()
  let queue: Queued[] = []
  let hello: HelloInfo | null = null
  let readyPromise: Promise<HelloInfo> | null = null
  let generation = 0
  let disposed = false
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const retained = new Map<string, unknown[]>()
  const stats: ChannelStats = { malformed: 0, dropped: 0 }

  const receiver: BridgeReceiver = { receive: (message) => receive(message) }
  ;(win as unknown as BridgeHostWindow).__touguBridge = receiver

  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted === true) rehandshake()
  }
  // The page is going away (reload, navigation) or into the back/forward cache: nobody will wait for the
  // calls in flight any more, so they fail now and native hears it (best effort; it must also drop a
  // page's calls when the webview navigates).
  const onPageHide = () => rejectPending('pagehide')
  win.addEventListener('pageshow', onPageShow)
  win.addEventListener('pagehide', onPageHide)

  function diagnose(kind: ChannelDiagnostic['kind'], reason: string, message: unknown): void {
    stats[kind] += 1
    options.onDiagnostic?.({ kind, reason, message })
  }

  function finish(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    clearTimeout(entry.timer)
    entry.detach()
    return entry
  }

  function postQuietly(method: string, args: unknown): void {
    const transport = findNativeTransport(win)
    try {
      transport?.post({ v: PROTOCOL_VERSION, id: String(nextId++), method, args })
    } catch {
      // A best-effort notice (bridge.cancel): the caller's promise has already settled either way.
    }
  }

  function send(method: string, args: unknown, callOptions: CallOptions, resolve: (d: unknown) => void, reject: (e: BridgeError) => void): void {
    const transport = findNativeTransport(win)
    if (!transport) {
      reject(new BridgeError('NOT_READY', undefined, { method }))
      return
    }
    const id = String(nextId++)
    const { signal, onUpdate } = callOptions
    const onAbort = () => {
      if (!finish(id)) return
      reject(new BridgeError('CANCELLED', undefined, { method }))
      postQuietly('bridge.cancel', { id, reason: 'aborted' satisfies CancelReason })
    }
    const entry: Pending = {
      method,
      resolve,
      reject,
      onUpdate,
      timeoutMs: callOptions.timeoutMs ?? timeoutFor(method, args),
      timer: undefined,
      arm: () => {
        clearTimeout(entry.timer)
        entry.timer = setTimeout(() => {
          if (!finish(id)) return
          reject(new BridgeError('TIMEOUT', undefined, { method, data: { timeoutMs: entry.timeoutMs } }))
          // Native may still hold a sheet open for a caller that gave up: tell it, so it can close it.
          if (method !== 'bridge.hello') postQuietly('bridge.cancel', { id, reason: 'timeout' satisfies CancelReason })
        }, entry.timeoutMs)
      },
      detach: () => signal?.removeEventListener('abort', onAbort),
    }
    pending.set(id, entry)
    entry.arm()
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      transport.post({ v: PROTOCOL_VERSION, id, method, args: args ?? {} })
    } catch (cause) {
      finish(id)
      reject(new BridgeError('NATIVE_ERROR', undefined, { method, cause }))
    }
  }

  function sendNow(method: string, args: unknown, callOptions: CallOptions): Promise<unknown> {
    return new Promise((resolve, reject) => send(method, args, callOptions, resolve, reject))
  }

  async function waitForTransport(deadline: number): Promise<void> {
    while (!findNativeTransport(win)) {
      if (disposed || Date.now() >= deadline) {
        throw new BridgeError('NOT_READY', undefined, { method: 'bridge.hello' })
      }
      await new Promise((r) => setTimeout(r, TRANSPORT_POLL_MS))
    }
  }

  async function handshake(): Promise<HelloInfo> {
    const deadline = Date.now() + readyTimeoutMs
    await waitForTransport(deadline)
    let data: unknown
    try {
      data = await sendNow('bridge.hello', { protocolVersion: PROTOCOL_VERSION }, { timeoutMs: Math.max(1, deadline - Date.now()) })
    } catch (cause) {
      throw new BridgeError('NOT_READY', undefined, { method: 'bridge.hello', cause })
    }
    if (!isHelloInfo(data)) {
      throw new BridgeError('NOT_READY', undefined, { method: 'bridge.hello', data })
    }
    if (data.protocolVersion !== PROTOCOL_VERSION) {
      throw new BridgeError('NOT_READY', undefined, { method: 'bridge.hello', data })
    }
    return data
  }

  function ready(): Promise<HelloInfo> {
    if (disposed) return Promise.reject(new BridgeError('NOT_READY', undefined, { method: 'bridge.hello' }))
    if (hello) return Promise.resolve(hello)
    if (readyPromise) return readyPromise
    const started = generation
    readyPromise = handshake().then(
      (info) => {
        if (started !== generation) return ready()
        hello = info
        readyPromise = null
        flushQueue(info)
        return info
      },
      (error: BridgeError) => {
        if (started !== generation) return ready()
        readyPromise = null
        failQueue(error)
        throw error
      },
    )
    return readyPromise
  }

  function flushQueue(info: HelloInfo): void {
    const waiting = queue
    queue = []
    for (const item of waiting) {
      item.detach()
      if (!info.methods.includes(item.method)) item.reject(new BridgeError('UNIMPLEMENTED', undefined, { method: item.method }))
      else send(item.method, item.args, item.options, item.resolve, item.reject)
    }
  }

  function failQueue(cause: BridgeError): void {
    const waiting = queue
    queue = []
    for (const item of waiting) {
      item.detach()
      item.reject(new BridgeError('NOT_READY', undefined, { method: item.method, cause }))
    }
  }

  function rejectPending(reason: Exclude<CancelReason, 'aborted' | 'timeout'>): void {
    for (const id of [...pending.keys()]) {
      const entry = finish(id)
      if (!entry) continue
      entry.reject(new BridgeError('NOT_READY', undefined, { method: entry.method, data: { reason } }))
      if (entry.method !== 'bridge.hello') postQuietly('bridge.cancel', { id, reason })
    }
  }

  // Back/forward cache restore: the native side may have replied while the page was frozen, or the page
  // may now sit in another webview. Calls in flight cannot be trusted to settle, so they fail now, and
  // the page handshakes again; new calls queue meanwhile.
  function rehandshake(): void {
    if (disposed) return
    generation += 1
    hello = null
    readyPromise = null
    rejectPending('restored')
    // Failure here is reported to every queued call (failQueue) and to the next ready() caller.
    ready().catch(() => undefined)
  }

  function call(method: string, args: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (disposed) return reject(new BridgeError('NOT_READY', undefined, { method }))
      // The last guard before native: the §6 rules of the method (as sent) and the size of the message.
      const problem = validateWireRequest(method, args ?? {}, safeStringify(args ?? {}))
      if (problem) return reject(new BridgeError('INVALID_ARGS', undefined, { method, data: { problem } }))
      if (callOptions.signal?.aborted) return reject(new BridgeError('CANCELLED', undefined, { method }))
      if (hello) {
        if (!hello.methods.includes(method)) return reject(new BridgeError('UNIMPLEMENTED', undefined, { method }))
        return send(method, args, callOptions, resolve, reject)
      }
      if (queue.length >= maxQueue) return reject(new BridgeError('NOT_READY', undefined, { method, data: { queueFull: true } }))
      const { signal } = callOptions
      const item: Queued = { method, args, options: callOptions, resolve, reject, detach: () => signal?.removeEventListener('abort', onAbort) }
      function onAbort() {
        queue = queue.filter((q) => q !== item)
        reject(new BridgeError('CANCELLED', undefined, { method }))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      queue.push(item)
      // A failed handshake rejects this call through failQueue; nothing is swallowed.
      ready().catch(() => undefined)
    })
  }

  function deliverEvent(event: string, raw: unknown): void {
    const handlers = listeners.get(event)
    const schema = eventSchemaFor(event)
    let data = raw
    if (schema) {
      // A known event with the wrong payload would reach handlers typed for the right one.
      const parsed = schema.safeParse(raw)
      if (!parsed.success) return diagnose('malformed', `event ${event} with a payload not matching §7`, raw)
      data = parsed.data
    } else if (!handlers || handlers.size === 0) {
      // An event this page does not know (a newer app's): nobody can listen for it, so it is not kept.
      return diagnose('dropped', `unknown event ${event}`, raw)
    }
    if (!handlers || handlers.size === 0) {
      const kept = retained.get(event) ?? []
      kept.push(data)
      if (kept.length > maxRetained) kept.shift()
      retained.set(event, kept)
      return
    }
    for (const handler of [...handlers]) invokeSafely(handler, data)
  }

  function on(event: string, handler: (data: unknown) => void): BridgeSubscription {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(handler)
    const kept = retained.get(event)
    if (kept) {
      retained.delete(event)
      // Delivered after on() returns, so the caller holds its subscription before the handler runs.
      queueMicrotask(() => {
        for (const data of kept) if (set.has(handler)) invokeSafely(handler, data)
      })
    }
    return { remove: () => void set.delete(handler) }
  }

  function receive(raw: unknown): void {
    let message: unknown = raw
    if (typeof raw === 'string') {
      try {
        message = JSON.parse(raw)
      } catch {
        return diagnose('malformed', 'not JSON', raw)
      }
    }
    if (!isRecord(message)) return diagnose('malformed', 'not an object', raw)
    if (typeof message.event === 'string') return deliverEvent(message.event, message.data ?? {})
    if (typeof message.id !== 'string' || typeof message.ok !== 'boolean') return diagnose('malformed', 'no string id or boolean ok', raw)
    if (message.ok === false && !isReplyError(message.error)) return diagnose('malformed', 'failure without {code, message}', raw)
    const entry = pending.get(message.id)
    if (!entry) return diagnose('dropped', 'late, duplicate or unknown id', raw)
    if (message.ok === true) {
      if (message.keepAlive === true) {
        entry.arm()
        if (entry.onUpdate) invokeSafely(entry.onUpdate, message.data)
        return
      }
      finish(message.id)
      entry.resolve(message.data)
      return
    }
    finish(message.id)
    entry.reject(toBridgeError(message.error as BridgeReplyError, entry.method))
  }

  return {
    ready,
    hello: () => hello,
    call,
    on,
    stats: () => ({ ...stats }),
    dispose() {
      if (disposed) return
      disposed = true
      generation += 1
      win.removeEventListener('pageshow', onPageShow)
      win.removeEventListener('pagehide', onPageHide)
      rejectPending('disposed')
      failQueue(new BridgeError('NOT_READY'))
      const host = win as unknown as BridgeHostWindow
      if (host.__touguBridge === receiver) delete host.__touguBridge
    },
  }
}

function invokeSafely(handler: (data: unknown) => void, data: unknown): void {
  try {
    handler(data)
  } catch (error) {
    // A page handler's bug must not break delivery to the others; surface it as an uncaught error.
    setTimeout(() => {
      throw error
    }, 0)
  }
}

/** JSON text of args for the size check; a value JSON cannot encode (a cycle, a BigInt) gives '' and fails the schema instead. */
function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return ''
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isReplyError(value: unknown): value is BridgeReplyError {
  return isRecord(value) && typeof value.code === 'string' && typeof value.message === 'string'
}

function isHelloInfo(value: unknown): value is HelloInfo {
  return (
    isRecord(value) &&
    typeof value.protocolVersion === 'number' &&
    typeof value.appVersion === 'string' &&
    (value.platform === 'ios' || value.platform === 'android') &&
    Array.isArray(value.methods) &&
    value.methods.every((m) => typeof m === 'string')
  )
}

function toBridgeError(error: BridgeReplyError, method: string): BridgeError {
  if (isBridgeErrorCode(error.code)) return new BridgeError(error.code, error.message || undefined, { method, data: error.data })
  return new BridgeError('NATIVE_ERROR', error.message || undefined, { method, data: { nativeCode: error.code, data: error.data } })
}
