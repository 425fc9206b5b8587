/** Where the page runs. The user agent is only a hint; the native app is confirmed by the handshake. */
export type Platform = 'pc' | 'android-app' | 'ios-app' | 'wechat' | 'wxwork' | 'mobile-browser'

export interface DetectPlatformOptions {
  /** Token the firm's native app adds to its webview user agent. */
  appToken?: string
}

/** Default UA token of the firm's app webview. */
export const DEFAULT_APP_UA_TOKEN = 'TouguApp'

/**
 * Classify a user agent string.
 * Enterprise WeChat (`wxwork`) is checked before WeChat, because its UA also carries `MicroMessenger`.
 * @example detectPlatform(navigator.userAgent) // 'wechat'
 */
export function detectPlatform(userAgent: string, options: DetectPlatformOptions = {}): Platform {
  const ua = userAgent || ''
  const token = options.appToken ?? DEFAULT_APP_UA_TOKEN
  if (/wxwork/i.test(ua)) return 'wxwork'
  if (/MicroMessenger/i.test(ua)) return 'wechat'
  const isIos = /iPhone|iPad|iPod/i.test(ua)
  const isAndroid = /Android/i.test(ua)
  if (token && ua.includes(token)) {
    if (isIos) return 'ios-app'
    if (isAndroid) return 'android-app'
  }
  if (isIos || isAndroid || /Mobile/i.test(ua)) return 'mobile-browser'
  return 'pc'
}
