import type { Page } from '@playwright/test'

// Inside WeChat, played at the message level: the app's bridge loads the real `weixin-js-sdk`, which talks to
// `window.WeixinJSBridge.invoke(name, params, callback)`. The fake answers like WeChat: `preVerifyJSAPI`
// (wx.config) ok, the share updates ok, and `getBrandWCPayRequest` (wx.chooseWXPay) with the answers the test
// queues. Used by wechat.spec.ts and wechat-variant.spec.ts.

/** A WeChat (MicroMessenger) user agent on iOS. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'

export interface WxCall {
  name: string
  params: Record<string, unknown>
}

/**
 * Installs a fake WeixinJSBridge before any page script; `payAnswers` are the err_msg of each pay, in order. The SDK
 * reports to WeChat's servers after a pay; the suite's browser resolves no name of theirs (playwright.config.ts), so
 * those reports fail at once, as they would offline. Not a `page.route`: any route makes Playwright intercept every
 * request of the page with the browser's cache off, and the WeChat journey then fetched and compiled every chunk again
 * on each document load (decision wave3-ci-13).
 */
export async function installWeixinJSBridge(page: Page, payAnswers: string[] = []) {
  await page.addInitScript((answers) => {
    const w = window as unknown as { __wxCalls: WxCall[]; WeixinJSBridge: unknown }
    w.__wxCalls = []
    w.WeixinJSBridge = {
      invoke(name: string, params: Record<string, unknown>, callback?: (res: { err_msg: string }) => void) {
        w.__wxCalls.push({ name, params: JSON.parse(JSON.stringify(params ?? {})) as Record<string, unknown> })
        let errMsg = `${name}:ok`
        if (name === 'preVerifyJSAPI') errMsg = 'config:ok'
        if (name === 'getNetworkType') errMsg = 'network_type:wifi'
        if (name === 'getBrandWCPayRequest') errMsg = answers.shift() ?? 'get_brand_wcpay_request:ok'
        setTimeout(() => callback?.({ err_msg: errMsg }), 5)
      },
      on() {},
    }
  }, payAnswers)
}

/** The parameters of every call of one WeixinJSBridge method so far, in order. */
export async function wxCalls(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const calls = await page.evaluate(() => (window as unknown as { __wxCalls: WxCall[] }).__wxCalls)
  return calls.filter((c) => c.name === name).map((c) => c.params)
}

