import { bridgeMessages } from '../messages.js'

/**
 * Why a bridge call failed. `CANCELLED` is the user's choice (closed the pay or share sheet, or the page
 * aborted the call), not a failure to report.
 */
export type BridgeErrorCode =
  | 'UNIMPLEMENTED'
  | 'UNAVAILABLE'
  | 'NOT_READY'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'INVALID_ARGS'
  | 'NATIVE_ERROR'

/** All codes, in documentation order. */
export const BRIDGE_ERROR_CODES: readonly BridgeErrorCode[] = [
  'UNIMPLEMENTED',
  'UNAVAILABLE',
  'NOT_READY',
  'TIMEOUT',
  'CANCELLED',
  'INVALID_ARGS',
  'NATIVE_ERROR',
]

const defaultMessages: Record<BridgeErrorCode, string> = {
  UNIMPLEMENTED: bridgeMessages.unimplemented,
  UNAVAILABLE: bridgeMessages.unavailable,
  NOT_READY: bridgeMessages.notReady,
  TIMEOUT: bridgeMessages.timeout,
  CANCELLED: bridgeMessages.cancelled,
  INVALID_ARGS: bridgeMessages.invalidArgs,
  NATIVE_ERROR: bridgeMessages.nativeError,
}

/**
 * The only error a bridge call rejects with.
 * @example
 * try { await bridge.payOrder({ orderId, payType: 1 }) }
 * catch (e) { if (isBridgeError(e, 'CANCELLED')) return; throw e }
 */
export class BridgeError extends Error {
  override readonly name = 'BridgeError'
  readonly code: BridgeErrorCode
  /** The capability or wire method that failed, when known. */
  readonly method: string | undefined
  /** Extra data from the native side (`error.data`), or the native code when it was not one of ours. */
  readonly data: unknown

  constructor(code: BridgeErrorCode, message?: string, options: { method?: string; data?: unknown; cause?: unknown } = {}) {
    super(message ?? defaultMessages[code], options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.method = options.method
    this.data = options.data
  }
}

/**
 * Narrow an unknown rejection to a `BridgeError`, optionally of one code.
 * @example if (isBridgeError(err, 'CANCELLED')) showNothing()
 */
export function isBridgeError(error: unknown, code?: BridgeErrorCode): error is BridgeError {
  return error instanceof BridgeError && (code === undefined || error.code === code)
}

/**
 * True when `value` is one of the protocol's error codes.
 * @example isBridgeErrorCode('TIMEOUT') // true
 */
export function isBridgeErrorCode(value: unknown): value is BridgeErrorCode {
  return typeof value === 'string' && (BRIDGE_ERROR_CODES as readonly string[]).includes(value)
}
