/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies in tests are checked by the assertions */
// The order and coupon lists answer each page from one statement with its total (issue #34). Checked against the
// rows themselves: every filter the contract offers, pages across the end, and a page past it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { couponStatus } from './handlers/orderHandlers.js'

let server: TestServer
let token: string
const USER = 'C1001'

beforeAll(async () => {
  server = await startTestServer()
  token = await server.login('13800000001')
})
afterAll(() => server.close())

const ids = (body: { list: { orderid?: string; id?: string }[] }) => body.list.map((o) => o.orderid ?? o.id)

/** The investor's orders as the lists must show them: newest first, then by id (descending). */
async function ordersWhere(keep: (o: typeof t.orders.$inferSelect) => boolean): Promise<string[]> {
  const rows = await server.database.db.select().from(t.orders).where(eq(t.orders.userId, USER))
  return rows
    .filter(keep)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((o) => o.id)
}

describe('order lists', () => {
  it('queryUserOrder: statuses, experience orders and a product, paged, with the total of the filter', async () => {
    const cases: [Record<string, unknown>, (o: typeof t.orders.$inferSelect) => boolean][] = [
      [{}, () => true],
      [{ stStatus: [80, 105] }, (o) => [80, 105].includes(o.status)],
      [{ iStatus: 220 }, (o) => o.status === 220],
      [{ cxlx: 1 }, (o) => [105, 220].includes(o.status)],
      [{ iIsTY: 1 }, (o) => o.isTrial],
      [{ sProductId: 'LIVE1' }, (o) => o.productId === 'LIVE1'],
      [{ stStatus: [105], sProductId: 'PKG1' }, (o) => o.status === 105 && o.productId === 'PKG1'],
    ]
    for (const [filter, keep] of cases) {
      const expected = await ordersWhere(keep)
      for (const [offset, size] of [[0, 20], [0, 2], [2, 3], [expected.length, 5], [expected.length + 10, 5]] as const) {
        const res = await server.post('/api/queryUserOrder', { ...filter, offset, size }, token)
        expect(res.body.iRet, JSON.stringify(filter)).toBe(0)
        expect(ids(res.body as never), `${JSON.stringify(filter)} ${offset}/${size}`).toEqual(expected.slice(offset, offset + size))
        expect(res.body.total, `${JSON.stringify(filter)} ${offset}/${size}`).toBe(expected.length)
      }
    }
  })

  it('queryCrmOrder and queryUserOrderById filter the same way', async () => {
    const crm = await ordersWhere((o) => [90, 105, 180, 220].includes(o.status))
    const res = await server.post('/api/queryCrmOrder', { offset: 1, size: 2 }, token)
    expect(ids(res.body as never)).toEqual(crm.slice(1, 3))
    expect(res.body.total).toBe(crm.length)
    const none = await server.post('/api/queryCrmOrder', { stStatus: [80], offset: 0, size: 5 }, token)
    expect(none.body).toMatchObject({ list: [], total: 0 })
    const byProduct = await ordersWhere((o) => o.productId === 'PKG1')
    const one = await server.post('/api/queryUserOrderById', { authorityId: 'PKG1', offset: 0, size: 20 }, token)
    expect(ids(one.body as never)).toEqual(byProduct)
    expect(one.body.total).toBe(byProduct.length)
  })
})

describe('order lists move orders along with time', () => {
  // 13800000005 has no orders: each case gives them one that time has moved on, read first by a list.
  const DAY = 86_400_000
  let other: string
  beforeAll(async () => {
    other = await server.login('13800000005')
  })
  const give = async (id: string, status: number, daysAgo: number) => {
    const at = new Date(server.now().getTime() - daysAgo * DAY)
    await server.database.db.insert(t.orders).values({
      id,
      userId: 'C1005',
      productId: 'PKG2',
      clientKey: `${id}-key`,
      periodId: 14,
      amount: '100.00',
      payAmount: '100.00',
      status,
      payStatus: status === 80 ? 'unpaid' : 'paid',
      createdAt: at,
      paidAt: status === 80 ? null : at,
      serviceStart: status === 80 ? null : at,
      serviceEnd: status === 80 ? null : new Date(at.getTime() + 30 * DAY),
    })
  }
  const statuses = async (filter: Record<string, unknown>) =>
    (await server.post('/api/queryUserOrder', { ...filter, offset: 0, size: 20 }, other)).body.list.map((o: { orderid: string; stStatus: number }) => [o.orderid, o.stStatus])

  it('a page that holds a due order shows it moved (cooling-off over: 220 → 105)', async () => {
    // Signed 8 days ago: the cooling-off (5 working days after the signing day, core's coolingOff.ts) ends at most 7
    // calendar days after it, whatever weekday today is. (6 days failed on a Sunday: the period's last day, a Monday,
    // was still ahead.)
    await give('OD-DUE-1', 220, 8)
    expect(await statuses({})).toEqual([['OD-DUE-1', 105]])
  })

  it('an empty page still moves what is due: the order it then holds shows (unpaid a day: 80 → 95)', async () => {
    await give('OD-DUE-2', 80, 2)
    expect(await statuses({ stStatus: [95] })).toEqual([['OD-DUE-2', 95]])
    expect(await statuses({ stStatus: [80] })).toEqual([])
  })
})

describe('coupon list', () => {
  it('each state, paged, with the total of the state; a page past the end still tells the total', async () => {
    const rows = await server.database.db.select().from(t.coupons).where(and(eq(t.coupons.userId, USER)))
    const now = server.now()
    for (const status of ['usable', 'used', 'expired'] as const) {
      const expected = rows
        .filter((c) => couponStatus(c, now) === status)
        .sort((a, b) => a.validTo.getTime() - b.validTo.getTime() || (a.id < b.id ? -1 : 1))
        .map((c) => c.id)
      expect(expected.length, `the seed gives the investor ${status} coupons`).toBeGreaterThan(0)
      for (const [offset, size] of [[0, 20], [0, 1], [1, 1], [expected.length + 3, 5]] as const) {
        const res = await server.post('/api/coupon/list', { status, offset, size }, token)
        expect(ids(res.body as never), `${status} ${offset}/${size}`).toEqual(expected.slice(offset, offset + size))
        expect(res.body.total, `${status} ${offset}/${size}`).toBe(expected.length)
        expect(res.body.list.every((c: { status: string }) => c.status === status)).toBe(true)
      }
    }
  })
})
