import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StubApi, StubHandler } from '../screens/product/testing/productTestKit.js'
import { ApiQueryError, apiKey, prefetchEndpoint, prefetchFirstScreen, prefetchPagedList } from './queries.js'
import { useApiQuery } from './useApiQuery.js'
import { usePagedList } from './usePagedList.js'
import { alice, bob, servicesTestBed } from './testing/servicesTestBed.js'

const phoneOf: Record<string, string> = { [`Bearer ${alice.token}`]: '138****1001', [`Bearer ${bob.token}`]: '139****2002' }

const order = (i: number) => ({
  orderid: `OD${i}`,
  productid: `P${i}`,
  productname: `产品${i}`,
  stStatus: 105,
  createTime: '2026-11-01T09:30:00+08:00',
  periodId: 14,
  amount: '298.00',
  payAmount: '298.00',
  startDate: null,
  endDate: null,
})
const ORDERS = Array.from({ length: 45 }, (_, i) => order(i))
const pageOf = (body: Record<string, unknown>, rows = ORDERS) => {
  const offset = Number(body.offset ?? 0)
  const size = Number(body.size ?? 20)
  return { iRet: 0, list: rows.slice(offset, offset + size), total: rows.length }
}

const open = servicesTestBed()
let stub: StubApi | null = null

async function setup(handlers: Record<string, StubHandler>, signedIn: typeof alice | null = alice) {
  const page = await open(handlers, signedIn)
  stub = page.stub
  // The services ask queryUserOrder with size 1 themselves (isNewUser after a sign-in): not a screen's request.
  const callsTo = (path: string) => page.callsTo(path).filter((c) => c.body.size !== 1)
  return { ...page, callsTo }
}

describe('useApiQuery', () => {
  it('keeps the failure whole with its iRet (an ApiQueryError), then shows the data after retry', async () => {
    let n = 0
    const { wrapper } = await setup({
      '/api/getCustomerPhone': () => (++n === 1 ? { iRet: 1001, message: '登录已失效，请重新登录' } : { iRet: 0, data: { phone: '138****1001' } }),
    })
    const { result } = renderHook(() => useApiQuery('customer.getCustomerPhone', {}), { wrapper })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe('登录已失效，请重新登录')
    expect(result.current.failure).toMatchObject({ iRet: 1001, message: '登录已失效，请重新登录' })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data?.data.phone).toBe('138****1001')
    expect(result.current.failure).toBeNull()
  })

  it('shares one request between screens asking the same endpoint with the same request (keys hashed, order-free)', async () => {
    const { wrapper, callsTo } = await setup({
      '/api/queryOrderPayStatus': (body) => ({ iRet: 0, data: { orderId: body.orderId, payStatus: 'unpaid', stStatus: 80 } }),
    })
    const { result } = renderHook(
      () => [
        useApiQuery('orders.queryOrderPayStatus', { orderId: 'OD1' }),
        useApiQuery('orders.queryOrderPayStatus', { orderId: 'OD1' }),
        useApiQuery('orders.queryOrderPayStatus', { orderId: 'OD2' }),
      ],
      { wrapper },
    )
    await waitFor(() => expect(result.current.every((q) => q.status === 'success')).toBe(true))
    expect(callsTo('/api/queryOrderPayStatus').map((c) => c.body.orderId).sort()).toEqual(['OD1', 'OD2'])
    expect(result.current[0]?.data).toBe(result.current[1]?.data)
  })

  it('keys every query by the signed-in investor: after a switch the previous answers are gone, a late one never shows', async () => {
    let releaseAlice: () => void = () => undefined
    const aliceGate = new Promise<void>((resolve) => (releaseAlice = resolve))
    const { services, wrapper } = await setup({
      '/api/getCustomerPhone': async (_body, { headers }) => {
        if (headers.authorization === `Bearer ${alice.token}`) await aliceGate
        return { iRet: 0, data: { phone: phoneOf[headers.authorization ?? ''] ?? 'visitor' } }
      },
    })
    const shown: string[] = []
    const { result } = renderHook(
      () => {
        const q = useApiQuery('customer.getCustomerPhone', {})
        if (q.data) shown.push(q.data.data.phone)
        return q
      },
      { wrapper },
    )
    // Alice's request is slow; Bob signs in meanwhile.
    await waitFor(() => expect(stub!.calls.some((c) => c.path === '/api/getCustomerPhone')).toBe(true))
    act(() => services.session.setUser(bob))
    await waitFor(() => expect(result.current.data?.data.phone).toBe('139****2002'))
    releaseAlice()
    // Alice's late answer lands nowhere Bob can see: no query of hers is left in the cache.
    await waitFor(() => expect(stub!.calls.filter((c) => c.path === '/api/getCustomerPhone')).toHaveLength(2))
    const investors = services.queryClient.getQueryCache().getAll().map((q) => q.queryKey[1])
    expect(investors.every((id) => id === bob.clientId)).toBe(true)
    expect(shown).not.toContain('138****1001')

    // Signing out drops Bob's answers too: the visitor never sees them.
    act(() => services.session.setUser(null))
    expect(result.current.data).toBeUndefined()
    expect(services.queryClient.getQueryData(apiKey(bob.clientId, 'customer.getCustomerPhone', {}))).toBeUndefined()
    await waitFor(() => expect(result.current.data?.data.phone).toBe('visitor'))
  })

  it('polls with an interval that stops on a final state', async () => {
    const answers = ['unpaid', 'unpaid', 'paid']
    const { wrapper, callsTo } = await setup({
      '/api/queryOrderPayStatus': () => ({ iRet: 0, data: { orderId: 'OD1', payStatus: answers.shift() ?? 'unexpected', stStatus: 90 } }),
    })
    const { result } = renderHook(
      () =>
        useApiQuery('orders.queryOrderPayStatus', { orderId: 'OD1' }, {
          staleTime: 0,
          refetchInterval: (data) => (data?.data.payStatus === 'paid' ? false : 30),
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data?.data.payStatus).toBe('paid'))
    expect(callsTo('/api/queryOrderPayStatus')).toHaveLength(3)
    // A bounded negative check: ten more intervals pass without another request.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(callsTo('/api/queryOrderPayStatus')).toHaveLength(3)
  })
})

describe('usePagedList', () => {
  it('is an infinite query: pages by offset until the total, a failing next page rejects with its iRet', async () => {
    let failNext = false
    const { wrapper, callsTo } = await setup({
      '/api/queryUserOrder': (body) => (failNext ? { iRet: 500, message: '系统繁忙，请稍后重试' } : pageOf(body)),
    })
    const { result } = renderHook(() => usePagedList('orders.queryUserOrder', { stStatus: [105] }), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.items).toHaveLength(20)
    failNext = true
    await expect(result.current.loadMore()).rejects.toMatchObject({ message: '系统繁忙，请稍后重试', failure: { iRet: 500 } })
    expect(result.current.items).toHaveLength(20)
    failNext = false
    await act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.items).toHaveLength(40))
    await act(() => result.current.loadMore())
    // TanStack Query notifies React on a later tick than the fetch's promise: wait for the render.
    await waitFor(() => expect(result.current.items.map((o) => o.orderid)).toEqual(ORDERS.map((o) => o.orderid)))
    expect(result.current.hasMore).toBe(false)
    expect(callsTo('/api/queryUserOrder').map((c) => c.body.offset)).toEqual([0, 20, 20, 40])
  })

  it('keeps the first page failure with its iRet', async () => {
    const { wrapper } = await setup({ '/api/queryUserOrder': () => ({ iRet: -9, message: '查询失败' }) })
    const { result } = renderHook(() => usePagedList('orders.queryUserOrder', {}), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current).toMatchObject({ error: '查询失败', failure: { iRet: -9, message: '查询失败' } })
  })

  it('coming back shows every loaded page at once (no loading state) and refreshes them in the background', async () => {
    let edition = 'v1'
    const { services, wrapper, callsTo } = await setup({
      '/api/queryUserOrder': (body) => pageOf(body, ORDERS.map((o) => ({ ...o, productname: `${o.productname} ${edition}` }))),
    })
    const first = renderHook(() => usePagedList('orders.queryUserOrder', {}), { wrapper })
    await waitFor(() => expect(first.result.current.status).toBe('success'))
    await act(() => first.result.current.loadMore())
    await waitFor(() => expect(first.result.current.items).toHaveLength(40))
    first.unmount()

    // Back within the stale time: the cached pages, no request.
    const quick = renderHook(() => usePagedList('orders.queryUserOrder', {}), { wrapper })
    expect(quick.result.current).toMatchObject({ status: 'success' })
    expect(quick.result.current.items).toHaveLength(40)
    expect(callsTo('/api/queryUserOrder')).toHaveLength(2)
    quick.unmount()

    // Back later (stale): still at once, then both pages refreshed in the background.
    await services.queryClient.invalidateQueries()
    edition = 'v2'
    const statuses: string[] = []
    const later = renderHook(
      () => {
        const list = usePagedList('orders.queryUserOrder', {})
        statuses.push(list.status)
        return list
      },
      { wrapper },
    )
    expect(later.result.current.items).toHaveLength(40)
    await waitFor(() => expect(later.result.current.items[39]?.productname).toBe('产品39 v2'))
    expect(statuses).not.toContain('loading')
    expect(callsTo('/api/queryUserOrder').slice(2).map((c) => c.body.offset)).toEqual([0, 20])
  })

  it('pull-to-refresh starts over from the first page', async () => {
    let edition = 'v1'
    const { wrapper, callsTo } = await setup({
      '/api/queryUserOrder': (body) => pageOf(body, ORDERS.map((o) => ({ ...o, productname: `${o.productname} ${edition}` }))),
    })
    const { result } = renderHook(() => usePagedList('orders.queryUserOrder', {}), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    await act(() => result.current.loadMore())
    edition = 'v2'
    await waitFor(() => expect(result.current.items).toHaveLength(40))
    await act(() => result.current.refresh())
    await waitFor(() => expect(result.current.items[0]?.productname).toBe('产品0 v2'))
    expect(result.current.items).toHaveLength(20)
    expect(callsTo('/api/queryUserOrder').map((c) => c.body.offset)).toEqual([0, 20, 0])
  })
})

describe('prefetchFirstScreen (a first screen asked before it renders)', () => {
  it("puts each answer under its screen's key, so the screen renders it without asking, and says how each ended", async () => {
    const { services, wrapper, callsTo } = await setup({
      '/api/getUserRenewCount': () => ({ iRet: 0, data: { count: 7 } }),
      '/api/queryUserOrder': (body) => pageOf(body),
    })
    const ended = await prefetchFirstScreen(services, [
      { endpoint: 'orders.getUserRenewCount', request: {} },
      { endpoint: 'orders.queryUserOrder', request: { stStatus: [105] }, pageSize: 20 },
    ])
    expect(ended).toEqual(['success', 'success'])
    const { result } = renderHook(
      () => ({ renew: useApiQuery('orders.getUserRenewCount', {}), orders: usePagedList('orders.queryUserOrder', { stStatus: [105] }, { size: 20 }) }),
      { wrapper },
    )
    expect(result.current.renew.data?.data.count).toBe(7)
    expect(result.current.orders.items).toHaveLength(20)
    expect(callsTo('/api/getUserRenewCount')).toHaveLength(1)
    expect(callsTo('/api/queryUserOrder')).toHaveLength(1)
  })

  it('reports a failed answer as an error, never rejecting', async () => {
    const { services } = await setup({ '/api/getUserRenewCount': () => ({ iRet: 1001, message: '请求参数有误' }) })
    await expect(prefetchFirstScreen(services, [{ endpoint: 'orders.getUserRenewCount', request: {} }])).resolves.toEqual(['error'])
  })
})

describe('prefetch (same key and fetcher as the screen)', () => {
  it('a screen mounted while the prefetch is in flight joins it: one request per query, the answers shown', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { services, wrapper, callsTo } = await setup({
      '/api/getUserRenewCount': async () => {
        await gate
        return { iRet: 0, data: { count: 3 } }
      },
      '/api/queryUserOrder': async (body) => {
        await gate
        return pageOf(body)
      },
    })
    void prefetchEndpoint(services, 'orders.getUserRenewCount', {})
    void prefetchPagedList(services, 'orders.queryUserOrder', { stStatus: [105] })
    const { result } = renderHook(
      () => ({ renew: useApiQuery('orders.getUserRenewCount', {}), orders: usePagedList('orders.queryUserOrder', { stStatus: [105] }) }),
      { wrapper },
    )
    await waitFor(() => expect(callsTo('/api/queryUserOrder')).toHaveLength(1))
    release()
    await waitFor(() => expect(result.current.orders.items).toHaveLength(20))
    await waitFor(() => expect(result.current.renew.data?.data.count).toBe(3))
    expect(callsTo('/api/getUserRenewCount')).toHaveLength(1)
    expect(callsTo('/api/queryUserOrder')).toHaveLength(1)
  })
})

describe('ApiQueryError', () => {
  it('carries the API failure and its iRet', () => {
    const error = new ApiQueryError({ iRet: -1, message: '网络请求超时！' })
    expect(error).toBeInstanceOf(Error)
    expect(error.iRet).toBe(-1)
    expect(error.message).toBe('网络请求超时！')
  })
})
