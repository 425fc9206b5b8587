/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies in tests are checked by the assertions */
// Lists that used to read a whole table and slice it in JavaScript read one page and its total in SQL (issue #34:
// every loop over data is bounded). Each is checked against the rows themselves: filters, order, pages across and
// past the end, and the total.
import { and, eq, ilike, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.login('13800000001')
})
afterAll(() => server.close())

const db = () => server.database.db
/** Pages of a list endpoint checked against the expected ids: every page size here, and one page past the end. */
async function expectPages(path: string, body: Record<string, unknown>, expected: string[], idOf: (item: any) => string, auth?: string) {
  for (const [offset, size] of [[0, 100], [0, 3], [2, 4], [expected.length, 5], [expected.length + 7, 5]] as const) {
    const res = await server.post(path, { ...body, offset, size }, auth)
    expect(res.body.iRet, `${path} ${JSON.stringify(body)}`).toBe(0)
    expect(res.body.list.map(idOf), `${path} ${JSON.stringify(body)} ${offset}/${size}`).toEqual(expected.slice(offset, offset + size))
    expect(res.body.total, `${path} ${JSON.stringify(body)} ${offset}/${size}`).toBe(expected.length)
  }
}

describe('live rooms', () => {
  const RANK = { live: 0, upcoming: 1, ended: 2 } as const
  const statusOf = (r: typeof t.liveRooms.$inferSelect, now: Date): keyof typeof RANK => (r.startsAt > now ? 'upcoming' : r.endsAt < now ? 'ended' : 'live')

  it('the list: live first, then upcoming soonest first, then ended latest first; each status alone', async () => {
    const rooms = await db().select().from(t.liveRooms)
    const now = server.now()
    const sorted = [...rooms].sort((a, b) => {
      const [sa, sb] = [statusOf(a, now), statusOf(b, now)]
      if (sa !== sb) return RANK[sa] - RANK[sb]
      const byStart = a.startsAt.getTime() - b.startsAt.getTime()
      return (sa === 'ended' ? -byStart : byStart) || (a.id < b.id ? -1 : 1)
    })
    expect(new Set(sorted.map((r) => statusOf(r, now)))).toEqual(new Set(['live', 'upcoming', 'ended']))
    await expectPages('/api/live/list', {}, sorted.map((r) => r.id), (r) => r.id)
    for (const status of ['live', 'upcoming', 'ended'] as const) {
      const of = sorted.filter((r) => statusOf(r, now) === status)
      await expectPages('/api/live/list', { status }, of.map((r) => r.id), (r) => r.id)
      const res = await server.post('/api/live/list', { status, offset: 0, size: 100 })
      expect(res.body.list.every((r: { status: string }) => r.status === status)).toBe(true)
    }
  })

  it('the history: ended rooms latest first, of one room when asked', async () => {
    const now = server.now()
    const ended = (await db().select().from(t.liveRooms))
      .filter((r) => r.endsAt < now)
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || (a.id < b.id ? -1 : 1))
    await expectPages('/api/live/history', {}, ended.map((r) => r.id), (h) => h.roomId)
    await expectPages('/api/live/history', { roomId: ended[1]!.id }, [ended[1]!.id], (h) => h.roomId)
    const upcoming = (await db().select().from(t.liveRooms)).find((r) => r.startsAt > now)!
    await expectPages('/api/live/history', { roomId: upcoming.id }, [], (h) => h.roomId)
  })

  it("the adviser page names the adviser's room on air now, and none otherwise", async () => {
    const now = server.now()
    const rooms = await db().select().from(t.liveRooms)
    const onAir = rooms.find((r) => statusOf(r, now) === 'live')!
    expect((await server.post('/api/adviser/detail', { id: onAir.adviserId })).body.data.liveRoomId).toBe(
      rooms.filter((r) => r.adviserId === onAir.adviserId && statusOf(r, now) === 'live').sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!.id,
    )
    const quiet = (await db().select().from(t.advisers)).find((a) => !rooms.some((r) => r.adviserId === a.id && statusOf(r, now) === 'live'))!
    expect((await server.post('/api/adviser/detail', { id: quiet.id })).body.data.liveRoomId).toBeNull()
  })
})

describe('products and advisers', () => {
  it('product search pages the products on sale whose name holds the keyword', async () => {
    for (const keyword of ['锦囊', '观点', '直播特训营', '不存在的产品']) {
      const rows = await db().select({ id: t.products.id }).from(t.products).where(and(eq(t.products.onSale, true), ilike(t.products.name, `%${keyword}%`)))
      await expectPages('/api/common/searchProduct', { keyword }, rows.map((r) => r.id).sort(), (p) => p.productId)
    }
  })

  it("a coupon's products and advisers are paged with their totals", async () => {
    const coupons = await db().select().from(t.coupons).where(eq(t.coupons.userId, 'C1001'))
    const wide = coupons.find((c) => !c.productId && !c.adviserId)
    const byAdviser = coupons.find((c) => c.adviserId)
    expect(wide, 'the main investor holds a coupon for every product').toBeTruthy()
    const onSale = await db().select({ id: t.products.id }).from(t.products).where(eq(t.products.onSale, true))
    await expectPages('/api/coupon/usableProducts', { couponId: wide!.id }, onSale.map((r) => r.id).sort(), (p) => p.productId, token)
    const advisers = await db().select().from(t.advisers)
    const bySort = [...advisers].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : 1)).map((a) => a.id)
    await expectPages('/api/coupon/specifiedAdvisers', { couponId: wide!.id }, bySort, (a) => a.id, token)
    if (byAdviser) await expectPages('/api/coupon/specifiedAdvisers', { couponId: byAdviser.id }, [byAdviser.adviserId!], (a) => a.id, token)
  })

  it("the investor's products in service are paged, latest paid first", async () => {
    const rows = await db()
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.userId, 'C1001'), inArray(t.orders.status, [105, 220])))
    const expected = rows.sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime() || (a.id < b.id ? 1 : -1)).map((o) => o.id)
    expect(expected.length).toBeGreaterThan(1)
    await expectPages('/api/getUserProductList', {}, expected, (p) => p.orderId, token)
  })
})

describe('rows with equal sort keys', () => {
  // A page boundary between rows of one sort key must not show one of them twice and never the other: the id breaks
  // every tie, so each page is cut from one order. The copies below share the first row's key.
  it('advisers of one sort position are paged in id order', async () => {
    const [first] = await db().select().from(t.advisers).orderBy(t.advisers.sort).limit(1)
    await db()
      .insert(t.advisers)
      .values(['TG9902', 'TG9901'].map((id) => ({ ...first!, id, name: `并列${id}` })))
    const advisers = await db().select().from(t.advisers)
    const expected = [...advisers].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : 1)).map((a) => a.id)
    await expectPages('/api/adviser/list', {}, expected, (a) => a.id)
  })

  it('answered questions of one instant are paged newest first, then by id', async () => {
    const where = eq(t.quizThreads.isPublic, true)
    const [first] = await db().select().from(t.quizThreads).where(where).orderBy(t.quizThreads.id).limit(1)
    await db()
      .insert(t.quizThreads)
      .values(['QA9901', 'QA9902'].map((id) => ({ ...first!, id, answer: '同一时刻的回答', answeredAt: first!.answeredAt ?? new Date() })))
    const threads = (await db().select().from(t.quizThreads).where(where)).filter((q) => q.answer !== null)
    const expected = threads.sort((a, b) => b.answeredAt!.getTime() - a.answeredAt!.getTime() || (a.id < b.id ? 1 : -1)).map((q) => q.id)
    await expectPages('/api/quiz/list', {}, expected, (q) => q.id)
  })
})
