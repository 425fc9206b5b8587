import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBridge, createWechatSdk, withoutHash, type WxLike, type WxShareConfig } from '../index.js'

const WECHAT_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40'
const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.40'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

/** The "server": signs a URL. Deterministic so the fake WeChat can check it. */
const signatureOf = (url: string) => `sig(${url})`

/**
 * A fake `wx` that checks signatures the way WeChat does: on iOS against the URL the page was entered
 * with, on Android against the current URL without hash. A wrong URL gives `config:invalid signature`.
 */
function fakeWechat(platform: 'ios' | 'android', entryUrl: string) {
  const log = {
    signedUrls: [] as string[],
    configs: [] as Array<{ appId: string; timestamp: number; jsApiList: string[] }>,
    appMessage: [] as Array<{ title: string; desc: string; link: string; imgUrl: string }>,
    timeline: [] as Array<{ title: string; link: string; imgUrl: string }>,
    pay: [] as Array<{ package: string; timestamp: number }>,
    loads: 0,
  }
  let payOutcome: 'success' | 'cancel' | 'fail' = 'success'
  let readyFns: Array<() => void> = []
  let errorFns: Array<(e: { errMsg: string }) => void> = []
  const wx: WxLike = {
    config(conf) {
      log.configs.push({ appId: conf.appId, timestamp: conf.timestamp, jsApiList: conf.jsApiList })
      const checkedUrl = platform === 'ios' ? entryUrl : withoutHash(window.location.href)
      const ok = conf.signature === signatureOf(checkedUrl)
      const [readies, errors] = [readyFns, errorFns]
      readyFns = []
      errorFns = []
      setTimeout(() => (ok ? readies.forEach((f) => f()) : errors.forEach((f) => f({ errMsg: 'config:invalid signature' }))), 0)
    },
    ready: (fn) => void readyFns.push(fn),
    error: (fn) => void errorFns.push(fn),
    updateAppMessageShareData(p) {
      log.appMessage.push({ title: p.title, desc: p.desc, link: p.link, imgUrl: p.imgUrl })
      setTimeout(() => p.success?.(), 0)
    },
    updateTimelineShareData(p) {
      log.timeline.push({ title: p.title, link: p.link, imgUrl: p.imgUrl })
      setTimeout(() => p.success?.(), 0)
    },
    chooseWXPay(p) {
      log.pay.push({ package: p.package, timestamp: p.timestamp })
      setTimeout(() => {
        if (payOutcome === 'success') p.success()
        else if (payOutcome === 'cancel') p.cancel?.()
        else p.fail?.({ errMsg: 'chooseWXPay:fail' })
      }, 0)
    },
  }
  const fetchShareConfig = (url: string): Promise<WxShareConfig> => {
    log.signedUrls.push(url)
    return Promise.resolve({ appid: 'wx0123456789', timestamp: '1700000000', nonceStr: 'abc', signature: signatureOf(url) })
  }
  const loadSdk = () => {
    log.loads += 1
    return Promise.resolve(wx)
  }
  return { wx, log, fetchShareConfig, loadSdk, setPayOutcome: (o: typeof payOutcome) => (payOutcome = o) }
}

const PAY = { timestamp: '1700000001', nonceStr: 'n1', package: 'prepay_id=wx201', signType: 'RSA', paySign: 'ps' }

describe('WeChat JS-SDK share and pay', () => {
  const origin = window.location.origin
  beforeEach(() => {
    window.history.replaceState(null, '', '/tougu/index?from=menu#top')
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it('Android: signs the current URL without hash and configures again after a route change', async () => {
    const entry = withoutHash(window.location.href)
    const fake = fakeWechat('android', entry)
    const sdk = createWechatSdk({ window, isIos: false, entryUrl: entry, fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk })
    await sdk.initShare({ title: '投顾社区', desc: '发现好投顾', imgUrl: 'https://x.cn/logo.png' })
    expect(fake.log.signedUrls).toEqual([`${origin}/tougu/index?from=menu`])
    expect(fake.log.configs[0]).toEqual({ appId: 'wx0123456789', timestamp: 1700000000, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseWXPay'] })
    expect(fake.log.appMessage[0]).toEqual({ title: '投顾社区', desc: '发现好投顾', link: `${origin}/tougu/index?from=menu`, imgUrl: 'https://x.cn/logo.png' })
    expect(fake.log.timeline[0]).toEqual({ title: '投顾社区', link: `${origin}/tougu/index?from=menu`, imgUrl: 'https://x.cn/logo.png' })

    window.history.pushState(null, '', '/tougu/view/detail?id=7#comments')
    await sdk.initShare({ title: '观点详情' })
    await sdk.initShare({ title: '观点详情' })
    expect(fake.log.signedUrls).toEqual([`${origin}/tougu/index?from=menu`, `${origin}/tougu/view/detail?id=7`])
    expect(fake.log.configs).toHaveLength(2)
    expect(fake.log.appMessage.map((m) => m.link)).toEqual([`${origin}/tougu/index?from=menu`, `${origin}/tougu/view/detail?id=7`, `${origin}/tougu/view/detail?id=7`])
  })

  it('iOS: signs the entry URL captured at bridge creation, even after routing, and configures once', async () => {
    const entry = withoutHash(window.location.href)
    const fake = fakeWechat('ios', entry)
    const bridge = createBridge({ window, userAgent: WECHAT_IOS, wechat: { fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk } })
    expect(bridge.environment).toBe('wechat')
    window.history.pushState(null, '', '/tougu/tougu/list')
    await bridge.initWechatShare({ title: '投顾列表' })
    window.history.pushState(null, '', '/tougu/tips/list#x')
    await bridge.initWechatShare({ title: '锦囊列表' })
    expect(fake.log.signedUrls).toEqual([`${origin}/tougu/index?from=menu`])
    expect(fake.log.configs).toHaveLength(1)
    expect(fake.log.appMessage.map((m) => [m.title, m.link])).toEqual([
      ['投顾列表', `${origin}/tougu/tougu/list`],
      ['锦囊列表', `${origin}/tougu/tips/list`],
    ])
  })

  it('iOS: signing the current URL instead would fail with invalid signature — and a failed config is retried', async () => {
    const entry = withoutHash(window.location.href)
    const fake = fakeWechat('ios', entry)
    window.history.pushState(null, '', '/tougu/live/list')
    const wrong = createWechatSdk({ window, isIos: false, entryUrl: entry, fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk })
    await expect(wrong.initShare({ title: '直播' })).rejects.toMatchObject({ code: 'NATIVE_ERROR', message: '微信分享配置失败', data: { errMsg: 'config:invalid signature' } })
    await expect(wrong.initShare({ title: '直播' })).rejects.toMatchObject({ code: 'NATIVE_ERROR' })
    expect(fake.log.signedUrls).toEqual([`${origin}/tougu/live/list`, `${origin}/tougu/live/list`])
    const right = createWechatSdk({ window, isIos: true, entryUrl: entry, fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk })
    await expect(right.initShare({ title: '直播' })).resolves.toBeUndefined()
  })

  it('share inside WeChat prepares the menu share; pay goes through chooseWXPay with cancel = CANCELLED', async () => {
    const fake = fakeWechat('android', '')
    const bridge = createBridge({ window, userAgent: WECHAT_ANDROID, wechat: { fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk } })
    expect(bridge.isAvailable('share')).toBe(true)
    expect(bridge.isAvailable('payOrder')).toBe(true)
    await expect(bridge.share({ kind: 'link', title: '锦囊', desc: '限时', link: 'https://x.cn/tougu/tips/detail?id=3', imgUrl: 'https://x.cn/t.png' })).resolves.toEqual({ via: 'wechat-menu' })
    expect(fake.log.appMessage.at(-1)).toEqual({ title: '锦囊', desc: '限时', link: 'https://x.cn/tougu/tips/detail?id=3', imgUrl: 'https://x.cn/t.png' })

    await expect(bridge.payOrder({ orderId: 'o1', payType: 1, wechatPay: PAY })).resolves.toEqual({ status: 'paid' })
    expect(fake.log.pay[0]).toEqual({ package: 'prepay_id=wx201', timestamp: 1700000001 })
    fake.setPayOutcome('cancel')
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1, wechatPay: PAY })).rejects.toMatchObject({ code: 'CANCELLED' })
    fake.setPayOutcome('fail')
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1, wechatPay: PAY })).rejects.toMatchObject({ code: 'NATIVE_ERROR' })
    await expect(bridge.payOrder({ orderId: 'o1', payType: 2 })).rejects.toMatchObject({ code: 'UNAVAILABLE', message: '微信内暂不支持支付宝支付，请选择微信支付' })
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1 })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    await expect(bridge.share({ kind: 'image', image: 'data:image/png;base64,AA' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    expect(fake.log.pay).toHaveLength(3)
  })

  it('never hands WeChat a javascript:, data: or relative share link, an oversized title, or malformed pay parameters', async () => {
    const fake = fakeWechat('android', '')
    const bridge = createBridge({ window, userAgent: WECHAT_ANDROID, wechat: { fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk } })
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/tougu/index']) {
      await expect(bridge.initWechatShare({ title: '投顾社区', link })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await expect(bridge.share({ kind: 'link', title: '投顾社区', link })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    }
    await expect(bridge.initWechatShare({ title: '观点', imgUrl: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    await expect(bridge.initWechatShare({ title: 'x'.repeat(10 * 1024 * 1024) })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1, wechatPay: { ...PAY, signType: 'NONE' } })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    expect([fake.log.signedUrls, fake.log.appMessage, fake.log.timeline, fake.log.pay]).toEqual([[], [], [], []])
    await bridge.initWechatShare({ title: '投顾社区', link: 'https://x.cn/tougu/index' })
    expect(fake.log.appMessage.map((m) => m.link)).toEqual(['https://x.cn/tougu/index'])
  })

  it('loads the JS-SDK only inside WeChat, and only when first needed', async () => {
    const fake = fakeWechat('android', '')
    const browser = createBridge({ window, userAgent: DESKTOP, wechat: { fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk } })
    await expect(browser.initWechatShare({ title: 't' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    const wechat = createBridge({ window, userAgent: WECHAT_ANDROID, wechat: { fetchShareConfig: fake.fetchShareConfig, loadSdk: fake.loadSdk } })
    expect(fake.log.loads).toBe(0)
    await wechat.initWechatShare({ title: 't' })
    await wechat.initWechatShare({ title: 't' })
    expect(fake.log.loads).toBe(1)
  })

  it('without the share-config call WeChat share and pay are UNAVAILABLE, copy and title still work', async () => {
    const bridge = createBridge({ window, userAgent: WECHAT_ANDROID })
    expect(bridge.isAvailable('share')).toBe(false)
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1, wechatPay: PAY })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    await bridge.setTitle({ title: '我的' })
    expect(document.title).toBe('我的')
  })
})
