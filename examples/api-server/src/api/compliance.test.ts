/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- JSON bodies in tests are checked by the assertions */
// What compliance needs of the server (issue #37, docs/compliance.md), over real HTTP on a seeded database:
// the refund quoted before 确认解约 is the refund paid; advice reaches clients only and names its adviser's
// 执业编号; a product transfer is the holder's choice, with suitability checked again.
import { LONG_TERM_REFUND_DAYS, coolingOffEnds, findSecurityCalls, messages as coreMessages, riskAssessmentMessage } from '@tougu/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { STOCKS } from '../seed/market.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
const post = (path: string, body: Record<string, unknown>, token?: string | null) => server.post(`/api${path}`, body, token).then((r) => r.body)

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('advice goes to clients, with its adviser’s 执业编号', () => {
  it('every advice surface names the adviser with a qualification number', async () => {
    const qualified = (rows: { tgName: string; qualificationNo: string }[]) => rows.length > 0 && rows.every((r) => r.tgName !== '' && /^S\d{13}$/.test(r.qualificationNo))
    expect(qualified((await post('/view/list', { offset: 0, size: 50 })).list)).toBe(true)
    expect(qualified([(await post('/view/detail', { id: 'OP0001' })).data])).toBe(true)
    expect(qualified((await post('/quiz/list', { offset: 0, size: 50 })).list)).toBe(true)
    expect(qualified((await post('/quiz/index', {})).data.hotThreads)).toBe(true)
    expect(qualified((await post('/live/list', { offset: 0, size: 50 })).list)).toBe(true)
    expect(qualified((await post('/live/history', { offset: 0, size: 50 })).list)).toBe(true)
    expect(qualified((await post('/tips/updates', { id: 'TP001', offset: 0, size: 50 })).list)).toBe(true)
    expect(qualified((await post('/commission/strategyUpdates', { id: 'CM001', offset: 0, size: 50 })).list)).toBe(true)
    const info = (await post('/queryProductInfo', { productId: 'TIPR5' })).data
    expect(info.adviser.qualificationNo).toMatch(/^S\d{13}$/)
    expect(info.specialRisks).toEqual(['margin', 'leveragedEtf'])
  })

  it('a visitor meets no named-security call: update titles are withheld, free opinions and public answers are commentary', async () => {
    // Every stock of the seed's market: a call may name one without its code.
    const names = (await post('/queryBasicHq', { codes: STOCKS.map((s) => s.code) })).list.map((q: { name: string }) => q.name)
    expect(names).toHaveLength(STOCKS.length)
    const texts: string[] = []
    for (const id of ['TP001', 'TP901']) for (const u of (await post('/tips/updates', { id, offset: 0, size: 50 })).list) texts.push(u.title, u.content)
    for (const o of (await post('/view/list', { offset: 0, size: 200 })).list) {
      texts.push(o.title, o.summary)
      if (!o.packageId) texts.push((await post('/view/detail', { id: o.id })).data.content)
    }
    for (const q of (await post('/quiz/list', { offset: 0, size: 200 })).list) texts.push(q.question, q.answer ?? '')
    expect(texts.length).toBeGreaterThan(300)
    expect(texts.flatMap((text) => findSecurityCalls(text.replace(/<[^>]+>/g, '。'), names))).toEqual([])
    // The holder of TIPR5's pack reads the call the visitor was not shown.
    const c5 = await server.login('13800000005')
    const contract = await post('/createContract', { productId: 'TIPR5', periodId: 14 }, c5)
    const order = await post('/createOrder', { contractId: contract.data.contractId, payType: 1, clientKey: 'r5-holder-key-1' }, c5)
    await post('/demo/pay', { orderId: order.data.orderId, payType: 1 }, c5)
    expect((await post('/tips/updates', { id: 'TP901', offset: 0, size: 5 }, c5)).list[0]).toMatchObject({ title: '宁德时代：减仓观望', locked: false })
  })

  it('asking an adviser is for clients: an investor without an agreement in service is refused, a client asks', async () => {
    const visitor = await server.login('13800000009')
    expect(await post('/quiz/submit', { adviserId: 'TG002', question: '宁德时代现在还能买吗？' }, visitor)).toEqual({
      iRet: 1001,
      message: '向投顾提问仅对已签约投顾服务（服务期内）的客户开放。个股相关问题，投资顾问仅在签约并完成适当性匹配后提供建议。',
    })
    const client = await server.login('13800000001')
    const asked = await post('/quiz/submit', { adviserId: 'TG002', question: '宁德时代现在还能买吗？' }, client)
    expect(asked.iRet).toBe(0)
    expect(asked.data.qualificationNo).toMatch(/^S\d{13}$/)
  })
})

describe('a product transfer is the holder’s choice, with suitability checked again', () => {
  // 13800000193 holds a month of the retiring PKG10, which transfers to PKG9.
  const setRisk = (productId: string, riskLevel: number) => server.database.db.update(t.products).set({ riskLevel }).where(eq(t.products.id, productId))
  const setInvestor = (id: string, values: Partial<typeof t.users.$inferInsert>) => server.database.db.update(t.users).set(values).where(eq(t.users.id, id))

  it('asks, refuses an unsuitable acceptance without recording it, records a decline, then an acceptance that opens the successor', async () => {
    const holder = await server.login('13800000193')
    expect((await post('/getProductTransfer', { productId: 'PKG10' }, holder)).data).toEqual({ productId: 'PKG10', transferable: true, targetProductId: 'PKG9', decision: null })
    const privileges = async () => (await post('/getUserPrivilegeList', {}, holder)).list as { productId: string; endDate: string | null }[]
    expect((await privileges()).map((p) => p.productId)).toEqual(['PKG10'])

    // PKG9 above the holder's C4: accepting is a purchase decision, refused as createContract would refuse it.
    await setRisk('PKG9', 5)
    expect(await post('/answerProductTransfer', { productId: 'PKG10', accept: true }, holder)).toEqual({ iRet: 1201, message: coreMessages.suitabilityMismatch('C4', 'R5') })
    expect((await post('/getProductTransfer', { productId: 'PKG10' }, holder)).data.decision).toBeNull()

    // An assessment past its end, or without one, is refused too.
    await setRisk('PKG9', 2)
    await setInvestor('C1193', { riskEndDate: '2000-01-01' })
    expect(await post('/answerProductTransfer', { productId: 'PKG10', accept: true }, holder)).toEqual({ iRet: 1201, message: riskAssessmentMessage('expired', false) })
    await setInvestor('C1193', { riskEndDate: null })
    expect(await post('/answerProductTransfer', { productId: 'PKG10', accept: true }, holder)).toEqual({ iRet: 1201, message: riskAssessmentMessage('undated', false) })
    await setInvestor('C1193', { riskEndDate: '2099-12-31' })

    expect((await post('/answerProductTransfer', { productId: 'PKG10', accept: false }, holder)).data).toEqual({ productId: 'PKG10', targetProductId: 'PKG9', decision: 'declined' })
    expect((await post('/getProductTransfer', { productId: 'PKG10' }, holder)).data.decision).toBe('declined')
    expect((await privileges()).map((p) => p.productId)).toEqual(['PKG10'])

    expect((await post('/answerProductTransfer', { productId: 'PKG10', accept: true }, holder)).data.decision).toBe('accepted')
    const held = await privileges()
    expect(held.map((p) => p.productId)).toEqual(['PKG10', 'PKG9'])
    expect(held[1]!.endDate).toBe(held[0]!.endDate)
    const opinions = (await post('/view/list', { offset: 0, size: 200 })).list.filter((o: { productId: string | null }) => o.productId === 'PKG9')
    expect((await post('/view/detail', { id: opinions[0].id }, holder)).data.locked).toBe(false)
  })

  it('only a holder answers, and only for a product that transfers', async () => {
    const stranger = await server.login('13800000005')
    expect(await post('/answerProductTransfer', { productId: 'PKG10', accept: true }, stranger)).toEqual({ iRet: 1001, message: '您未持有该产品的服务，无需处理产品转移' })
    expect(await post('/answerProductTransfer', { productId: 'PKG1', accept: true }, stranger)).toEqual({ iRet: 1001, message: '该产品没有转入的新产品' })
    expect(await post('/answerProductTransfer', { productId: 'NOPE', accept: true }, stranger)).toMatchObject({ iRet: 1004 })
    expect((await server.post('/api/answerProductTransfer', { productId: 'PKG10', accept: 'yes' }, stranger)).status).toBe(400)
    expect((await server.post('/api/answerProductTransfer', { productId: 'PKG10', accept: true }, null)).status).toBe(401)
  })
})

describe('the refund quoted before 确认解约 is the refund paid', () => {
  it('quotes only the investor’s own in-transit orders, refusing others clearly', async () => {
    const main = await server.login('13800000001')
    const other = await server.login('13800000002')
    expect(await post('/quoteRefund', { orderIds: ['OD100001'] }, other)).toMatchObject({ iRet: 1004 })
    expect(await post('/quoteRefund', { orderIds: ['OD100004'] }, main)).toEqual({ iRet: 1401, message: '订单OD100004不在服务期内，不能解约' })
    expect((await server.post('/api/quoteRefund', { orderIds: [] }, main)).status).toBe(400)
    expect((await server.post('/api/quoteRefund', { orderIds: Array.from({ length: 5000 }, (_, i) => `OD${i}`) }, main)).status).toBe(400)
    expect((await server.post('/api/refundOrder', { orderIds: ['OD100001'], expected: [{ orderId: 'OD100001', amount: 'lots' }] }, main)).status).toBe(400)
  })

  // Runs last: it moves the server clock past the cooling-off.
  it('a long-term service is refunded over its reference term after the cooling-off (not nothing), the commission product nothing, each as quoted', async () => {
    const buyer = await server.login('13800000009')
    const info = (await post('/queryProductInfo', { productId: 'PKG1' })).data
    expect(info.priceList.some((p: { periodId: number }) => p.periodId === 0)).toBe(true)
    const contract = await post('/createContract', { productId: 'PKG1', periodId: 0 }, buyer)
    const order = await post('/createOrder', { contractId: contract.data.contractId, payType: 1, clientKey: 'long-term-key-1' }, buyer)
    await post('/demo/pay', { orderId: order.data.orderId, payType: 1 }, buyer)
    const signed = await post('/payCommission', { productId: 'COM1', clientKey: 'commission-key-9' }, buyer)
    const [contractRow] = await server.database.db.select().from(t.contracts).where(eq(t.contracts.id, contract.data.contractId))
    expect(signed.iRet).toBe(0)
    server.advance(coolingOffEnds(contractRow!.signedAt).getTime() - server.now().getTime() + 3 * 86_400_000)
    // A session does not outlive the days skipped: the investor signs in again.
    const later = await server.login('13800000009')
    const quoted = await post('/quoteRefund', { orderIds: [order.data.orderId, signed.data.orderId] }, later)
    expect(quoted.iRet, JSON.stringify(quoted)).toBe(0)
    const [longTerm, commission] = quoted.list
    expect(longTerm).toMatchObject({ basis: 'longTerm', paid: order.data.payAmount, totalDays: LONG_TERM_REFUND_DAYS })
    expect(Number(longTerm.amount)).toBeGreaterThan(Number(order.data.payAmount) * 0.98)
    expect(Number(longTerm.amount)).toBeLessThan(Number(order.data.payAmount))
    expect(commission).toMatchObject({ basis: 'commission', amount: '0.00' })
    const done = await post('/refundOrder', { orderIds: [order.data.orderId, signed.data.orderId], expected: [{ orderId: order.data.orderId, amount: longTerm.amount }, { orderId: signed.data.orderId, amount: '0.00' }] }, later)
    expect(done.data.refunds).toEqual([{ orderId: order.data.orderId, amount: longTerm.amount }, { orderId: signed.data.orderId, amount: '0.00' }])
    const rows = await server.database.db.select().from(t.orders).where(eq(t.orders.userId, 'C1009'))
    expect(rows.find((r) => r.id === order.data.orderId)!.refundAmount).toBe(longTerm.amount)
  })
})
