import { NATIVE_HANDLER_NAME, PROTOCOL_VERSION, type BridgeHostWindow, type BridgeReply, type BridgeRequest } from '../protocol/protocolTypes.js'

/** Thrown by a handler to answer `{ ok: false, error: { code, message, data } }`. */
export class FakeNativeError extends Error {
  override readonly name = 'FakeNativeError'
  readonly code: string
  readonly data: unknown
  constructor(code: string, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** What a handler gets besides the args. */
export interface FakeCallContext {
  id: string
  method: string
  /** Send a `keepAlive: true` progress reply for this call. */
  update(data: unknown): void
  /** True once the page sent `bridge.cancel` for this call. */
  readonly cancelled: boolean
  /** Run `fn` when the page cancels this call (e.g. close the pay sheet). */
  onCancel(fn: () => void): void
}

/** Answers one method: return the reply data (or a promise of it); throw FakeNativeError to fail. */
export type FakeHandler = (args: never, context: FakeCallContext) => unknown

/** Misbehaviour for a method, to test the page's side of the protocol. */
export interface FakeBehaviour {
  /** Reply this many ms after the handler settles (longer than the page's timeout = a late reply). */
  delayMs?: number
  /** Never reply. */
  drop?: boolean
  /** Reply twice with the same id. */
  duplicate?: boolean
  /** Reply with this raw value instead of a valid reply (string or object). */
  malformed?: unknown
}

export interface FakeNativeHostOptions {
  /** Which transport to install: iOS `webkit.messageHandlers.touguBridge` or Android `window.touguBridge`. */
  platform: 'ios' | 'android'
  appVersion?: string
  handlers?: Record<string, FakeHandler>
  /** Methods announced in the hello answer. Default: the names of the handlers. */
  methods?: string[]
  /** false = installed but not ready: hellos wait until `becomeReady()`. Default true. */
  answerHello?: boolean
  /** 'refuse' answers unknown methods with UNIMPLEMENTED (default); 'ignore' never answers them. */
  unknownMethods?: 'refuse' | 'ignore'
  /** Sees every message: 'in' from the page, 'out' to the page (for logs). */
  onMessage?: (direction: 'in' | 'out', message: unknown) => void
}

interface LiveCall {
  cancelled: boolean
  cancelHandlers: Array<() => void>
}

/**
 * Plays the native app in tests and in examples/native-host: installs the iOS or Android transport on a
 * window, answers `bridge.hello` and methods with scripted handlers, and can misbehave on purpose.
 * @example
 * const host = new FakeNativeHost({ platform: 'ios', handlers: { getVersion: () => ({ appVersion: '6.2.0', platform: 'ios' }) } }).install(window)
 * host.pushEvent('resume', {})
 */
export class FakeNativeHost {
  readonly platform: 'ios' | 'android'
  appVersion: string
  /** Every well-formed request the page sent, in order (including `bridge.hello` and `bridge.cancel`). */
  readonly requests: BridgeRequest[] = []
  /** Messages from the page that were not protocol v1 requests. */
  readonly badRequests: unknown[] = []
  private readonly handlers = new Map<string, FakeHandler>()
  private readonly behaviours = new Map<string, FakeBehaviour>()
  private readonly live = new Map<string, LiveCall>()
  private readonly heldHellos: string[] = []
  private advertised: string[] | undefined
  private answerHello: boolean
  private readonly unknownMethods: 'refuse' | 'ignore'
  private win: Window | null = null
  private readonly onMessage: FakeNativeHostOptions['onMessage']

  constructor(options: FakeNativeHostOptions) {
    this.platform = options.platform
    this.appVersion = options.appVersion ?? '6.2.0'
    this.advertised = options.methods
    this.answerHello = options.answerHello ?? true
    this.unknownMethods = options.unknownMethods ?? 'refuse'
    this.onMessage = options.onMessage
    for (const [name, handler] of Object.entries(options.handlers ?? {})) this.handlers.set(name, handler)
  }

  /** Install this host's transport on `win` (the page's window or an iframe's contentWindow). */
  install(win: Window): this {
    this.win = win
    const host = win as unknown as BridgeHostWindow
    if (this.platform === 'ios') {
      const handler = { postMessage: (message: unknown) => this.accept(JSON.parse(JSON.stringify(message)) as unknown) }
      host.webkit = { ...host.webkit, messageHandlers: { ...host.webkit?.messageHandlers, [NATIVE_HANDLER_NAME]: handler } }
    } else {
      host.touguBridge = {
        postMessage: (json: string) => {
          // Android's JavascriptInterface only takes strings.
          if (typeof json !== 'string') return void this.badRequests.push(json)
          try {
            this.accept(JSON.parse(json) as unknown)
          } catch {
            this.badRequests.push(json)
          }
        },
      }
    }
    return this
  }

  /** Remove the transport from the window. */
  uninstall(): void {
    const host = this.win as unknown as BridgeHostWindow | null
    if (!host) return
    if (this.platform === 'ios') delete host.webkit?.messageHandlers?.[NATIVE_HANDLER_NAME]
    else delete host.touguBridge
    this.win = null
  }

  /** Add or replace the handler of a method (and announce it in later hellos). */
  handle(method: string, handler: FakeHandler): this {
    this.handlers.set(method, handler)
    return this
  }

  /** Misbehave for a method until `behave(method, {})`. */
  behave(method: string, behaviour: FakeBehaviour): this {
    this.behaviours.set(method, behaviour)
    return this
  }

  /** Change the method list announced in hellos. */
  announce(methods: string[] | undefined): this {
    this.advertised = methods
    return this
  }

  /** Answer the hellos held while not ready, and every later one. */
  becomeReady(): void {
    this.answerHello = true
    for (const id of this.heldHellos.splice(0)) this.answerHelloFor(id)
  }

  /** Push an event to the page. */
  pushEvent(event: string, data: unknown = {}): void {
    this.deliver({ event, data })
  }

  /** Call the page's `__touguBridge.receive` with any value, as the native side would. */
  deliver(message: unknown): void {
    const receiver = (this.win as unknown as BridgeHostWindow | null)?.__touguBridge
    if (!receiver) return
    this.onMessage?.('out', message)
    // iOS evaluates an object literal; Android commonly passes a JSON string. Exercise both forms.
    if (this.platform === 'android' && typeof message === 'object' && message !== null) receiver.receive(JSON.stringify(message))
    else receiver.receive(message)
  }

  /** Requests of one method the page sent. */
  requestsOf(method: string): BridgeRequest[] {
    return this.requests.filter((r) => r.method === method)
  }

  private accept(message: unknown): void {
    this.onMessage?.('in', message)
    if (!isRequest(message)) return void this.badRequests.push(message)
    this.requests.push(message)
    if (message.method === 'bridge.hello') {
      if (this.answerHello) this.answerHelloFor(message.id)
      else this.heldHellos.push(message.id)
      return
    }
    if (message.method === 'bridge.cancel') {
      const target = (message.args as { id?: unknown } | null)?.id
      const call = typeof target === 'string' ? this.live.get(target) : undefined
      if (call && !call.cancelled) {
        call.cancelled = true
        for (const fn of call.cancelHandlers) fn()
      }
      return
    }
    const handler = this.handlers.get(message.method)
    if (!handler) {
      if (this.unknownMethods === 'refuse') {
        this.reply(message.method, { id: message.id, ok: false, error: { code: 'UNIMPLEMENTED', message: `unknown method ${message.method}` } })
      }
      return
    }
    const live: LiveCall = { cancelled: false, cancelHandlers: [] }
    this.live.set(message.id, live)
    const context: FakeCallContext = {
      id: message.id,
      method: message.method,
      update: (data) => this.deliver({ id: message.id, ok: true, data, keepAlive: true }),
      get cancelled() {
        return live.cancelled
      },
      onCancel: (fn) => void live.cancelHandlers.push(fn),
    }
    // Native answers asynchronously, never inside postMessage.
    setTimeout(() => {
      Promise.resolve()
        .then(() => (handler as (args: unknown, c: FakeCallContext) => unknown)(message.args, context))
        .then(
          (data) => this.reply(message.method, { id: message.id, ok: true, data: data ?? null }),
          (error: unknown) => this.reply(message.method, { id: message.id, ok: false, error: toReplyError(error) }),
        )
        .finally(() => this.live.delete(message.id))
        .catch(() => undefined)
    }, 0)
  }

  private answerHelloFor(id: string): void {
    const methods = this.advertised ?? [...this.handlers.keys()]
    this.reply('bridge.hello', { id, ok: true, data: { protocolVersion: PROTOCOL_VERSION, appVersion: this.appVersion, platform: this.platform, methods } })
  }

  private reply(method: string, reply: BridgeReply): void {
    const behaviour = this.behaviours.get(method) ?? {}
    if (behaviour.drop) return
    const payload = behaviour.malformed !== undefined ? behaviour.malformed : reply
    const send = () => {
      this.deliver(payload)
      if (behaviour.duplicate) this.deliver(payload)
    }
    if (behaviour.delayMs) setTimeout(send, behaviour.delayMs)
    else setTimeout(send, 0)
  }
}

function isRequest(value: unknown): value is BridgeRequest {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  return r.v === PROTOCOL_VERSION && typeof r.id === 'string' && typeof r.method === 'string' && 'args' in r
}

function toReplyError(error: unknown): { code: string; message: string; data?: unknown } {
  if (error instanceof FakeNativeError) return { code: error.code, message: error.message, data: error.data }
  return { code: 'NATIVE_ERROR', message: error instanceof Error ? error.message : String(error) }
}
