// Wire protocol version 1 (docs/bridge-protocol.md). These shapes cross the JS ↔ native boundary.

export const PROTOCOL_VERSION = 1

/** Name of the iOS script message handler and of the Android JavaScript interface. */
export const NATIVE_HANDLER_NAME = 'touguBridge'

/** JS → native. */
export interface BridgeRequest {
  v: 1
  id: string
  method: string
  args: unknown
}

/** native → JS, success. `keepAlive: true` means more replies follow for the same id. */
export interface BridgeSuccessReply {
  id: string
  ok: true
  data?: unknown
  keepAlive?: boolean
}

export interface BridgeReplyError {
  code: string
  message: string
  data?: unknown
}

/** native → JS, failure. Always final. */
export interface BridgeFailureReply {
  id: string
  ok: false
  error: BridgeReplyError
}

export type BridgeReply = BridgeSuccessReply | BridgeFailureReply

/** native → JS, unsolicited. */
export interface BridgeEventMessage {
  event: string
  data?: unknown
}

/** The native answer to `bridge.hello`. */
export interface HelloInfo {
  protocolVersion: number
  appVersion: string
  platform: 'ios' | 'android'
  methods: string[]
  /**
   * Optional: `false` switches the page's real-user speed reports off (docs/bridge-protocol.md §3). Absent or `true`:
   * the page reports; any other value is read as `false`.
   */
  rum?: boolean
}

/** What the page installs as `window.__touguBridge`. */
export interface BridgeReceiver {
  receive(message: unknown): void
}

/** The globals a host installs on the page's window. */
export interface BridgeHostWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> }
  touguBridge?: { postMessage(json: string): void }
  __touguBridge?: BridgeReceiver
}

// The channel's surface, apart from its implementation: capability implementations call it, and the implementation
// checks calls against the capabilities' rules (one module each way would be a circle).

/** Per-call options. */
export interface CallOptions {
  /** Abort to cancel: the promise rejects with `CANCELLED` and the native side gets `bridge.cancel`. */
  signal?: AbortSignal
  /** Override the method's timeout (ms). */
  timeoutMs?: number
  /** Receives `keepAlive` progress replies before the final one (each also restarts the timeout). */
  onUpdate?: (data: unknown) => void
}

/** Handle returned by `on()`. */
export interface BridgeSubscription {
  remove(): void
}

export interface ChannelStats {
  /** Native messages that were not valid protocol messages. */
  malformed: number
  /** Valid replies for no waiting call: late (after timeout or cancel), duplicate, or unknown id. */
  dropped: number
}

/** The JS end of wire protocol v1. */
export interface NativeChannel {
  /** Handshake (`bridge.hello`); resolves with what the native app supports. Idempotent. */
  ready(): Promise<HelloInfo>
  /** The last handshake answer, or null before the handshake (and during a re-handshake). */
  hello(): HelloInfo | null
  /** Send one request; queued until ready. */
  call(method: string, args: unknown, options?: CallOptions): Promise<unknown>
  /** Listen to a native event; events that arrived before the first listener are delivered to it. */
  on(event: string, handler: (data: unknown) => void): BridgeSubscription
  stats(): ChannelStats
  /** Reject everything in flight with NOT_READY and detach from the window. */
  dispose(): void
}
