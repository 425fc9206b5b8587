import { openidFromEntryUrl, type ClientStore } from '@tougu/core'
import type { Bridge } from '@tougu/bridge'

const PURCHASE_WEBVIEW_KEY = 'tougu.purchaseWebview'

/**
 * Whether this webview was opened for a purchase (decision wave2-reach19-2): inside the firm's app, its first page was a
 * step of the signing flow (the app opens 立即订阅 in a new webview) or carried `purchaseWebview=1`. Remembered in this
 * tab's sessionStorage for its later pages; false when storage is blocked.
 * @example const openedForPurchase = bridge.environment === 'app' && purchaseWebview(window)
 */
export function purchaseWebview(win: Window): boolean {
  try {
    const store = win.sessionStorage
    if (store.getItem(PURCHASE_WEBVIEW_KEY) !== null) return store.getItem(PURCHASE_WEBVIEW_KEY) === '1'
    const url = new URL(win.location.href)
    const value = /\/sign\/[A-Za-z]+$/.test(url.pathname) || url.searchParams.get('purchaseWebview') === '1'
    store.setItem(PURCHASE_WEBVIEW_KEY, value ? '1' : '0')
    return value
  } catch {
    return false
  }
}

/**
 * Inside WeChat the gateway's entry URL carries the openid (decision wave2-compliance-2): stored in the client store,
 * read before the router rewrites the address. A visit without one keeps the stored openid; elsewhere nothing is read.
 * @example keepEntryOpenid(window, bridge, client)
 */
export function keepEntryOpenid(win: Window, bridge: Pick<Bridge, 'environment'>, client: Pick<ClientStore, 'update'>): void {
  if (bridge.environment !== 'wechat') return
  const openid = openidFromEntryUrl(win.location.href)
  if (openid) client.update({ openid })
}
