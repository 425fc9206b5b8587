/**
 * The user agent of the firm's app's webview, as the simulator plays it: the phone's browser user agent with the app
 * token the H5 (and the server) recognise the app by. One place for the page's `navigator.userAgent` (main.ts) and
 * what the proxy sends the server (appProxy.ts). No imports: the Vite config loads it through the proxy in Node.
 */
/** The app's token; equal to @tougu/bridge's DEFAULT_APP_UA_TOKEN (appProxy.test.ts checks it). */
export const APP_UA_TOKEN = 'TouguApp'

/**
 * The app's user agent on `platform` at app `version`.
 * @example appUserAgentFor('android', '6.0.0') // 'Mozilla/5.0 (Linux; Android 13; Pixel 7) … TouguApp/6.0.0'
 */
export function appUserAgentFor(platform: 'ios' | 'android', version: string): string {
  return platform === 'ios'
    ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${APP_UA_TOKEN}/${version}`
    : `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 ${APP_UA_TOKEN}/${version}`
}
