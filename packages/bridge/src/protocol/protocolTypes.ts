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
