import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBridge } from '@tougu/bridge'
import { FakeNativeHost } from '@tougu/bridge/testing'
import { startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'
import { alice, servicesTestBed } from './testing/servicesTestBed.js'
import { AppServicesProvider, useServices } from './AppServicesProvider.js'
import { createAppServices, type AppServices } from './createAppServices.js'
import { invalidateTargets } from './mutations.js'
import { readPrivileges } from './privileges.js'
import { PRIVILEGES, privilegesKey } from './queries.js'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('session and follow-up paper wiring', () => {
  const paper = { id: 21, title: '投顾服务回访问卷', type: 2, questions: [{ no: 1, topic: '您是否本人签约？', type: 1, options: [{ no: 1, answer: '是' }] }] }
  const APP_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile TouguApp/6.2.0'
  let stub: StubApi | null = null
  let host: FakeNativeHost | null = null
  const opened: AppServices[] = []
  afterEach(async () => {
    opened.splice(0).forEach((s) => s.dispose())
    host?.uninstall()
    host = null
    await stub?.close()
    stub = null
  })
  /** One page load in a browser over `storage`; a second call with the same storage is a reload. */
  const page = (storage: ReturnType<typeof memoryStorage>) => {
    const services = createAppServices({ window, storage, baseUrl: stub?.baseUrl ?? '' })
    opened.push(services)
    return services
  }
  /** One page load inside the native app, whose getUserInfo answers `user()`. */
  const nativePage = (storage: ReturnType<typeof memoryStorage>, user: () => Record<string, string> | null) => {
    host?.uninstall()
    host = new FakeNativeHost({ platform: 'android', handlers: { getUserInfo: () => user() } }).install(window)
    const bridge = createBridge({ window, userAgent: APP_UA })
    const services = createAppServices({ window, storage, baseUrl: stub?.baseUrl ?? '', bridge })
    opened.push(services)
    return services
  }
  const paperCalls = () => stub?.calls.filter((c) => c.path === '/api/user/getFollowupPaper').length
  const settle = (services: AppServices) => services.refreshUser().then(() => services.followupPaperSettled())
  /** What a page reloaded after the paper was fetched keeps: the session and the unanswered paper. */
  const storedPaperAndSession = () => {
    const storage = memoryStorage()
    storage.setItem('tougu.session', JSON.stringify(alice))
    storage.setItem('tougu.clientStore', JSON.stringify({ followupPaper: paper }))
    return storage
  }

  it('a login in the native app fetches the type 2 paper; the unanswered paper survives a reload without a new fetch', async () => {
    stub = await startStubApi({ '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [paper] }) })
    const storage = memoryStorage()
    let signedIn: Record<string, string> | null = null
    const first = nativePage(storage, () => signedIn)
    await settle(first)
    expect(paperCalls()).toBe(0)
    signedIn = alice
    await first.refreshUser()
    await waitFor(() => expect(first.client.getValue()).toMatchObject({ followupPaper: { id: 21 }, showFollowupPaper: true }))
    expect(paperCalls()).toBe(1)

    const reloaded = nativePage(storage, () => signedIn)
    await settle(reloaded)
    expect(reloaded.session.user$.getValue()).toMatchObject({ clientId: 'C1001' })
    expect(reloaded.client.getValue()).toMatchObject({ followupPaper: { id: 21 }, showFollowupPaper: true })
    expect(paperCalls()).toBe(1)
  })

  it('a browser login fetches no type 2 paper (spec §4: "after login in the app")', async () => {
    stub = await startStubApi({
      '/api/auth/login': () => ({ iRet: 0, data: { token: alice.token, expiresAt: '2030-01-01T00:00:00Z', user: { ...alice, token: undefined } } }),
      '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [paper] }),
      '/api/user/getUserInfo': () => ({ iRet: 0, data: { clientId: 'C1001', userName: '张伟' } }),
    })
    const services = page(memoryStorage())
    expect(await services.login('13800000001', '246810')).toMatchObject({ clientId: 'C1001', token: alice.token })
    // The user info round trip comes after the login: a paper request sent on login would have been seen first.
    await settle(services)
    expect(stub.calls.some((c) => c.path === '/api/user/getUserInfo')).toBe(true)
    expect(paperCalls()).toBe(0)
    expect(services.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
  })

  it('signing out clears the paper and the flag, in memory and in storage', async () => {
    stub = await startStubApi({ '/api/auth/logout': () => ({ iRet: 0 }) })
    const storage = storedPaperAndSession()
    const services = page(storage)
    await waitFor(() => expect(services.client.getValue().showFollowupPaper).toBe(true))
    await services.logout()
    expect(services.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
    expect(storage.getItem('tougu.session')).toBeNull()
    expect(JSON.parse(storage.getItem('tougu.clientStore') ?? '{}')).toMatchObject({ followupPaper: null })
  })

  it('getUserInfo answering data null ends the restored session and drops its paper', async () => {
    stub = await startStubApi({})
    const storage = storedPaperAndSession()
    const services = page(storage)
    await waitFor(() => expect(services.client.getValue().showFollowupPaper).toBe(true))
    await services.refreshUser()
    expect(services.session.isLoggedIn()).toBe(false)
    expect(storage.getItem('tougu.session')).toBeNull()
    expect(services.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
  })

  it('a corrupted session entry starts as a visitor, and a stored paper without its investor is not offered to the next one', async () => {
    stub = await startStubApi({ '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [] }) })
    const storage = memoryStorage()
    storage.setItem('tougu.session', '{not json')
    storage.setItem('tougu.clientStore', JSON.stringify({ followupPaper: paper }))
    const services = nativePage(storage, () => null)
    expect(services.session.user$.getValue()).toBeNull()
    expect(services.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
    services.session.setUser(alice)
    await waitFor(() => expect(paperCalls()).toBe(1))
    expect(services.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
  })

  it('another investor signing in (native loginChanged, no sign-out between) gets their own paper', async () => {
    let list: unknown[] = [paper]
    stub = await startStubApi({ '/api/user/getFollowupPaper': () => ({ iRet: 0, list }) })
    const storage = memoryStorage()
    storage.setItem('tougu.session', JSON.stringify(alice))
    const services = nativePage(storage, () => alice)
    await waitFor(() => expect(services.client.getValue().followupPaper).toMatchObject({ id: 21 }))
    list = [{ ...paper, id: 22 }]
    services.session.setUser({ clientId: 'C1002', token: 'tok-bob' })
    await waitFor(() => expect(services.client.getValue().followupPaper).toMatchObject({ id: 22 }))
    expect(paperCalls()).toBe(2)
  })
})

describe('privileges across a user switch', () => {
  let stub: StubApi | null = null
  afterEach(async () => {
    await stub?.close()
    stub = null
  })

  it("another investor signing in never sees the previous investor's privileges, not even until the new list arrives", async () => {
    let list = [{ productId: '7', authorityId: '70', productType: 'tips', endDate: null }]
    stub = await startStubApi({
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list, total: list.length }),
      '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [] }),
    })
    const storage = memoryStorage()
    storage.setItem('tougu.session', JSON.stringify(alice))
    const services = createAppServices({ window, storage, baseUrl: stub.baseUrl })
    const held = () => readPrivileges(services.queryClient, services.investorId())
    try {
      await waitFor(() => expect(held()).toMatchObject([{ productId: '7' }]))
      list = [{ productId: '9', authorityId: '90', productType: 'live', endDate: null }]
      services.session.setUser({ clientId: 'C1002', token: 'tok-bob' })
      expect(held()).toEqual([])
      expect(services.hasPrivilege('7')).toBe(false)
      expect(services.queryClient.getQueryData(privilegesKey('C1001'))).toBeUndefined()
      await waitFor(() => expect(held()).toMatchObject([{ productId: '9' }]))
    } finally {
      services.dispose()
      }
    })
  })

describe('isNewUser (spec §3, §4; decision wave2-compliance-2)', () => {
  const open = servicesTestBed()

  it('is 0 without orders of the spec statuses, 1 once the privilege list changes with a purchase, -1 after sign-out', async () => {
    let orders: unknown[] = []
    let privileges: unknown[] = []
    const { services, callsTo } = await open({
      '/api/queryUserOrder': () => ({ iRet: 0, list: orders, total: orders.length }),
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list: privileges, total: privileges.length }),
      '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [] }),
      '/api/user/getUserInfo': () => ({ iRet: 0, data: { clientId: 'C1001', userName: '张伟' } }),
    })
    await waitFor(() => expect(services.client.getValue().isNewUser).toBe(0))
    expect(callsTo('/api/queryUserOrder')[0]?.body).toMatchObject({ stStatus: [80, 90, 95, 105, 180, 220] })
    orders = [
      {
        orderid: 'OD1',
        productid: '7',
        productname: '龙头锦囊',
        stStatus: 220,
        createTime: '2026-11-20T02:00:00Z',
        periodId: 20,
        amount: '2800.00',
        payAmount: '2800.00',
        startDate: '2026-11-20',
        endDate: '2027-11-19',
      },
    ]
    privileges = [{ productId: '7', authorityId: '70', productType: 'tips', endDate: null }]
    // What a purchase does to the list (services/mutations.ts ORDER_PAID): it is asked again, now with the product.
    await invalidateTargets(services.queryClient, [PRIVILEGES])
    await waitFor(() => expect(services.client.getValue().isNewUser).toBe(1))
    services.session.setUser(null)
    expect(services.client.getValue().isNewUser).toBe(-1)
  })

  it('goes back to unknown (-1) when the order query fails, not keeping the value stored by an earlier visit', async () => {
    const { services, callsTo } = await open(
      {
        '/api/queryUserOrder': () => ({ iRet: -2, message: '系统繁忙' }),
        '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [] }),
        '/api/user/getUserInfo': () => ({ iRet: 0, data: { clientId: 'C1001', userName: '张伟' } }),
      },
      alice,
      { isNewUser: 1 },
    )
    await waitFor(() => expect(services.client.getValue().isNewUser).toBe(-1))
    expect(callsTo('/api/queryUserOrder').length).toBeGreaterThan(0)
  })
})

describe('openid in WeChat (spec §3; decision wave2-compliance-2)', () => {
  const WX_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40'
  const openid = 'oAbC1234567890_-xyz123456789'
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is stored from the entry URL inside WeChat, and ignored in a browser', () => {
    window.history.replaceState(null, '', `/tougu/wx/home?openid=${openid}`)
    const browser = createAppServices({ window, storage: memoryStorage(), baseUrl: '' })
    expect(browser.client.getValue().openid).toBe('')
    browser.dispose()
    const bridge = createBridge({ window, userAgent: WX_UA })
    expect(bridge.environment).toBe('wechat')
    const storage = memoryStorage()
    const wechat = createAppServices({ window, storage, baseUrl: '', bridge })
    expect(wechat.client.getValue().openid).toBe(openid)
    wechat.dispose()
    // A later visit without one keeps it.
    window.history.replaceState(null, '', '/tougu/wx/home')
    const again = createAppServices({ window, storage, baseUrl: '', bridge: createBridge({ window, userAgent: WX_UA }) })
    expect(again.client.getValue().openid).toBe(openid)
    again.dispose()
  })
})

describe('image share minimum versions (spec §9, decision wave2-reach-7)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reach the bridge: an app at 6.2.0 may share images over the 6.0.0 default, not over a configured 7.0.0', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile TouguApp/6.2.0')
    const host = new FakeNativeHost({ platform: 'android', appVersion: '6.2.0', handlers: { share: () => ({ via: 'native' }) } }).install(window)
    try {
      const strict = createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1', imageShareMinVersions: { ios: '7.0.0', android: '7.0.0' } })
      expect(strict.bridge.environment).toBe('app')
      await strict.bridge.ready()
      expect(strict.bridge.canShareImage()).toBe(false)
      strict.dispose()
      // No option: the build's VITE_IMAGE_SHARE_MIN_* (unset here), i.e. 6.0.0.
      const defaults = createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1' })
      await defaults.bridge.ready()
      expect(defaults.bridge.canShareImage()).toBe(true)
      defaults.dispose()
    } finally {
      host.uninstall()
    }
  })
})

describe('AppServicesProvider', () => {
  it('gives screens the services', () => {
    const services = createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1' })
    const wrapper = ({ children }: { children: ReactNode }) => <AppServicesProvider services={services}>{children}</AppServicesProvider>
    const { result } = renderHook(() => useServices(), { wrapper })
    expect(result.current).toBe(services)
  })
})
