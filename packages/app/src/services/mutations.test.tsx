import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { StubHandler } from '../screens/product/testing/productTestKit.js'
import type { AppServices } from './createAppServices.js'
import { mutationKeyOf, targetsOf } from './mutations.js'
import { apiKey, privilegesKey } from './queries.js'
import { useApiMutation } from './useApiMutation.js'
import { useApiQuery } from './useApiQuery.js'
import { alice, servicesTestBed } from './testing/servicesTestBed.js'

const open = servicesTestBed()

async function setup(handlers: Record<string, StubHandler>) {
  const page = await open(handlers)
  // The sign-in asks the privilege list: wait for it, so the counts below are the mutations' doing.
  await waitFor(() => expect(page.services.queryClient.getQueryState(privilegesKey(alice.clientId))?.status).toBe('success'))
  return page
}

const COUPON = { id: 'CP100', name: '锦囊7天体验券', type: 'experience', amount: '0.00', minSpend: '0.00', status: 'usable', validFrom: '2026-11-01', validTo: '2026-12-31', scope: 'all' }

const stale = (services: AppServices, key: readonly unknown[]) => services.queryClient.getQueryState(key)?.isInvalidated

describe('useApiMutation', () => {
  it('a cancelled order refetches the shown order queries before it resolves; a refused one changes nothing', async () => {
    let renew = 2
    let cancel: Record<string, unknown> = { iRet: 0 }
    const { wrapper, callsTo } = await setup({
      '/api/getUserRenewCount': () => ({ iRet: 0, data: { count: renew } }),
      '/api/cancelOrder': () => cancel,
    })
    const { result } = renderHook(() => ({ renew: useApiQuery('orders.getUserRenewCount', {}), cancel: useApiMutation('orders.cancelOrder') }), { wrapper })
    await waitFor(() => expect(result.current.renew.data?.data.count).toBe(2))
    renew = 1
    let answer: unknown
    await act(async () => {
      answer = await result.current.cancel.run({ orderId: 'OD1' })
    })
    expect(answer).toEqual({ iRet: 0 })
    // Refetched already when the mutation resolved: the screen's next step sees the new count.
    expect(callsTo('/api/getUserRenewCount')).toHaveLength(2)
    await waitFor(() => expect(result.current.renew.data?.data.count).toBe(1))

    cancel = { iRet: 3002, message: '订单状态已变化' }
    await act(async () => {
      answer = await result.current.cancel.run({ orderId: 'OD2' })
    })
    expect(answer).toMatchObject({ iRet: 3002, message: '订单状态已变化' })
    expect(callsTo('/api/getUserRenewCount')).toHaveLength(2)
    expect(callsTo('/api/cancelOrder').map((c) => c.body.orderId)).toEqual(['OD1', 'OD2'])
  })

  it('is pending while the request runs, and a second tap meanwhile sends nothing', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { wrapper, callsTo } = await setup({
      '/api/coupon/exchange': async () => {
        await gate
        return { iRet: 0, data: COUPON }
      },
    })
    const { result } = renderHook(() => useApiMutation('coupons.exchange'), { wrapper })
    let first: ReturnType<typeof result.current.run> = null
    let second: ReturnType<typeof result.current.run> = null
    act(() => {
      // Two taps in one frame: no render between them.
      first = result.current.run({ code: 'ABCD1234' })
      second = result.current.run({ code: 'ABCD1234' })
    })
    expect(first).not.toBeNull()
    expect(second).toBeNull()
    await waitFor(() => expect(result.current.pending).toBe(true))
    release()
    await act(async () => {
      await first
    })
    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(callsTo('/api/coupon/exchange')).toHaveLength(1)
    // Once settled, the next tap sends again.
    await act(async () => {
      await result.current.run({ code: 'EFGH5678' })
    })
    expect(callsTo('/api/coupon/exchange')).toHaveLength(2)
  })

  it('an exchanged coupon makes the coupon lists stale, not the order lists', async () => {
    const { services, wrapper } = await setup({ '/api/coupon/exchange': () => ({ iRet: 0, data: COUPON }) })
    const coupons = apiKey(alice.clientId, 'coupons.list', { status: 'usable' })
    const renewals = apiKey(alice.clientId, 'orders.getUserRenewCount', {})
    services.queryClient.setQueryData(coupons, { iRet: 0, list: [] })
    services.queryClient.setQueryData(renewals, { iRet: 0, data: { count: 0 } })
    const { result } = renderHook(() => useApiMutation('coupons.exchange'), { wrapper })
    await act(async () => {
      await result.current.run({ code: 'ABCD1234' })
    })
    expect(stale(services, coupons)).toBe(true)
    expect(stale(services, renewals)).toBe(false)
  })
})

describe('services.mutate (the pay sequence, the follow-up sessions)', () => {
  it('runs in the mutation cache under the endpoint key and invalidates as the hook does', async () => {
    const { services } = await setup({ '/api/cancelOrder': () => ({ iRet: 0 }) })
    const orders = apiKey(alice.clientId, 'orders.queryUserOrder', { stStatus: [80] })
    services.queryClient.setQueryData(orders, { iRet: 0, list: [] })
    expect(await services.mutate('orders.cancelOrder', { orderId: 'OD1' })).toEqual({ iRet: 0 })
    expect(stale(services, orders)).toBe(true)
    const ran = services.queryClient.getMutationCache().findAll({ mutationKey: mutationKeyOf('orders.cancelOrder') })
    expect(ran.map((m) => [m.state.status, m.state.variables])).toEqual([['success', { orderId: 'OD1' }]])
  })

  it('resolves a refused request as its failure, keeping iRet, and a request the contract refuses without sending it', async () => {
    const { services, callsTo } = await setup({ '/api/createOrder': () => ({ iRet: 1402, message: '签约已超过30分钟未下单，请重新签约' }) })
    expect(await services.mutate('orders.createOrder', { contractId: 'CT1', payType: 1, clientKey: 'k-0123456789' })).toMatchObject({ iRet: 1402 })
    // A hostile value (an order id of 10 000 characters) is refused by the contract with a failure, not a throw.
    const refused = await services.mutate('orders.cancelOrder', { orderId: 'x'.repeat(10_000) })
    expect(refused).toMatchObject({ iRet: expect.any(Number) as number, message: expect.any(String) as string })
    expect(callsTo('/api/cancelOrder')).toHaveLength(0)
  })

  it('a cancellation (refund) refetches the privilege list at once, though no screen shows it', async () => {
    let held = [{ productId: '7', authorityId: '70', productType: 'tips', endDate: null }]
    const { services, callsTo } = await setup({
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list: held }),
      '/api/refundOrder': (body) => {
        const ids = body.orderIds as string[]
        return { iRet: 0, data: { refundedOrderIds: ids, refunds: ids.map((orderId) => ({ orderId, amount: '0.00' })) } }
      },
    })
    expect(services.hasPrivilege('7')).toBe(true)
    held = []
    expect(await services.mutate('orders.refundOrder', { orderIds: ['OD1'], expected: [{ orderId: 'OD1', amount: '0.00' }] })).toMatchObject({ iRet: 0 })
    expect(callsTo('/api/getUserPrivilegeList')).toHaveLength(2)
    expect(services.hasPrivilege('7')).toBe(false)
  })

  it('the type 2 paper refetches the privilege list only when its waiver cancels orders', async () => {
    const { services, callsTo } = await setup({ '/api/user/submitFollowupPaper': () => ({ iRet: 0, list: ['1'] }) })
    const submission = { paperId: 21, paperType: 2, paperAnswer: [{ no: 1, answer: '1' }] }
    await services.mutate('user.submitFollowupPaper', submission)
    expect(callsTo('/api/getUserPrivilegeList')).toHaveLength(1)
    await services.mutate('user.submitFollowupPaper', { ...submission, refundOrders: [{ orderId: 'OD1' }] })
    expect(callsTo('/api/getUserPrivilegeList')).toHaveLength(2)
  })
})

describe('the mutation table', () => {
  it('names what each answer changes, by request where it depends on it', () => {
    expect(targetsOf('products.answerProductTransfer', { productId: 'P1', accept: true })).toContain('privileges')
    expect(targetsOf('products.answerProductTransfer', { productId: 'P1', accept: false })).not.toContain('privileges')
    expect(targetsOf('orders.cancelOrder', { orderId: 'OD1' })).not.toContain('privileges')
  })

  it('the services offer no mutating endpoint on their read client (checked by the type checker)', () => {
    // cancelOrder goes through services.mutate / useApiMutation, which invalidate what it changes.
    expectTypeOf<AppServices['api']['orders']>().not.toHaveProperty('cancelOrder')
    expectTypeOf<AppServices['api']['orders']>().toHaveProperty('queryUserOrder')
    expectTypeOf<AppServices['api']['coupons']>().not.toHaveProperty('exchange')
    expectTypeOf<AppServices['api']['user']>().not.toHaveProperty('submitFollowupPaper')
    expectTypeOf<AppServices['api']['user']>().toHaveProperty('getFollowupPaper')
  })
})
