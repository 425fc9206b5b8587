import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBridge, isBridgeError, type Bridge, type CreateBridgeOptions } from '../index.js'
import { FakeNativeError, FakeNativeHost, type FakeNativeHostOptions } from '../testing.js'

const UA = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TouguApp/6.2.0',
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 TouguApp/6.2.0',
}

const RISK = { riskLevel: 'C3', level_name: '稳健型', risk_end_date: '20271231', customer_class: '普通' }

/** Settle a promise into a value we can assert on without unhandled rejections. */
function settle<T>(promise: Promise<T>): { result: () => { status: 'pending' } | { status: 'ok'; value: T } | { status: 'error'; error: unknown } } {
  let state: { status: 'pending' } | { status: 'ok'; value: T } | { status: 'error'; error: unknown } = { status: 'pending' }
  promise.then(
    (value) => (state = { status: 'ok', value }),
    (error: unknown) => (state = { status: 'error', error }),
  )
  return { result: () => state }
}

function codeOf(outcome: ReturnType<ReturnType<typeof settle>['result']>): string | undefined {
  return outcome.status === 'error' && isBridgeError(outcome.error) ? outcome.error.code : undefined
}

describe.each(['ios', 'android'] as const)('wire protocol v1 over the %s transport', (platform) => {
  let host: FakeNativeHost
  let bridge: Bridge

  function start(hostOptions: Partial<FakeNativeHostOptions> = {}, bridgeOptions: CreateBridgeOptions = {}) {
    host = new FakeNativeHost({
      platform,
      handlers: {
        setTitle: () => null,
        getRiskLevel: () => RISK,
        getVersion: () => ({ appVersion: host.appVersion, platform }),
        getUserInfo: () => ({ clientId: 'c1', cid: '10086', phone: '13800000000', token: 't-1', userName: '张三' }),
        payOrder: () => ({ status: 'paid' }),
        share: () => null,
        copy: () => null,
      },
      ...hostOptions,
    }).install(window)
    bridge = createBridge({ window, userAgent: UA[platform], random: () => 0.5, ...bridgeOptions })
  }

  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    bridge.dispose()
    host.uninstall()
    vi.useRealTimers()
  })

  it('installs the platform transport, handshakes, and answers support from the hello', async () => {
    start()
    expect(bridge.environment).toBe('app')
    expect(bridge.isAvailable('getRiskLevel')).toBe(false)
    const hello = settle(bridge.ready())
    await vi.advanceTimersByTimeAsync(10)
    expect(hello.result()).toEqual({ status: 'ok', value: { protocolVersion: 1, appVersion: '6.2.0', platform, methods: expect.arrayContaining(['getRiskLevel']) as unknown } })
    expect(bridge.isAvailable('getRiskLevel')).toBe(true)
    expect(bridge.isAvailable('startRiskEvaluation')).toBe(false)
    expect(host.requests[0]).toEqual({ v: 1, id: '500000000', method: 'bridge.hello', args: { protocolVersion: 1 } })
  })

  it('starts ids at a random value per page load and never reuses one', async () => {
    start({}, { random: () => 0.123456789 })
    const calls = [settle(bridge.setTitle({ title: 'a' })), settle(bridge.setTitle({ title: 'b' }))]
    await vi.advanceTimersByTimeAsync(10)
    expect(calls.map((c) => c.result().status)).toEqual(['ok', 'ok'])
    expect(host.requests.map((r) => r.id)).toEqual(['123456789', '123456790', '123456791'])
  })

  it('queues calls made before ready and sends them in order once native answers the hello', async () => {
    start({ answerHello: false })
    const first = settle(bridge.setTitle({ title: '首页' }))
    const second = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(500)
    expect(host.requests.map((r) => r.method)).toEqual(['bridge.hello'])
    expect(first.result().status).toBe('pending')
    host.becomeReady()
    await vi.advanceTimersByTimeAsync(10)
    expect(host.requests.map((r) => r.method)).toEqual(['bridge.hello', 'setTitle', 'getRiskLevel'])
    expect(first.result()).toEqual({ status: 'ok', value: null })
    expect(second.result()).toEqual({ status: 'ok', value: RISK })
  })

  it('bounds the queue: a call beyond it rejects NOT_READY at once', async () => {
    start({ answerHello: false }, { maxQueue: 2 })
    settle(bridge.setTitle({ title: '1' }))
    settle(bridge.setTitle({ title: '2' }))
    const third = settle(bridge.setTitle({ title: '3' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(codeOf(third.result())).toBe('NOT_READY')
  })

  it('fails ready and every queued call with NOT_READY when the handshake times out, and can retry later', async () => {
    start({ answerHello: false }, { readyTimeoutMs: 3000 })
    const ready = settle(bridge.ready())
    const queued = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(2999)
    expect(ready.result().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(2)
    expect(codeOf(ready.result())).toBe('NOT_READY')
    expect(codeOf(queued.result())).toBe('NOT_READY')
    host.becomeReady()
    await vi.advanceTimersByTimeAsync(10)
    const retry = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(10)
    expect(retry.result()).toEqual({ status: 'ok', value: RISK })
  })

  it('waits for a transport that the host installs late (within the ready timeout)', async () => {
    start()
    host.uninstall()
    const call = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(1000)
    expect(call.result().status).toBe('pending')
    host.install(window)
    await vi.advanceTimersByTimeAsync(50)
    expect(call.result()).toEqual({ status: 'ok', value: RISK })
  })

  it('times out a call after 10 s by default, and drops the late reply without throwing', async () => {
    start()
    settle(bridge.ready())
    await vi.advanceTimersByTimeAsync(10)
    host.behave('getRiskLevel', { delayMs: 12_000 })
    const call = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(9_990)
    expect(call.result().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(20)
    expect(codeOf(call.result())).toBe('TIMEOUT')
    await vi.advanceTimersByTimeAsync(3_000)
    expect(bridge.stats()).toEqual({ malformed: 0, dropped: 1 })
  })

  it('tells native when a call times out (bridge.cancel with reason timeout), so it can close what the call opened', async () => {
    let closedOnNative = false
    start({
      handlers: {
        payOrder: (_args, ctx) => {
          ctx.onCancel(() => (closedOnNative = true))
          return new Promise(() => undefined)
        },
      },
    })
    const pay = settle(bridge.payOrder({ orderId: 'o1', payType: 1 }, { timeoutMs: 2_000 }))
    await vi.advanceTimersByTimeAsync(1_990)
    expect(host.requestsOf('bridge.cancel')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(20)
    expect(codeOf(pay.result())).toBe('TIMEOUT')
    const payId = host.requestsOf('payOrder')[0]?.id
    expect(host.requestsOf('bridge.cancel').map((r) => r.args)).toEqual([{ id: payId, reason: 'timeout' }])
    expect(closedOnNative).toBe(true)
  })

  it('on pagehide (reload, navigation, entering the bfcache) fails the calls in flight and tells native', async () => {
    start({ handlers: { startRiskEvaluation: () => new Promise(() => undefined), getRiskLevel: () => RISK } })
    const questionnaire = settle(bridge.startRiskEvaluation())
    await vi.advanceTimersByTimeAsync(5)
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }))
    await vi.advanceTimersByTimeAsync(0)
    expect(questionnaire.result()).toMatchObject({ status: 'error', error: { code: 'NOT_READY', data: { reason: 'pagehide' } } })
    const id = host.requestsOf('startRiskEvaluation')[0]?.id
    expect(host.requestsOf('bridge.cancel').map((r) => r.args)).toEqual([{ id, reason: 'pagehide' }])
  })

  it('delivers a known event only when its payload matches §7 (unknown fields kept), and drops unknown events nobody listens to', async () => {
    start()
    const taps: unknown[] = []
    const logins: unknown[] = []
    bridge.on('menuTap', (d) => taps.push(d))
    bridge.on('loginChanged', (d) => logins.push(d))
    host.pushEvent('menuTap', { id: 'share', source: 'longPress' })
    host.pushEvent('menuTap', { id: 7 })
    host.pushEvent('menuTap', 'share')
    host.pushEvent('loginChanged', { loggedIn: 'yes' })
    host.pushEvent('loginChanged', { loggedIn: false, userInfo: null })
    host.pushEvent('newAppEvent', { x: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(taps).toEqual([{ id: 'share', source: 'longPress' }])
    expect(logins).toEqual([{ loggedIn: false, userInfo: null }])
    expect(bridge.stats()).toEqual({ malformed: 3, dropped: 1 })
  })

  it('gives pay a long timeout (5 min), not the 10 s default', async () => {
    start({ handlers: { payOrder: () => new Promise(() => undefined) } })
    const pay = settle(bridge.payOrder({ orderId: 'o1', payType: 1 }))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pay.result().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(codeOf(pay.result())).toBe('TIMEOUT')
  })

  it('resolves once on a duplicate reply and counts the second as dropped', async () => {
    start()
    host.behave('getRiskLevel', { duplicate: true })
    const call = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(5)
    expect(call.result()).toEqual({ status: 'ok', value: RISK })
    expect(bridge.stats().dropped).toBe(1)
  })

  it('ignores and counts malformed replies; the call still settles by its timeout', async () => {
    start()
    host.behave('getRiskLevel', { malformed: '{"id": broken json' })
    const call = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(5)
    expect(bridge.stats().malformed).toBe(1)
    for (const junk of [42, null, [], { id: 7, ok: true }, { id: 'x' }, { id: 'x', ok: false }, { id: 'x', ok: false, error: { code: 1 } }]) {
      expect(() => host.deliver(junk)).not.toThrow()
    }
    expect(bridge.stats().malformed).toBe(8)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(codeOf(call.result())).toBe('TIMEOUT')
  })

  it('rejects a method the hello did not announce with UNIMPLEMENTED, without sending it', async () => {
    start()
    const call = settle(bridge.startRiskEvaluation())
    await vi.advanceTimersByTimeAsync(5)
    expect(codeOf(call.result())).toBe('UNIMPLEMENTED')
    expect(host.requestsOf('startRiskEvaluation')).toHaveLength(0)
  })

  it('passes on UNIMPLEMENTED when native refuses a method it announced but does not handle', async () => {
    start({ methods: ['getRiskLevel', 'goToTrade'] })
    const call = settle(bridge.goToTrade({ page: 'buy' }))
    await vi.advanceTimersByTimeAsync(5)
    expect(codeOf(call.result())).toBe('UNIMPLEMENTED')
    expect(host.requestsOf('goToTrade')).toHaveLength(1)
  })

  it('streams keepAlive replies to onUpdate, restarting the timeout each time, until the final reply', async () => {
    start({
      handlers: {
        saveImage: (_args, ctx) =>
          new Promise((resolve) => {
            ;[20_000, 40_000, 60_000].forEach((at, i) => setTimeout(() => ctx.update({ progress: (i + 1) / 4 }), at))
            setTimeout(() => resolve({ saved: true }), 80_000)
          }),
      },
    })
    const updates: unknown[] = []
    const call = settle(bridge.saveImage({ image: 'data:image/png;base64,AAAA' }, { onUpdate: (d) => updates.push(d) }))
    await vi.advanceTimersByTimeAsync(61_000)
    expect(updates).toEqual([{ progress: 0.25 }, { progress: 0.5 }, { progress: 0.75 }])
    expect(call.result().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(call.result()).toEqual({ status: 'ok', value: { saved: true } })
  })

  it('retains events that arrive before a listener and delivers them, in order, to the first one', async () => {
    start()
    host.pushEvent('menuTap', { id: 'share' })
    host.pushEvent('menuTap', { id: 'search' })
    await vi.advanceTimersByTimeAsync(5)
    const taps: unknown[] = []
    const subscription = bridge.on('menuTap', (d) => taps.push(d.id))
    await vi.advanceTimersByTimeAsync(0)
    expect(taps).toEqual(['share', 'search'])
    host.pushEvent('menuTap', { id: 'more' })
    subscription.remove()
    host.pushEvent('menuTap', { id: 'after-remove' })
    expect(taps).toEqual(['share', 'search', 'more'])
  })

  it('delivers an event to every listener, every time (not once)', async () => {
    start()
    const a: number[] = []
    const b: number[] = []
    bridge.on('pullDownRefresh', () => a.push(1))
    bridge.on('pullDownRefresh', () => b.push(1))
    host.pushEvent('pullDownRefresh')
    host.pushEvent('pullDownRefresh')
    await vi.advanceTimersByTimeAsync(0)
    expect([a.length, b.length]).toEqual([2, 2])
  })

  it('cancels a call through its AbortSignal: CANCELLED at once, bridge.cancel sent, the later reply dropped', async () => {
    let cancelledOnNative = false
    start({
      handlers: {
        payOrder: (_args, ctx) => {
          ctx.onCancel(() => (cancelledOnNative = true))
          return new Promise((resolve) => setTimeout(() => resolve({ status: 'paid' }), 30_000))
        },
      },
    })
    const controller = new AbortController()
    const pay = settle(bridge.payOrder({ orderId: 'o1', payType: 1 }, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1000)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(codeOf(pay.result())).toBe('CANCELLED')
    const payId = host.requestsOf('payOrder')[0]?.id
    expect(host.requestsOf('bridge.cancel').map((r) => r.args)).toEqual([{ id: payId, reason: 'aborted' }])
    expect(cancelledOnNative).toBe(true)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(bridge.stats().dropped).toBe(1)
  })

  it('cancels a queued call before it is ever sent', async () => {
    start({ answerHello: false })
    const controller = new AbortController()
    const call = settle(bridge.getRiskLevel(undefined, { signal: controller.signal }))
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(codeOf(call.result())).toBe('CANCELLED')
    host.becomeReady()
    await vi.advanceTimersByTimeAsync(5)
    expect(host.requestsOf('getRiskLevel')).toHaveLength(0)
  })

  it('reports a user-cancelled pay as CANCELLED, not a failure', async () => {
    start({ handlers: { payOrder: () => Promise.reject(new FakeNativeError('CANCELLED', 'user closed the pay sheet')) } })
    const pay = settle(bridge.payOrder({ orderId: 'o1', payType: 2 }))
    await vi.advanceTimersByTimeAsync(5)
    expect(codeOf(pay.result())).toBe('CANCELLED')
  })

  it('maps native errors: protocol codes kept, other codes become NATIVE_ERROR with nativeCode', async () => {
    start({
      handlers: {
        payOrder: () => {
          throw new FakeNativeError('E1001', '余额不足', { balance: 0 })
        },
      },
    })
    const pay = settle(bridge.payOrder({ orderId: 'o1', payType: 1 }))
    await vi.advanceTimersByTimeAsync(5)
    const outcome = pay.result()
    expect(outcome.status === 'error' && outcome.error).toMatchObject({ code: 'NATIVE_ERROR', message: '余额不足', data: { nativeCode: 'E1001', data: { balance: 0 } } })
  })

  it('turns every login failure into 登录失败, keeping the code', async () => {
    start({
      handlers: {
        getUserInfo: (args: { forceLogin?: boolean }) => {
          throw new FakeNativeError(args.forceLogin ? 'CANCELLED' : 'NATIVE_ERROR', 'sso down')
        },
      },
    })
    const silent = settle(bridge.getUserInfo())
    const forced = settle(bridge.getUserInfo({ forceLogin: true }))
    await vi.advanceTimersByTimeAsync(5)
    expect(silent.result()).toMatchObject({ status: 'error', error: { code: 'NATIVE_ERROR', message: '登录失败' } })
    expect(forced.result()).toMatchObject({ status: 'error', error: { code: 'CANCELLED', message: '登录失败' } })
  })

  it('re-handshakes after a back/forward-cache restore: in-flight calls fail NOT_READY, new calls wait for the new hello', async () => {
    start({ handlers: { getRiskLevel: () => new Promise(() => undefined), setTitle: () => null } })
    const inFlight = settle(bridge.getRiskLevel())
    await vi.advanceTimersByTimeAsync(5)
    host.behave('bridge.hello', { delayMs: 200 })
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    await vi.advanceTimersByTimeAsync(0)
    expect(codeOf(inFlight.result())).toBe('NOT_READY')
    expect(bridge.isAvailable('setTitle')).toBe(false)
    const after = settle(bridge.setTitle({ title: '返回' }))
    await vi.advanceTimersByTimeAsync(100)
    expect(host.requestsOf('setTitle')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(150)
    expect(host.requestsOf('bridge.hello')).toHaveLength(2)
    expect(after.result()).toEqual({ status: 'ok', value: null })
  })

  it('does not re-handshake on an ordinary pageshow', async () => {
    start()
    await vi.advanceTimersByTimeAsync(0)
    settle(bridge.ready())
    await vi.advanceTimersByTimeAsync(5)
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    await vi.advanceTimersByTimeAsync(5)
    expect(host.requestsOf('bridge.hello')).toHaveLength(1)
  })

  it('shares images only above the minimum app version, sending the compressed picture', async () => {
    start({ appVersion: '6.0.0' }, { imageShareMinVersions: { ios: '6.0.0', android: '6.0.0' }, compressImage: (src) => Promise.resolve(`data:image/jpeg;base64,${btoa(src)}`) })
    const old = settle(bridge.share({ kind: 'image', image: 'https://x.cn/poster.png' }))
    await vi.advanceTimersByTimeAsync(5)
    expect(old.result()).toMatchObject({ status: 'error', error: { code: 'UNAVAILABLE', message: '当前App版本不支持图片分享，请升级App' } })
    bridge.dispose()
    host.uninstall()
    start({ appVersion: '6.0.1' }, { imageShareMinVersions: { ios: '6.0.0', android: '6.0.0' }, compressImage: (src) => Promise.resolve(`data:image/jpeg;base64,${btoa(src)}`) })
    const fresh = settle(bridge.share({ kind: 'image', scene: 'moments', image: 'https://x.cn/poster.png' }))
    await vi.advanceTimersByTimeAsync(5)
    expect(fresh.result()).toEqual({ status: 'ok', value: { via: 'native' } })
    expect(host.requestsOf('share')[0]?.args).toEqual({ kind: 'image', scene: 'moments', image: `data:image/jpeg;base64,${btoa('https://x.cn/poster.png')}` })
  })

  it('refuses Alipay in the WeChat variant and bad arguments, without sending anything', async () => {
    start({}, { wechatVariant: true })
    const alipay = settle(bridge.payOrder({ orderId: 'o1', payType: 2 }))
    const bad = settle(bridge.copy({} as { text: string }))
    await vi.advanceTimersByTimeAsync(5)
    expect(alipay.result()).toMatchObject({ status: 'error', error: { code: 'UNAVAILABLE', message: '微信内暂不支持支付宝支付，请选择微信支付' } })
    expect(codeOf(bad.result())).toBe('INVALID_ARGS')
    expect(host.requests.filter((r) => r.method !== 'bridge.hello')).toHaveLength(0)
  })
})
