import { NATIVE_HANDLER_NAME, type BridgeHostWindow, type BridgeRequest } from './protocolTypes.js'

/** How a message reaches native: iOS takes the object, Android a JSON string. */
export interface NativeTransport {
  kind: 'ios' | 'android'
  post(message: BridgeRequest): void
}

/**
 * The transport the native host installed on `win`, or null. iOS (WKScriptMessageHandler) wins over
 * Android (`addJavascriptInterface`) if both exist. Looked up per message, because a host may re-inject.
 * @example findNativeTransport(window)?.kind // 'ios'
 */
export function findNativeTransport(win: Window): NativeTransport | null {
  const host = win as unknown as BridgeHostWindow
  const ios = host.webkit?.messageHandlers?.[NATIVE_HANDLER_NAME]
  if (ios && typeof ios.postMessage === 'function') {
    return { kind: 'ios', post: (message) => ios.postMessage(message) }
  }
  const android = host.touguBridge
  if (android && typeof android.postMessage === 'function') {
    return { kind: 'android', post: (message) => android.postMessage(JSON.stringify(message)) }
  }
  return null
}
