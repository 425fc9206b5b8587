import { describeIssues } from '../capabilities/argRules.js'
import { WECHAT_SHARE_DATA_SCHEMA } from '../capabilities/methods/share.js'
import { BridgeError } from '../errors/bridgeError.js'
import { bridgeMessages } from '../messages.js'
import type { PayOrderResult } from '../capabilities/methods/payOrderTypes.js'
import type { WechatSdk } from './wechatSdkTypes.js'

export type { WechatSdk, WechatShareData } from './wechatSdkTypes.js'

/** Answer of `POST /api/view/getWxShareConf { url }` (spec §7). */
export interface WxShareConfig {
  appid: string
  timestamp: number | string
  nonceStr: string
  signature: string
}

/** The part of the WeChat JS-SDK (`wx`) the bridge uses. */
export interface WxLike {
  config(conf: { debug?: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void
  ready(fn: () => void): void
  error(fn: (err: { errMsg: string }) => void): void
  updateAppMessageShareData(params: { title: string; desc: string; link: string; imgUrl: string; success?: () => void; fail?: (res: { errMsg?: string }) => void }): void
  updateTimelineShareData(params: { title: string; link: string; imgUrl: string; success?: () => void; fail?: (res: { errMsg?: string }) => void }): void
  chooseWXPay(params: {
    timestamp: number
    nonceStr: string
    package: string
    signType: string
    paySign: string
    success: () => void
    cancel?: () => void
    fail?: (res: { errMsg?: string }) => void
  }): void
}

export interface WechatSdkOptions {
  window: Window
  /**
   * Signs a URL: the app passes its API call to `POST /api/view/getWxShareConf { url }`, so the bridge
   * needs no API client (it imports no other workspace package).
   */
  fetchShareConfig: (url: string) => Promise<WxShareConfig>
  /** Loads `wx`. Default: the weixin-js-sdk package, imported only when first needed (inside WeChat). */
  loadSdk?: () => Promise<WxLike>
  /** iOS WeChat signs the URL the page was entered with, not the current one. */
  isIos: boolean
  /** The URL captured before the router first changed it (see captureEntryUrl). */
  entryUrl: string
  /** How long wx.config, share updates and the SDK load may take. Default 10 000 ms. */
  timeoutMs?: number
  debug?: boolean
}

export const WECHAT_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseWXPay']

/**
 * The URL without its hash: WeChat signs exactly `location.href.split('#')[0]`.
 * @example withoutHash('https://a.cn/tougu/index?x=1#top') // 'https://a.cn/tougu/index?x=1'
 */
export function withoutHash(url: string): string {
  return url.split('#')[0] ?? url
}

/**
 * Capture the entry URL (call before the router starts). iOS WeChat keeps the URL the page was opened
 * with for signature checks, even after history.pushState, so that is the URL to sign there.
 * @example const entryUrl = captureEntryUrl(window)
 */
export function captureEntryUrl(win: Window): string {
  return withoutHash(win.location.href)
}

async function loadWeixinJsSdk(): Promise<WxLike> {
  const mod = (await import('weixin-js-sdk')) as unknown as { default?: WxLike } & WxLike
  return mod.default ?? mod
}

/**
 * Create the WeChat side: signs the right URL, configures `wx` once per signed URL (again after a route
 * change on Android), and wraps `wx.ready` / `wx.error` in a promise.
 * @example
 * const sdk = createWechatSdk({ window, isIos, entryUrl, fetchShareConfig: (url) => api.getWxShareConf({ url }) })
 * await sdk.initShare({ title: '投顾社区' })
 */
export function createWechatSdk(options: WechatSdkOptions): WechatSdk {
  const win = options.window
  const timeoutMs = options.timeoutMs ?? 10_000
  const loadSdk = options.loadSdk ?? loadWeixinJsSdk
  let sdk: Promise<WxLike> | null = null
  let configured: { url: string; done: Promise<WxLike> } | null = null

  const signUrl = () => (options.isIos ? withoutHash(options.entryUrl) : withoutHash(win.location.href))

  function withTimeout<T>(promise: Promise<T>, method: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new BridgeError('TIMEOUT', undefined, { method })), timeoutMs)
      promise.then(
        (v) => {
          clearTimeout(timer)
          resolve(v)
        },
        (e: unknown) => {
          clearTimeout(timer)
          reject(e instanceof Error ? e : new Error(String(e)))
        },
      )
    })
  }

  async function configure(url: string): Promise<WxLike> {
    sdk ??= withTimeout(loadSdk(), 'wx.load').catch((cause: unknown) => {
      sdk = null
      throw new BridgeError('UNAVAILABLE', bridgeMessages.wechatConfigFailed, { method: 'wx.load', cause })
    })
    const wx = await sdk
    let conf: WxShareConfig
    try {
      conf = await options.fetchShareConfig(url)
    } catch (cause) {
      throw new BridgeError('NATIVE_ERROR', bridgeMessages.wechatConfigFailed, { method: 'getWxShareConf', cause })
    }
    const settled = new Promise<WxLike>((resolve, reject) => {
      wx.ready(() => resolve(wx))
      wx.error((err) => reject(new BridgeError('NATIVE_ERROR', bridgeMessages.wechatConfigFailed, { method: 'wx.config', data: err })))
    })
    wx.config({
      debug: options.debug ?? false,
      appId: conf.appid,
      timestamp: Number(conf.timestamp),
      nonceStr: conf.nonceStr,
      signature: conf.signature,
      jsApiList: WECHAT_JS_API_LIST,
    })
    return withTimeout(settled, 'wx.config')
  }

  function ensureConfigured(): Promise<WxLike> {
    const url = signUrl()
    if (configured?.url === url) return configured.done
    const entry = { url, done: configure(url) }
    configured = entry
    // A failed config is not cached: the next call signs and configures again.
    entry.done.catch(() => {
      if (configured === entry) configured = null
    })
    return entry.done
  }

  function update(call: (callbacks: { success: () => void; fail: (res: { errMsg?: string }) => void }) => void, method: string): Promise<void> {
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        call({ success: () => resolve(), fail: (res) => reject(new BridgeError('NATIVE_ERROR', undefined, { method, data: res })) })
      }),
      method,
    )
  }

  return {
    signUrl,
    async initShare(data) {
      const link = data.link ?? withoutHash(win.location.href)
      // These values go straight to WeChat's share menu: the same rules as a link share (§6), checked first.
      const checked = WECHAT_SHARE_DATA_SCHEMA.safeParse({ ...data, link })
      if (!checked.success) {
        throw new BridgeError('INVALID_ARGS', undefined, { method: 'initWechatShare', data: { problem: describeIssues(checked.error.issues) } })
      }
      const wx = await ensureConfigured()
      const imgUrl = data.imgUrl ?? ''
      const desc = data.desc ?? ''
      await Promise.all([
        update((cb) => wx.updateAppMessageShareData({ title: data.title, desc, link, imgUrl, ...cb }), 'updateAppMessageShareData'),
        update((cb) => wx.updateTimelineShareData({ title: data.title, link, imgUrl, ...cb }), 'updateTimelineShareData'),
      ])
    },
    async pay(params, signal) {
      const wx = await ensureConfigured()
      return new Promise<PayOrderResult>((resolve, reject) => {
        // WeChat's pay sheet cannot be closed from the page; abort only stops waiting (the app polls the order).
        const onAbort = () => reject(new BridgeError('CANCELLED', undefined, { method: 'payOrder' }))
        if (signal?.aborted) return onAbort()
        signal?.addEventListener('abort', onAbort, { once: true })
        const done = () => signal?.removeEventListener('abort', onAbort)
        wx.chooseWXPay({
          timestamp: Number(params.timestamp),
          nonceStr: params.nonceStr,
          package: params.package,
          signType: params.signType,
          paySign: params.paySign,
          success: () => {
            done()
            resolve({ status: 'paid' })
          },
          cancel: () => {
            done()
            reject(new BridgeError('CANCELLED', undefined, { method: 'payOrder' }))
          },
          fail: (res) => {
            done()
            const cancelled = /cancel/i.test(res.errMsg ?? '')
            reject(new BridgeError(cancelled ? 'CANCELLED' : 'NATIVE_ERROR', undefined, { method: 'payOrder', data: res }))
          },
        })
      })
    },
  }
}
