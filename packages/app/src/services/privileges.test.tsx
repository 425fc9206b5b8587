import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@tougu/core'
import { startStubApi, type StubApi, type StubHandler } from '../screens/product/testing/productTestKit.js'
import { invalidateTargets } from './mutations.js'
import { InvestorChanged, PRIVILEGE_STALE_MS, privilegeQuery, readPrivileges } from './privileges.js'
import { createQueryClient, PRIVILEGES, privilegesKey } from './queries.js'
import { useHasPrivilege, usePrivileges } from './usePrivilege.js'
import { alice, bob, servicesTestBed } from './testing/servicesTestBed.js'

const privilege = (productId: string) => ({ productId, authorityId: `A${productId}`, productType: 'tips', endDate: null })

const open = servicesTestBed()
let stub: StubApi | null = null
afterEach(async () => {
  vi.useRealTimers()
  await stub?.close()
  stub = null
})

async function setup(handlers: Record<string, StubHandler>, signedIn: typeof alice | null = alice) {
  const page = await open(handlers, signedIn)
  return { ...page, privilegeCalls: () => page.callsTo('/api/getUserPrivilegeList').length }
}

describe('the privilege list as a query (spec §4, §9)', () => {
  it('is asked once on sign-in; shown again within 5 minutes without a request, after 5 minutes it is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T09:00:00+08:00'))
    const { services, wrapper, privilegeCalls } = await setup({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [privilege('7')] }) })
    await waitFor(() => expect(services.hasPrivilege('7')).toBe(true))
    expect(privilegeCalls()).toBe(1)

    const first = renderHook(() => useHasPrivilege('7'), { wrapper })
    expect(first.result.current).toBe(true)
    first.unmount()
    vi.setSystemTime(new Date(Date.now() + PRIVILEGE_STALE_MS - 1000))
    const within = renderHook(() => useHasPrivilege('7'), { wrapper })
    expect(within.result.current).toBe(true)
    // A bounded negative check: the answer would have come back within this time.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(privilegeCalls()).toBe(1)
    within.unmount()

    vi.setSystemTime(new Date(Date.now() + 2000))
    const later = renderHook(() => useHasPrivilege('7'), { wrapper })
    // The list already held shows at once while it is asked again.
    expect(later.result.current).toBe(true)
    await waitFor(() => expect(privilegeCalls()).toBe(2))
    later.unmount()
  })

  it('a forced refresh (invalidation) asks again within the 5 minutes, with no screen showing the list', async () => {
    let list = [privilege('7')]
    const { services, privilegeCalls } = await setup({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list }) })
    await waitFor(() => expect(services.hasPrivilege('7')).toBe(true))
    list = [privilege('7'), privilege('9')]
    await invalidateTargets(services.queryClient, [PRIVILEGES])
    expect(services.hasPrivilege('9')).toBe(true)
    expect(privilegeCalls()).toBe(2)
  })

  it('retries a failure once: a second failure is the error, and the list held before stays', async () => {
    let answers: unknown[] = [{ iRet: 500, message: '系统繁忙，请稍后重试' }, { iRet: 0, list: [privilege('7')] }]
    const { services, wrapper, privilegeCalls } = await setup({ '/api/getUserPrivilegeList': () => answers.shift() })
    await waitFor(() => expect(services.hasPrivilege('7')).toBe(true))
    expect(privilegeCalls()).toBe(2)

    answers = [{ iRet: 500, message: '系统繁忙，请稍后重试' }, { iRet: -1, message: '网络请求超时！' }, { iRet: 0, list: [] }]
    const { result } = renderHook(() => usePrivileges(), { wrapper })
    await act(() => invalidateTargets(services.queryClient, [PRIVILEGES]))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(privilegeCalls()).toBe(4)
    expect(result.current.error).toMatchObject({ failure: { iRet: -1, message: '网络请求超时！' } })
    expect(result.current.data).toMatchObject([{ productId: '7' }])
    expect(services.hasPrivilege('7')).toBe(true)
  })

  it('a malformed answer (not a list, a privilege without its product) is a failure: nothing is held, nothing thrown', async () => {
    const answers: unknown[] = [{ iRet: 0, list: 'PKG1' }, { iRet: 0, list: [{ productType: 'tips', endDate: 42 }] }]
    const { services, wrapper, privilegeCalls } = await setup({ '/api/getUserPrivilegeList': () => answers.shift() ?? { iRet: 0, list: [] } })
    const { result } = renderHook(() => ({ list: usePrivileges(), held: useHasPrivilege('PKG1') }), { wrapper })
    await waitFor(() => expect(result.current.list.isError).toBe(true))
    expect(privilegeCalls()).toBe(2)
    expect(result.current.held).toBe(false)
    expect(services.hasPrivilege('PKG1')).toBe(false)
  })

  it('a visitor holds nothing and asks nothing', async () => {
    const { wrapper, privilegeCalls } = await setup({}, null)
    const { result } = renderHook(() => usePrivileges(), { wrapper })
    await waitFor(() => expect(result.current.data).toEqual([]))
    expect(privilegeCalls()).toBe(0)
  })
})

describe('the privilege list across a user switch', () => {
  it("never shows the previous investor's list, and her late answer is stored nowhere", async () => {
    let releaseAlice: () => void = () => undefined
    const aliceGate = new Promise<void>((resolve) => (releaseAlice = resolve))
    const { services, wrapper, privilegeCalls } = await setup({
      '/api/getUserPrivilegeList': async (_body, { headers }) => {
        if (headers.authorization === `Bearer ${alice.token}`) {
          await aliceGate
          return { iRet: 0, list: [privilege('7')] }
        }
        return { iRet: 0, list: [privilege('9')] }
      },
    })
    const shown: boolean[] = []
    const { result } = renderHook(
      () => {
        const held = useHasPrivilege('7')
        shown.push(held)
        return { held, nine: useHasPrivilege('9') }
      },
      { wrapper },
    )
    await waitFor(() => expect(privilegeCalls()).toBe(1))
    act(() => services.session.setUser(bob))
    await waitFor(() => expect(result.current.nine).toBe(true))
    releaseAlice()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(shown).not.toContain(true)
    expect(services.queryClient.getQueryData(privilegesKey(alice.clientId))).toBeUndefined()
    expect(readPrivileges(services.queryClient, bob.clientId)).toMatchObject([{ productId: '9' }])
    expect(services.hasPrivilege('7')).toBe(false)
  })

  it('an answer that arrives after the investor changed is dropped, not retried under the old key', async () => {
    stub = await startStubApi({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [privilege('7')] }) })
    const queryClient = createQueryClient()
    let signedIn = alice.clientId
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      // The investor changes while the request is on its way.
      fetch: (input, init) => {
        signedIn = bob.clientId
        return fetch(input, init)
      },
    })
    const fetched = queryClient.fetchQuery(privilegeQuery({ api, investorId: () => signedIn }, alice.clientId))
    await expect(fetched).rejects.toBeInstanceOf(InvestorChanged)
    expect(stub.calls.filter((c) => c.path === '/api/getUserPrivilegeList')).toHaveLength(1)
    expect(queryClient.getQueryData(privilegesKey(alice.clientId))).toBeUndefined()
    // Asked for an investor who is not signed in, nothing is sent at all.
    await expect(queryClient.fetchQuery(privilegeQuery({ api, investorId: () => signedIn }, 'C3003'))).rejects.toBeInstanceOf(InvestorChanged)
    expect(stub.calls.filter((c) => c.path === '/api/getUserPrivilegeList')).toHaveLength(1)
    queryClient.clear()
  })
})
