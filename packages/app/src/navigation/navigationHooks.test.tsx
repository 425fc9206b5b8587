import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBridge } from '@tougu/bridge'
import { FakeNativeHost } from '@tougu/bridge/testing'
import { createAppServices, type AppServices } from '../services/index.js'
import { createNavigationHooks, navigationListener, withoutBasename } from './navigationHooks.js'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

const APP_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile TouguApp/6.2.0'
let host: FakeNativeHost | null = null

function nativeServices() {
  host = new FakeNativeHost({
    platform: 'android',
    handlers: {
      setTitle: () => null,
      setTopBarColor: () => null,
      setPullRefresh: () => null,
      getUserInfo: () => null,
      openWebview: () => null,
      getVersion: () => ({ appVersion: '6.2.0', platform: 'android' }),
    },
  }).install(window)
  const bridge = createBridge({ window, userAgent: APP_UA })
  return createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1', bridge })
}

/**
 * Resolves once every bridge call the hooks started so far has reached the host: the channel posts calls in
 * order, so when a call made now is answered, the earlier ones were posted before it (the hooks' own async
 * steps are microtasks, all run before the reply's task).
 */
const settle = (services: AppServices) => services.bridge.getVersion()

afterEach(() => {
  host?.uninstall()
  host = null
})

describe('navigation hooks in the native app', () => {
  it('set the red top bar, the title from the route table, user info without login and pull-refresh per page', async () => {
    const services = nativeServices()
    const hooks = createNavigationHooks(services)
    hooks.before('/tips/list')
    await settle(services)
    expect(host?.requestsOf('setTopBarColor').map((r) => r.args)).toEqual([
      { background: '#E8302E', foreground: '#FFFFFF' },
    ])
    expect(host?.requestsOf('setTitle').map((r) => r.args)).toEqual([{ title: '锦囊' }])
    expect(host?.requestsOf('getUserInfo').map((r) => r.args)).toEqual([{ forceLogin: false }])
    expect(host?.requestsOf('setPullRefresh').map((r) => r.args)).toEqual([{ down: true, up: true }])
    hooks.before('/index')
    hooks.before('/view/detail')
    await settle(services)
    expect(
      host
        ?.requestsOf('setPullRefresh')
        .map((r) => r.args)
        .slice(1),
    ).toEqual([
      { down: true, up: false },
      { down: false, up: false },
    ])
  })

  it('keep pull-refresh off while the follow-up overlay is up', async () => {
    const services = nativeServices()
    services.client.update({ showFollowupPaper: true })
    createNavigationHooks(services).before('/index')
    await settle(services)
    expect(host?.requestsOf('setPullRefresh').map((r) => r.args)).toEqual([{ down: false, up: false }])
    expect(services.client.getValue().pullRefresh).toEqual({ pullDown: true, pullUp: false })
  })

  it('ask for the user info on the first page only after the next painted frame, the title at once', async () => {
    vi.useFakeTimers()
    try {
      const services = nativeServices()
      createNavigationHooks(services).before('/index', { firstPage: true })
      await vi.advanceTimersByTimeAsync(0)
      expect(host?.requestsOf('setTitle').map((r) => r.args)).toEqual([{ title: '投顾社区' }])
      expect(host?.requestsOf('getUserInfo')).toEqual([])
      await vi.advanceTimersByTimeAsync(2000) // no frame is painted here: the fallbacks
      expect(host?.requestsOf('getUserInfo').map((r) => r.args)).toEqual([{ forceLogin: false }])
    } finally {
      vi.useRealTimers()
    }
  })

  it("on the first page ask within a frame even while the screen's requests are out: they may be waiting for the user", async () => {
    vi.useFakeTimers()
    try {
      const services = nativeServices()
      void services.queryClient.fetchQuery({ queryKey: ['api', 'orders.detail'], queryFn: () => new Promise<string>(() => {}) })
      createNavigationHooks(services).before('/sign/commissionDone', { firstPage: true })
      await vi.advanceTimersByTimeAsync(1000) // no frame is painted here: the fallback
      expect(host?.requestsOf('getUserInfo').map((r) => r.args)).toEqual([{ forceLogin: false }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('deduplicate the user info fetch of overlapping navigations', async () => {
    const services = nativeServices()
    const hooks = createNavigationHooks(services)
    hooks.before('/index')
    hooks.before('/live/list')
    await settle(services)
    expect(host?.requestsOf('getUserInfo')).toHaveLength(1)
  })
})

describe('navigationListener', () => {
  it('runs before then after for the first page and each change of path or query, once each', () => {
    const seen: string[] = []
    const listen = navigationListener(
      { before: (p, o) => seen.push(`before ${p}${o?.firstPage ? ' (first page)' : ''}`), after: (p) => seen.push(`after ${p}`) },
      window,
    )
    listen({ pathname: '/index', search: '' })
    listen({ pathname: '/index', search: '' }) // a redirect's replace, or a re-render: nothing new
    listen({ pathname: '/live/list', search: '' })
    listen({ pathname: '/live/list', search: '?tab=2' })
    expect(seen).toEqual([
      'before /index (first page)',
      'after /index',
      'before /live/list',
      'after /live/list',
      'before /live/list',
      'after /live/list',
    ])
  })

  it('strips the basename', () => {
    expect(withoutBasename('/tougu/tips/list', '/tougu')).toBe('/tips/list')
    expect(withoutBasename('/tougu', '/tougu')).toBe('/')
    expect(withoutBasename('/tips/list', '/')).toBe('/tips/list')
  })
})

/** Services in a plain browser: the user-info refresh is a request (to nowhere here; the test watches the call). */
function browserServices() {
  return createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1' })
}

describe('navigation hooks in a browser', () => {
  it("ask for the user info on the first page only once the screen's data is in (decision wave2-speed-8)", async () => {
    vi.useFakeTimers()
    try {
      const services = browserServices()
      const asked = vi.spyOn(services, 'refreshUser')
      let answer = (_: string) => {}
      void services.queryClient.fetchQuery({ queryKey: ['api', 'tips.list'], queryFn: () => new Promise<string>((r) => (answer = r)) })
      createNavigationHooks(services).before('/tips/list', { firstPage: true })
      await vi.advanceTimersByTimeAsync(2500) // the screen's list is still on its way
      expect(asked).not.toHaveBeenCalled()
      answer('rows')
      await vi.advanceTimersByTimeAsync(0)
      expect(asked).not.toHaveBeenCalled() // not before the frame that paints the rows
      await vi.advanceTimersByTimeAsync(1000)
      expect(asked).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('ask for it on the first page after 3 s at the latest, for a screen that keeps fetching', async () => {
    vi.useFakeTimers()
    try {
      const services = browserServices()
      const asked = vi.spyOn(services, 'refreshUser')
      void services.queryClient.fetchQuery({ queryKey: ['api', 'live.detail'], queryFn: () => new Promise<string>(() => {}) })
      createNavigationHooks(services).before('/live/detail', { firstPage: true })
      await vi.advanceTimersByTimeAsync(2900)
      expect(asked).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(200)
      expect(asked).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
