import { BridgeError } from '../errors/bridgeError.js'
import { isHttpUrl } from './argRules.js'

// Browser pieces shared by the capabilities that open pages (openWebview, previewPdf).

/**
 * createBridge already checked the arguments (§6); this guard keeps the browser implementations safe on
 * their own, because a `javascript:` URL handed to window.open or location would run in the page.
 * @example const refused = refuseNonHttpUrl(url, 'previewPdf'); if (refused) return refused
 */
export function refuseNonHttpUrl(url: string, method: string): Promise<never> | null {
  if (isHttpUrl(url)) return null
  return Promise.reject(new BridgeError('INVALID_ARGS', undefined, { method, data: { problem: 'url: must be an absolute http(s) URL' } }))
}

/**
 * Open `url` in a new window; a blocked pop-up goes there in this window rather than doing nothing.
 * @example openOrNavigate(window, 'https://h5.example.cn/files/a.pdf')
 */
export function openOrNavigate(win: Window, url: string): void {
  const opened = win.open(url, '_blank')
  if (!opened) return win.location.assign(url)
  opened.opener = null
}
