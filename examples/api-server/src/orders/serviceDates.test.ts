/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- JSON bodies in tests are checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The service's days as every order view answers them (decision wave3-journey-1): the paid day is the first day,
// N days or months counting it, start <= end, and the renewal count follows core's rule (wave3-journey-3).

/** Friday 2026-11-27, 16:30 in Shanghai: after the close. */
const FRIDAY_AFTER_CLOSE = Date.parse('2026-11-27T16:30:00+08:00')

let server: TestServer
let clock = FRIDAY_AFTER_CLOSE
let token: string

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) })
  token = await server.login('13800000005') // C5, no orders
})
afterAll(() => server.close())

const api = (path: string, body: Record<string, unknown>) => server.post(`/api/${path}`, body, token)
/** Moves the server's clock; the session (7 days) is renewed by signing in again. */
async function at(instant: string) {
  clock = Date.parse(instant)
  token = await server.login('13800000005')
}

/** A tips product (as the tips list names it) selling `periodId`, found through the API rather than assumed. */
async function tipsSelling(periodId: number, except: string[] = []): Promise<string> {
  const packs = (await server.post('/api/tips/list', { offset: 0, size: 50 })).body.list as { productId: string }[]
  for (const { productId } of packs) {
    if (except.includes(productId)) continue
    const info = (await server.post('/api/queryProductInfo', { productId })).body.data
    if (info.priceList.some((p: { periodId: number; price: string }) => p.periodId === periodId && Number(p.price) > 0)) return productId
  }
  throw new Error(`no tips product sells period ${periodId}`)
}

async function buyAndPay(productId: string, periodId: number, key: string): Promise<string> {
  const contract = await api('createContract', { productId, periodId })
  expect(contract.body.iRet, JSON.stringify(contract.body)).toBe(0)
  const order = await api('createOrder', { contractId: contract.body.data.contractId, payType: 1, clientKey: key })
  expect(order.body.iRet, JSON.stringify(order.body)).toBe(0)
  expect((await api('demo/pay', { orderId: order.body.data.orderId, payType: 1 })).body.data.payStatus).toBe('paid')
  return order.body.data.orderId as string
}

async function orderView(productId: string, orderId: string) {
  const list = (await api('queryUserOrderById', { authorityId: productId, offset: 0, size: 50 })).body.list as { orderid: string }[]
  return list.find((o) => o.orderid === orderId) as Record<string, unknown>
}

describe('service days', () => {
  let oneDay: string
  let oneDayOrder: string
  let month: string
  let monthOrder: string

  it('serves a 1天 tips bought on Friday after the close on that Friday, in every view', async () => {
    oneDay = await tipsSelling(1)
    oneDayOrder = await buyAndPay(oneDay, 1, 'journey-one-day-0001')
    expect(await orderView(oneDay, oneDayOrder)).toMatchObject({ startDate: '2026-11-27', endDate: '2026-11-27' })
    const held = (await api('getUserProductList', { offset: 0, size: 50 })).body.list
    expect(held).toContainEqual(expect.objectContaining({ productId: oneDay, orderId: oneDayOrder, startDate: '2026-11-27', endDate: '2026-11-27', content: expect.objectContaining({ kind: 'tips' }) }))
    const privileges = (await api('getUserPrivilegeList', {})).body.list
    expect(privileges).toContainEqual(expect.objectContaining({ productId: oneDay, startDate: '2026-11-27', endDate: '2026-11-27' }))
    // Paid today: no renewal offered, though it ends today.
    expect((await api('getUserRenewCount', {})).body.data).toEqual({ count: 0 })
  })

  it('ends a month the day before the same day a month on, and counts it for renewal in its last 6 days only', async () => {
    month = await tipsSelling(14, [oneDay])
    monthOrder = await buyAndPay(month, 14, 'journey-month-0001')
    expect(await orderView(month, monthOrder)).toMatchObject({ startDate: '2026-11-27', endDate: '2026-12-26' })

    // The 1-day service ended at midnight: its order is finished and holds nothing.
    await at('2026-11-28T00:00:01+08:00')
    expect(await orderView(oneDay, oneDayOrder)).toMatchObject({ stStatus: 90, startDate: '2026-11-27', endDate: '2026-11-27' })
    expect((await api('getUserPrivilegeList', {})).body.list.map((p: { productId: string }) => p.productId)).not.toContain(oneDay)

    await at('2026-12-20T12:00:00+08:00') // 7 days left
    expect((await api('getUserRenewCount', {})).body.data).toEqual({ count: 0 })
    await at('2026-12-21T09:00:00+08:00') // 6 days left
    expect((await api('getUserRenewCount', {})).body.data).toEqual({ count: 1 })
    await at('2026-12-26T23:59:00+08:00') // its last minute
    expect((await api('getUserPrivilegeList', {})).body.list).toContainEqual(expect.objectContaining({ productId: month, endDate: '2026-12-26' }))
    await at('2026-12-27T00:00:00+08:00')
    expect((await api('getUserPrivilegeList', {})).body.list.map((p: { productId: string }) => p.productId)).not.toContain(month)
  })

  it('a renewal starts where the held service ends, and then the product leaves the count', async () => {
    await at('2027-01-31T21:00:00+08:00') // a month end, Sunday evening
    const held = await buyAndPay(month, 14, 'journey-month-0002')
    // A month from the 31st runs through the end of February.
    expect(await orderView(month, held)).toMatchObject({ startDate: '2027-01-31', endDate: '2027-02-28' })
    // Not due yet: a second order is refused.
    expect((await api('checkSubscribeLimit', { productId: month })).body.data).toMatchObject({ allowed: false })

    await at('2027-02-24T10:00:00+08:00') // 5 days left of 29: due
    expect((await api('getUserRenewCount', {})).body.data).toEqual({ count: 1 })
    expect((await api('checkSubscribeLimit', { productId: month })).body.data).toMatchObject({ allowed: true })
    const renewal = await buyAndPay(month, 14, 'journey-month-0003')
    // Its days follow the held ones: from 03-01 (the 1st has no day before it in a month) through 03-31.
    expect(await orderView(month, renewal)).toMatchObject({ stStatus: 220, startDate: '2027-03-01', endDate: '2027-03-31' })
    expect((await api('getUserPrivilegeList', {})).body.list).toContainEqual(expect.objectContaining({ productId: month, startDate: '2027-03-01', endDate: '2027-03-31' }))
    expect((await api('getUserRenewCount', {})).body.data).toEqual({ count: 0 })
    // The renewal is the service that ends last now, and it is not due: no third order.
    expect((await api('checkSubscribeLimit', { productId: month })).body.data).toMatchObject({ allowed: false })

    // The held service keeps its days; the renewal's content is readable through both.
    expect(await orderView(month, held)).toMatchObject({ startDate: '2027-01-31', endDate: '2027-02-28' })
    await at('2027-03-01T00:00:01+08:00')
    expect(await orderView(month, held)).toMatchObject({ stStatus: 90 })
    expect((await api('getUserPrivilegeList', {})).body.list).toContainEqual(expect.objectContaining({ productId: month, endDate: '2027-03-31' }))
  })
})
