// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeNativeHost, type FakeCallContext } from '@tougu/bridge/testing'
import { createHandlers, type HostState, type WebviewChrome } from './nativeHandlers.js'
import { AUTO_CASE_IDS, BRIDGE_EVENT_NAMES, CAPABILITY_NAMES, coverage, openConformance, runConformance, type Operator } from './conformance.js'

// The device page's cases against the simulator's own host (a correct host) and against broken ones.
const chrome: WebviewChrome = {
  setTitle: vi.fn(),
  setBar: vi.fn(),
  setMenu: vi.fn(),
  setPull: vi.fn(),
  stopPull: vi.fn(),
  open: vi.fn(),
  close: vi.fn(),
  resolve: (u) => u,
}
const simulatorHandlers = (platform: 'ios' | 'android' = 'ios') =>
  createHandlers({ platform, appVersion: '6.2.0', investor: null, log: () => undefined } as unknown as HostState, chrome)

let host: FakeNativeHost | null = null
afterEach(() => {
  host?.uninstall()
  host = null
  delete (window as unknown as { __touguBridge?: unknown }).__touguBridge
})

const failing = (results: { id: string; ok: boolean }[]) => results.filter((r) => !r.ok).map((r) => r.id)

/**
 * Runs the cases on vitest's fake clock, moved on in steps until they end: a broken host makes cases wait out their
 * whole round trip (3 s each), and on the real clock those waits were most of this file's time (decision wave3-ci-1).
 * The page's timers, the host's replies and the deadlines all run on the one clock, in the same order as on the real
 * one.
 */
async function onFakeClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers()
  try {
    const running = work()
    let ended = false
    running.then(
      () => (ended = true),
      () => (ended = true),
    )
    while (!ended) await vi.advanceTimersByTimeAsync(50)
    return await running
  } finally {
    vi.useRealTimers()
  }
}
const operator = (answer = true): Operator => ({ instruct: () => undefined, confirm: () => Promise.resolve(answer) })

describe('runConformance (automatic cases)', () => {
  it.each(['ios', 'android'] as const)('passes every case against the simulator host (%s)', async (platform) => {
    host = new FakeNativeHost({ platform, handlers: simulatorHandlers(platform) }).install(window)
    const results = await onFakeClock(() => runConformance(window))
    expect(failing(results)).toEqual([])
    expect(results.map((r) => r.id)).toEqual(AUTO_CASE_IDS)
    // The probes reached the host as protocol requests: every cancel reason, the timeout's and the abort's cancels.
    const reasons = host.requestsOf('bridge.cancel').map((r) => (r.args as { reason: string }).reason)
    expect(reasons).toEqual(expect.arrayContaining(['aborted', 'timeout', 'pagehide', 'restored', 'disposed', 'conformance-future-reason']))
    expect(host.requests.some((r) => r.method === 'conformance.noSuchMethod')).toBe(true)
    // The v: 2 probe is not a protocol request: the host saw it as a bad one.
    expect(host.badRequests).toEqual([expect.objectContaining({ v: 2 })])
    // The queued calls went out after the hello.
    expect(host.requests[0]?.method).toBe('bridge.hello')
    expect(host.requests.slice(1, 4).map((r) => r.method)).toEqual(['getVersion', 'getUserInfo', 'getVersion'])
  }, 20_000)

  it('fails the handshake case when the host does not announce every capability', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers(), methods: ['getVersion', 'setTitle'] }).install(window)
    const [handshake] = await onFakeClock(() => runConformance(window))
    expect(handshake).toMatchObject({ id: 'hello', ok: false })
    expect(handshake?.detail).toContain('getUserInfo')
  }, 20_000)

  it('fails only the unknown-method case when the host never answers unknown methods', async () => {
    host = new FakeNativeHost({ platform: 'android', handlers: simulatorHandlers('android'), unknownMethods: 'ignore' }).install(window)
    const results = await onFakeClock(() => runConformance(window))
    expect(failing(results)).toEqual(['unknown-method'])
    expect(results.find((r) => r.id === 'unknown-method')?.detail).toContain('TIMEOUT')
  }, 20_000)

  it('fails the reply cases when the host answers with numeric ids (malformed replies)', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    for (const name of CAPABILITY_NAMES) host.behave(name, { malformed: { id: 42, ok: true, data: null } })
    const results = await onFakeClock(() => runConformance(window))
    expect(failing(results)).toEqual(AUTO_CASE_IDS.filter((id) => !['hello', 'unknown-method', 'malformed-request'].includes(id)))
    expect(results.find((r) => r.id === 'well-formed')?.detail).toContain('malformed')
  }, 30_000)

  it('fails the cancel case when the host replies to bridge.cancel', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    const results = await onFakeClock(() => runConformanceReplyingToCancel(host!))
    expect(failing(results)).toContain('cancel-reasons')
  }, 20_000)

  it('fails the malformed-request case when the host answers a v: 2 request', async () => {
    host = new FakeNativeHost({ platform: 'android', handlers: simulatorHandlers('android') }).install(window)
    const target = window as unknown as { touguBridge: { postMessage(json: string): void } }
    const post = target.touguBridge.postMessage.bind(target.touguBridge)
    target.touguBridge.postMessage = (json: string) => {
      post(json)
      const m = JSON.parse(json) as { v: number; id: string }
      if (m.v === 2) setTimeout(() => host?.deliver({ id: m.id, ok: true, data: { appVersion: '6.2.0', platform: 'android' } }), 0)
    }
    expect(failing(await onFakeClock(() => runConformance(window)))).toEqual(['malformed-request'])
  }, 20_000)

  it('fails the handshake when there is no host at all', async () => {
    const [handshake] = await onFakeClock(() => runConformance(window, { readyTimeoutMs: 300 }))
    expect(handshake).toMatchObject({ ok: false, detail: 'NOT_READY' })
  })
})

/** Runs the automatic cases while the host answers every bridge.cancel as if it were a call. */
async function runConformanceReplyingToCancel(h: FakeNativeHost) {
  const target = window as unknown as { webkit: { messageHandlers: { touguBridge: { postMessage(m: unknown): void } } } }
  const handler = target.webkit.messageHandlers.touguBridge
  const post = handler.postMessage.bind(handler)
  handler.postMessage = (m: unknown) => {
    post(m)
    const r = m as { id: string; method: string }
    if (r.method === 'bridge.cancel') setTimeout(() => h.deliver({ id: r.id, ok: true, data: null }), 0)
  }
  return runConformance(window)
}

describe('manual cases', () => {
  it('cover every capability and every event of the bridge', () => {
    const { capabilities, events } = coverage()
    expect(CAPABILITY_NAMES.filter((n) => !capabilities.has(n))).toEqual([])
    expect(BRIDGE_EVENT_NAMES.filter((n) => !events.has(n))).toEqual([])
  })

  it('menuTap passes on the tap of its own item and fails without it', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    const session = openConformance(window, { manualWaitMs: 500 })
    const passing = session.runManual('event-menuTap', operator())
    await vi.waitFor(() => expect(host?.requestsOf('setMenu')).toHaveLength(1))
    host.pushEvent('menuTap', { id: 'someone-else' })
    host.pushEvent('menuTap', { id: 'conformance-check' })
    expect(await passing).toMatchObject({ status: 'pass' })
    // The menu is removed again after the case.
    expect(host.requestsOf('setMenu')[1]?.args).toEqual({ items: [] })
    const failingRun = session.runManual('event-menuTap', operator())
    await vi.waitFor(() => expect(host?.requestsOf('setMenu')).toHaveLength(3))
    host.pushEvent('menuTap', { id: 'someone-else' })
    expect(await failingRun).toMatchObject({ status: 'fail', detail: expect.stringContaining('no menuTap') as string })
    session.dispose()
  })

  it('the resume case ignores a resume from before it started', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    const session = openConformance(window, { manualWaitMs: 500 })
    await session.runAuto()
    host.pushEvent('resume', {})
    const run = session.runManual('webview-resume', operator())
    expect(await run).toMatchObject({ status: 'fail', detail: expect.stringContaining('no resume') as string })
    expect(host.requestsOf('openWebview')).toHaveLength(1)
    // A resume after the child closed passes it.
    const again = session.runManual('webview-resume', operator())
    await vi.waitFor(() => expect(host?.requestsOf('openWebview')).toHaveLength(2))
    host.pushEvent('resume', {})
    expect(await again).toMatchObject({ status: 'pass' })
    session.dispose()
  }, 20_000)

  it('saveImage reports keepAlive progress and skips (optional) when the host sends none', async () => {
    host = new FakeNativeHost({ platform: 'android', handlers: simulatorHandlers('android') }).install(window)
    host.handle('saveImage', async (_args: never, c: FakeCallContext) => {
      c.update({ progress: 0.5 })
      await Promise.resolve()
      return null
    })
    const session = openConformance(window)
    expect(await session.runManual('save-image-keepalive', operator())).toMatchObject({ status: 'pass', detail: expect.stringContaining('1 keepAlive') as string })
    host.handle('saveImage', () => null)
    expect(await session.runManual('save-image-keepalive', operator())).toMatchObject({ status: 'skip' })
    host.handle('saveImage', (_args: never, c: FakeCallContext) => void c.update({ progress: 50 }))
    expect(await session.runManual('save-image-keepalive', operator())).toMatchObject({ status: 'fail' })
    session.dispose()
  })

  it('the cancel case fails when the person says the sheet stayed open, and when the host answered first', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    host.handle('share', (_args: never, c: FakeCallContext) => new Promise((_resolve, reject) => c.onCancel(() => reject(new Error('closed')))))
    const session = openConformance(window)
    expect(await session.runManual('cancel-aborted', operator(true))).toMatchObject({ status: 'pass' })
    expect(await session.runManual('cancel-aborted', operator(false))).toMatchObject({ status: 'fail', detail: expect.stringContaining('stayed open') as string })
    host.handle('share', () => null)
    expect(await session.runManual('cancel-aborted', operator(true))).toMatchObject({ status: 'fail' })
    session.dispose()
  }, 20_000)
})
