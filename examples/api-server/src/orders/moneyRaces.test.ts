/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- JSON bodies in tests are checked by the assertions */
// Money paths under concurrency and with stale contracts (issue #14). Each race sends its calls at once over
// real HTTP to the reference server. On PGlite the server's queries run one at a time, so these tests pass
// there whatever the code does; they have teeth on real PostgreSQL (DATABASE_URL, the second api-server run
// of scripts/test-all.mjs), where requests run on separate connections and interleave.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { CONTRACT_TTL_MS } from '../api/handlers/orderHandlers.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
let adviserId: string
const N = 20

beforeAll(async () => {
  server = await startTestServer()
  const [adviser] = await server.database.db.select({ id: t.advisers.id }).from(t.advisers).orderBy(asc(t.advisers.id)).limit(1)
  adviserId = adviser!.id
})
afterAll(() => server.close())

const db = () => server.database.db
const api = (path: string, body: Record<string, unknown>, token: string) => server.post(`/api/${path}`, body, token)
const at = (n: number) => Array.from({ length: n }, (_, i) => i)
const ok = (body: { iRet?: unknown }) => body.iRet === 0

let investors = 0
/** A fresh C5 investor with a valid evaluation and ample assets, signed in; no orders, no coupons. */
async function investor(): Promise<{ id: string; token: string }> {
  investors += 1
  const id = `RACE${String(investors).padStart(4, '0')}`
  const phone = `1390000${String(investors).padStart(4, '0')}`
  const riskEnd = new Date(server.now().getTime() + 365 * 86_400_000).toISOString().slice(0, 10)
  await db().insert(t.users).values({
    id,
    phone,
    cid: `99${String(investors).padStart(7, '0')}`,
    userName: '测试',
    riskLevel: 5,
    levelName: '激进型',
    riskEndDate: riskEnd,
    customerClass: '普通投资者',
    totalAssets: '1000000.00',
    availableAssets: '1000000.00',
  })
  return { id, token: await server.login(phone) }
}

let products = 0
/** A package product on sale (limit `subscribeLimit`), one monthly price item on sale for years around now. */
async function product(subscribeLimit = 1, price = '300.00'): Promise<string> {
  products += 1
  const id = `RACEP${products}`
  await db().insert(t.products).values({ id, name: `测试产品${products}`, kind: 'package', adviserId, riskLevel: 1, intro: '测试', sales: 0, winRate: '0', subscribeLimit })
  await db().insert(t.priceItems).values({ productId: id, periodId: 14, price, oldPrice: price, startDate: '2000-01-01', endDate: '2099-12-31' })
  return id
}

let coupons = 0
/** A cash coupon of `amount` yuan for the investor, valid from now for `validMs`. */
async function coupon(userId: string, amount = '50.00', validMs = 30 * 86_400_000): Promise<string> {
  coupons += 1
  const id = `RACECP${coupons}`
  const now = server.now()
  await db()
    .insert(t.coupons)
    .values({ id, userId, name: '测试券', kind: 'cash', amount, threshold: '0.00', validFrom: new Date(now.getTime() - 1000), validTo: new Date(now.getTime() + validMs) })
  return id
}

const orderRow = async (id: string) => (await db().select().from(t.orders).where(eq(t.orders.id, id)))[0]!
const couponRow = async (id: string) => (await db().select().from(t.coupons).where(eq(t.coupons.id, id)))[0]!

async function sign(token: string, productId: string, couponId?: string): Promise<string> {
  const res = await api('createContract', { productId, periodId: 14, ...(couponId ? { couponId } : {}) }, token)
  expect(res.body.iRet, JSON.stringify(res.body)).toBe(0)
  return res.body.data.contractId as string
}

async function order(token: string, productId: string, couponId?: string) {
  const contractId = await sign(token, productId, couponId)
  const res = await api('createOrder', { contractId, payType: 1, clientKey: `key-${contractId}` }, token)
  expect(res.body.iRet, JSON.stringify(res.body)).toBe(0)
  return { contractId, orderId: res.body.data.orderId as string }
}

async function paidOrder(token: string, productId: string) {
  const placed = await order(token, productId)
  expect((await api('demo/pay', { orderId: placed.orderId, payType: 1 }, token)).body.data.payStatus).toBe('paid')
  return placed
}

describe('concurrent money calls on one order make exactly one effect', () => {
  it('20 refunds of one paid order: one succeeds and refunds the full amount once (three rounds)', async () => {
    const alice = await investor()
    for (const _round of at(3)) {
      const { orderId } = await paidOrder(alice.token, await product())
      const answers = await Promise.all(at(N).map(() => api('refundOrder', { orderIds: [orderId] }, alice.token)))
      const refunded = answers.filter((a) => ok(a.body))
      expect(refunded.map((a) => a.body.data.refundedOrderIds)).toEqual([[orderId]])
      for (const a of answers.filter((x) => !ok(x.body))) expect(a.body).toEqual({ iRet: 1401, message: `订单${orderId}不在服务期内，不能解约` })
      expect(await orderRow(orderId)).toMatchObject({ status: 180, refundAmount: '300.00' })
    }
  })

  it('pay, failed pay, cancel and status calls racing on orders with a coupon: one outcome, answers agree with it, the coupon follows it', async () => {
    const alice = await investor()
    for (const round of at(4)) {
      const couponId = await coupon(alice.id)
      const { orderId } = await order(alice.token, await product(), couponId)
      expect((await couponRow(couponId)).usedOrderId).toBe(orderId)
      const calls = at(N).map((i) => {
        // Interleave the four kinds so each starts at a different moment in every round.
        const kind = (i + round) % 4
        if (kind === 0) return api('demo/pay', { orderId, payType: 1 }, alice.token).then((r) => ({ kind: 'pay', body: r.body }))
        if (kind === 1) return api('demo/pay', { orderId, payType: 1, outcome: 'fail' }, alice.token).then((r) => ({ kind: 'fail', body: r.body }))
        if (kind === 2) return api('cancelOrder', { orderId }, alice.token).then((r) => ({ kind: 'cancel', body: r.body }))
        return api('queryOrderPayStatus', { orderId }, alice.token).then((r) => ({ kind: 'status', body: r.body }))
      })
      const answers = await Promise.all(calls)
      const row = await orderRow(orderId)
      const held = await couponRow(couponId)
      const paidAnswers = answers.filter((a) => (a.kind === 'pay' || a.kind === 'fail') && a.body.data?.payStatus === 'paid')
      const cancelled = answers.filter((a) => a.kind === 'cancel' && ok(a.body))
      // The final row is one of the two ends, and its two status fields agree.
      expect([
        [220, 'paid'],
        [95, 'cancelled'],
      ]).toContainEqual([row.status, row.payStatus])
      if (row.status === 220) {
        expect(cancelled, 'a cancel answered success on an order that ended paid').toEqual([])
        expect(held.usedOrderId, 'the coupon of a paid order was given back').toBe(orderId)
        expect(answers.filter((a) => a.kind === 'cancel').every((a) => a.body.iRet === 1401)).toBe(true)
      } else {
        expect(paidAnswers, 'a pay answered paid on an order that ended cancelled').toEqual([])
        expect(held.usedOrderId).toBeNull()
        expect(held.usedAt).toBeNull()
        expect(cancelled.length).toBeGreaterThan(0)
      }
      // Every status answer is a state the order really had: 80 unpaid/failed, 220 paid, 95 cancelled.
      for (const a of answers.filter((x) => x.kind === 'status')) {
        expect([[80, 'unpaid'], [80, 'failed'], [220, 'paid'], [95, 'cancelled']]).toContainEqual([a.body.data.stStatus, a.body.data.payStatus])
      }
    }
  })

  it('20 commission signings with different client keys: one order', async () => {
    const alice = await investor()
    const answers = await Promise.all(at(N).map((i) => api('payCommission', { productId: 'COM1', clientKey: `commission-key-${String(i).padStart(4, '0')}` }, alice.token)))
    expect(answers.filter((a) => ok(a.body))).toHaveLength(1)
    for (const a of answers.filter((x) => !ok(x.body))) expect(a.body).toEqual({ iRet: 1202, message: '您已签约该产品' })
    const rows = await db().select().from(t.orders).where(and(eq(t.orders.userId, alice.id), eq(t.orders.productId, 'COM1')))
    expect(rows.map((r) => r.status)).toEqual([220])
  })

  it('20 identical saveOrderCallback calls: all answer success, one record', async () => {
    const alice = await investor()
    const paperAnswer = [{ no: 1, answer: '1' }, { no: 2, answer: '1' }, { no: 3, answer: '1' }, { no: 4, answer: '1;2' }]
    const submitted = await api('user/submitFollowupPaper', { paperId: 'PAPER-1', paperType: 1, paperAnswer, refundOrders: [] }, alice.token)
    const { orderId } = await order(alice.token, await product())
    const link = { orderId, paperId: 'PAPER-1', result: Number(submitted.body.list[0]) }
    const answers = await Promise.all(at(N).map(() => api('saveOrderCallback', link, alice.token)))
    expect(answers.map((a) => a.body.iRet)).toEqual(at(N).map(() => 0))
    expect(await db().select().from(t.orderCallbacks).where(eq(t.orderCallbacks.orderId, orderId))).toHaveLength(1)
  })

  it('20 createOrder calls on one contract with different client keys: one order', async () => {
    const alice = await investor()
    const contractId = await sign(alice.token, await product(5))
    const answers = await Promise.all(at(N).map((i) => api('createOrder', { contractId, payType: 1, clientKey: `one-contract-${String(i).padStart(4, '0')}` }, alice.token)))
    expect(answers.filter((a) => ok(a.body))).toHaveLength(1)
    expect(await db().select().from(t.orders).where(eq(t.orders.contractId, contractId))).toHaveLength(1)
  })

  it('20 contracts of a limited product ordered at once: the limit holds (one order)', async () => {
    const alice = await investor()
    const productId = await product(1)
    // Every contract is signed before any order exists, so each passed createContract's own limit check.
    const contracts = await Promise.all(at(N).map(() => sign(alice.token, productId)))
    const answers = await Promise.all(contracts.map((contractId, i) => api('createOrder', { contractId, payType: 1, clientKey: `limited-${String(i).padStart(4, '0')}` }, alice.token)))
    expect(answers.filter((a) => ok(a.body))).toHaveLength(1)
    for (const a of answers.filter((x) => !ok(x.body))) expect(a.body).toEqual({ iRet: 1202, message: '您有该产品的待支付订单，请先完成支付或取消订单' })
    expect(await db().select().from(t.orders).where(and(eq(t.orders.userId, alice.id), eq(t.orders.productId, productId)))).toHaveLength(1)
  })

  it('20 identical type 2 follow-up submissions with a cancellation: one record, the order refunded once, every answer the same number', async () => {
    const alice = await investor()
    const { orderId } = await paidOrder(alice.token, await product())
    const waiver = {
      paperId: 'PAPER-2',
      paperType: 2,
      paperAnswer: [
        { no: 1, answer: '2' },
        { no: 2, answer: '1' },
        { no: 3, answer: '2' },
        { no: 4, answer: '1' },
        { no: 5, answer: '服务很好' },
        { no: 6, answer: '1' },
      ],
      refundOrders: [{ orderId }],
    }
    const answers = await Promise.all(at(N).map(() => api('user/submitFollowupPaper', waiver, alice.token)))
    expect(answers.map((a) => a.body.iRet)).toEqual(at(N).map(() => 0))
    const stored = await db().select().from(t.followupSubmissions).where(eq(t.followupSubmissions.userId, alice.id))
    expect(stored).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.list[0]))).toEqual(new Set([stored[0]!.id]))
    expect(await orderRow(orderId)).toMatchObject({ status: 180, refundAmount: '300.00' })
    // Later, the same answers once more (a retry whose answer was lost): the first record's number again.
    expect((await api('user/submitFollowupPaper', waiver, alice.token)).body).toEqual({ iRet: 0, message: '', list: [stored[0]!.id], total: 1 })
    // Different answers to a paper already answered are refused, not stored.
    const changed = { ...waiver, paperAnswer: waiver.paperAnswer.map((a) => (a.no === 6 ? { no: 6, answer: '2' } : a)), refundOrders: [] }
    expect((await api('user/submitFollowupPaper', changed, alice.token)).body).toEqual({ iRet: 1501, message: '您已完成该回访问卷，无需重复提交' })
    expect(await db().select().from(t.followupSubmissions).where(eq(t.followupSubmissions.userId, alice.id))).toHaveLength(1)
  })
})

describe('a contract backs one order, on the terms it was signed with, for a limited time', () => {
  it('one order per contract: another client key is refused while the order is open, paid, or after it was cancelled', async () => {
    const alice = await investor()
    const productId = await product(5)
    const { contractId, orderId } = await order(alice.token, productId)
    const used = { iRet: 1402, message: '该签约已下单，如需再次订阅请重新签约' }
    expect((await api('createOrder', { contractId, payType: 1, clientKey: 'second-key-0001' }, alice.token)).body).toEqual(used)
    await api('demo/pay', { orderId, payType: 1 }, alice.token)
    expect((await api('createOrder', { contractId, payType: 1, clientKey: 'second-key-0002' }, alice.token)).body).toEqual(used)

    const again = await order(alice.token, productId)
    expect((await api('cancelOrder', { orderId: again.orderId }, alice.token)).body.iRet).toBe(0)
    expect((await api('createOrder', { contractId: again.contractId, payType: 1, clientKey: 'second-key-0003' }, alice.token)).body).toEqual(used)
    // A retry with the order's own key still answers that order.
    const retry = await api('createOrder', { contractId: again.contractId, payType: 1, clientKey: `key-${again.contractId}` }, alice.token)
    expect(retry.body.data).toMatchObject({ orderId: again.orderId, stStatus: 95 })
    const rows = await db().select().from(t.orders).where(inArray(t.orders.contractId, [contractId, again.contractId]))
    expect(rows).toHaveLength(2)
  })

  it('one purchase after another of a limited product: the second contract is refused at createOrder once the first is paid', async () => {
    const alice = await investor()
    const productId = await product(1)
    const early = await sign(alice.token, productId)
    await paidOrder(alice.token, productId)
    expect((await api('createOrder', { contractId: early, payType: 1, clientKey: 'after-paid-0001' }, alice.token)).body).toEqual({
      iRet: 1202,
      message: '您已订阅该产品，服务期内不能重复订阅',
    })
  })

  it('refuses a contract whose price window closed, whose price changed or whose coupon expired; a fresh contract pays the current price', async () => {
    const alice = await investor()
    const closedWindow = await product()
    const windowContract = await sign(alice.token, closedWindow)
    await db().update(t.priceItems).set({ startDate: '2000-01-01', endDate: '2000-12-31' }).where(eq(t.priceItems.productId, closedWindow))
    expect((await api('createOrder', { contractId: windowContract, payType: 1, clientKey: 'window-key-0001' }, alice.token)).body).toEqual({
      iRet: 1402,
      message: '签约时的价格已失效，请重新签约',
    })

    const repriced = await product()
    const cheap = await sign(alice.token, repriced)
    await db().update(t.priceItems).set({ price: '900.00' }).where(eq(t.priceItems.productId, repriced))
    expect((await api('createOrder', { contractId: cheap, payType: 1, clientKey: 'price-key-0001' }, alice.token)).body).toEqual({
      iRet: 1402,
      message: '签约时的价格已失效，请重新签约',
    })
    const fresh = await api('createOrder', { contractId: await sign(alice.token, repriced), payType: 1, clientKey: 'price-key-0002' }, alice.token)
    expect(fresh.body.data).toMatchObject({ amount: '900.00', payAmount: '900.00' })

    const couponId = await coupon(alice.id, '50.00', 60_000)
    const withCoupon = await product()
    const discounted = await sign(alice.token, withCoupon, couponId)
    server.advance(2 * 60_000)
    expect((await api('createOrder', { contractId: discounted, payType: 1, clientKey: 'coupon-key-0001' }, alice.token)).body).toEqual({
      iRet: 1402,
      message: '签约时使用的优惠券已不可用，请重新签约',
    })
    expect((await couponRow(couponId)).usedOrderId).toBeNull()
  })

  it('refuses a suitability that no longer holds', async () => {
    const alice = await investor()
    const productId = await product()
    await db().update(t.products).set({ riskLevel: 5 }).where(eq(t.products.id, productId))
    const contractId = await sign(alice.token, productId)
    await db().update(t.users).set({ riskLevel: 2 }).where(eq(t.users.id, alice.id))
    const res = await api('createOrder', { contractId, payType: 1, clientKey: 'suitability-0001' }, alice.token)
    expect(res.body.iRet).toBe(1201)
    expect(res.body.message).toContain('C2')
  })

  it(`expires a contract ${CONTRACT_TTL_MS / 60_000} minutes after signing; its own order still answers a retry`, async () => {
    const alice = await investor()
    const productId = await product(5)
    const stale = await sign(alice.token, productId)
    const { contractId, orderId } = await order(alice.token, productId)
    server.advance(CONTRACT_TTL_MS + 1000)
    expect((await api('createOrder', { contractId: stale, payType: 1, clientKey: 'stale-key-0001' }, alice.token)).body).toEqual({
      iRet: 1402,
      message: '签约已超过30分钟未下单，请重新签约',
    })
    const retry = await api('createOrder', { contractId, payType: 1, clientKey: `key-${contractId}` }, alice.token)
    expect(retry.body.data).toMatchObject({ orderId, stStatus: 80 })
    expect(await db().select().from(t.orders).where(eq(t.orders.contractId, stale))).toEqual([])
  })
})
