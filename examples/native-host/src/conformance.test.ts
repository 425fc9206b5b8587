// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { FakeNativeHost } from '@tougu/bridge/testing'
import { createHandlers, type HostState, type WebviewChrome } from './nativeHandlers.js'
import { runConformance } from './conformance.js'

// The device page's cases against the simulator's own host (a correct host) and against broken ones.
const simulatorHandlers = (platform: 'ios' | 'android' = 'ios') =>
  createHandlers({ platform, appVersion: '6.2.0' } as HostState, {} as WebviewChrome)

let host: FakeNativeHost | null = null
afterEach(() => {
  host?.uninstall()
  host = null
  delete (window as unknown as { __touguBridge?: unknown }).__touguBridge
})

describe('runConformance', () => {
  it.each(['ios', 'android'] as const)('passes every case against the simulator host (%s)', async (platform) => {
    host = new FakeNativeHost({ platform, handlers: simulatorHandlers(platform) }).install(window)
    const results = await runConformance(window)
    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(results).toHaveLength(5)
    // The probes reached the host as protocol requests.
    expect(host.requests.find((r) => r.method === 'bridge.cancel')?.args).toMatchObject({ reason: 'aborted' })
    expect(host.requests.some((r) => r.method === 'conformance.noSuchMethod')).toBe(true)
  })

  it('fails the handshake case when the host does not announce every capability', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers(), methods: ['getVersion', 'setTitle'] }).install(window)
    const [handshake] = await runConformance(window)
    expect(handshake).toMatchObject({ ok: false })
    expect(handshake?.detail).toContain('getUserInfo')
  })

  it('fails the unknown-method case when the host never answers unknown methods', async () => {
    host = new FakeNativeHost({ platform: 'android', handlers: simulatorHandlers('android'), unknownMethods: 'ignore' }).install(window)
    const results = await runConformance(window)
    expect(results.find((r) => r.name.includes('UNIMPLEMENTED'))).toMatchObject({ ok: false, detail: expect.stringContaining('TIMEOUT') as string })
  }, 20_000)

  it('fails the reply cases when the host answers malformed replies', async () => {
    host = new FakeNativeHost({ platform: 'ios', handlers: simulatorHandlers() }).install(window)
    host.behave('getVersion', { malformed: { id: 42, ok: true } })
    const results = await runConformance(window)
    expect(results.find((r) => r.name.includes('排队'))?.ok).toBe(false)
    expect(results.find((r) => r.name.includes('malformed'))?.ok).toBe(false)
  }, 30_000)

  it('fails the handshake when there is no host at all', async () => {
    const [handshake] = await runConformance(window, { readyTimeoutMs: 300 })
    expect(handshake).toMatchObject({ ok: false, detail: 'NOT_READY' })
  })
})
