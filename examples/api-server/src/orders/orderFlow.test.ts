/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies in tests are checked by the assertions */
import { amountAfterCoupon, coolingOffEnds, coolingOffLastDay, filterPriceItems, parsePriceList, riskAssessmentMessage } from '@tougu/core'
import { and, eq, gte, lte, ne } from 'drizzle-orm'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_WECHAT } from '../config/serverConfig.js'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
let alice: string // C1001, C4, orders in every status
let bob: string // C1002, C2

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.login('13800000001')
  bob = await server.login('13800000002')
})
afterAll(() => server.close())

const api = (path: string, body: Record<string, unknown>, token: string | null) => server.post(`/api/${path}`, body, token)
const orderRow = async (id: string) => (await server.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!

async function buy(token: string, productId: string, clientKey: string, extra: Record<string, unknown> = {}) {
  const contract = await api('createContract', { productId, periodId: 14, ...extra }, token)
  expect(contract.body.iRet, JSON.stringify(contract.body)).toBe(0)
  const order = await api('createOrder', { contractId: contract.body.data.contractId, payType: 1, clientKey }, token)
  expect(order.body.iRet, JSON.stringify(order.body)).toBe(0)
  return { contract: contract.body.data, order: order.body.data }
}

describe('subscribing and paying', () => {
  it('runs contract → order → demo pay → paid, grants the privilege, blocks a second subscription, and refunds in full within cooling-off', async () => {
    expect((await api('checkSubscribeLimit', { productId: 'PKG8' }, alice)).body.data).toEqual({ allowed: true, message: '可以订阅' })
    const info = await api('queryProductInfo', { productId: 'PKG8' }, null)
    const month = info.body.data.priceList.find((p: { periodId: number }) => p.periodId === 14)
    const { contract, order } = await buy(alice, 'PKG8', 'purchase-key-0001')
    expect(contract).toMatchObject({ productId: 'PKG8', periodId: 14, amount: month.price, payAmount: month.price })
    expect(order).toMatchObject({ amount: month.price, stStatus: 80, payStatus: 'unpaid' })
    expect((await api('queryOrderPayStatus', { orderId: order.orderId }, alice)).body.data).toEqual({ orderId: order.orderId, payStatus: 'unpaid', stStatus: 80 })

    expect((await api('demo/pay', { orderId: order.orderId, payType: 1 }, alice)).body.data).toEqual({ orderId: order.orderId, payStatus: 'paid' })
    expect((await api('queryOrderPayStatus', { orderId: order.orderId }, alice)).body.data).toEqual({ orderId: order.orderId, payStatus: 'paid', stStatus: 220 })
    const privileges = (await api('getUserPrivilegeList', {}, alice)).body.list
    expect(privileges).toContainEqual(expect.objectContaining({ productId: 'PKG8', productType: 'package' }))

    const again = { allowed: false, message: '您已订阅该产品，服务期内不能重复订阅' }
    expect((await api('checkSubscribeLimit', { productId: 'PKG8' }, alice)).body.data).toEqual(again)
    expect((await api('createContract', { productId: 'PKG8', periodId: 14 }, alice)).body).toEqual({ iRet: 1202, message: again.message })

    // The quote shown before 确认解约 is what the refund pays (issue #37): all of it within the cooling-off.
    const quote = (await api('quoteRefund', { orderIds: [order.orderId] }, alice)).body.list[0]
    expect(quote).toMatchObject({ orderId: order.orderId, basis: 'coolingOff', amount: month.price, paid: month.price })
    expect((await api('refundOrder', { orderIds: [order.orderId], expected: [{ orderId: order.orderId, amount: quote.amount }] }, alice)).body.data).toEqual({
      refundedOrderIds: [order.orderId],
      refunds: [{ orderId: order.orderId, amount: month.price }],
    })
    const row = await orderRow(order.orderId as string)
    expect(row.status).toBe(180)
    expect(row.refundAmount).toBe(month.price)
    const listed = (await api('queryUserOrder', { stStatus: [180], offset: 0, size: 50 }, alice)).body.list.find((o: { orderid: string }) => o.orderid === order.orderId)
    expect(listed.refundAmount).toBe(month.price)
    expect((await api('refundOrder', { orderIds: [order.orderId] }, alice)).body).toEqual({ iRet: 1401, message: `订单${order.orderId}不在服务期内，不能解约` })
  })

  it('creates exactly one order for 20 concurrent identical requests', async () => {
    const contract = await api('createContract', { productId: 'PKG7', periodId: 14 }, alice)
    const body = { contractId: contract.body.data.contractId, payType: 1, clientKey: 'double-tap-key-0001' }
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('createOrder', body, alice)))
    expect(answers.every((a) => a.status === 200 && a.body.iRet === 0)).toBe(true)
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1)
    const listed = await api('queryUserOrder', { sProductId: 'PKG7', offset: 0, size: 50 }, alice)
    expect(listed.body.total).toBe(1)
    const rows = await server.database.db.select().from(t.orders).where(eq(t.orders.clientKey, 'double-tap-key-0001'))
    expect(rows).toHaveLength(1)
  })

  it('lets a failed payment be retried, never pays a cancelled order, and never cancels a paid one', async () => {
    const { order } = await buy(alice, 'PKG6', 'retry-pay-key-0001')
    expect((await api('demo/pay', { orderId: order.orderId, payType: 2, outcome: 'fail' }, alice)).body.data.payStatus).toBe('failed')
    expect((await api('queryOrderPayStatus', { orderId: order.orderId }, alice)).body.data).toMatchObject({ payStatus: 'failed', stStatus: 80 })
    expect((await api('demo/pay', { orderId: order.orderId, payType: 2 }, alice)).body.data.payStatus).toBe('paid')
    expect((await api('cancelOrder', { orderId: order.orderId }, alice)).body).toEqual({ iRet: 1401, message: '该订单不能取消，已支付的订单请办理解约' })

    const second = await buy(alice, 'PKG5', 'cancel-then-pay-0001')
    expect((await api('cancelOrder', { orderId: second.order.orderId }, alice)).body).toEqual({ iRet: 0, message: '' })
    expect((await api('demo/pay', { orderId: second.order.orderId, payType: 1 }, alice)).body).toEqual({ iRet: 1401, message: '订单已取消，请重新下单' })
  })

  it('applies a cash coupon, holds it while the order is open and gives it back on cancel', async () => {
    const year = await api('createContract', { productId: 'PKG4', periodId: 20, couponId: 'CP001' }, alice)
    expect(year.body.iRet, JSON.stringify(year.body)).toBe(0)
    expect(Number(year.body.data.payAmount)).toBeCloseTo(Number(year.body.data.amount) - 50, 2)
    const order = await api('createOrder', { contractId: year.body.data.contractId, payType: 1, clientKey: 'coupon-key-00001' }, alice)
    const usable = async () => (await api('coupon/list', { status: 'usable', offset: 0, size: 50 }, alice)).body.list.map((c: { id: string }) => c.id)
    expect(await usable()).not.toContain('CP001')
    expect((await api('createContract', { productId: 'PKG3', periodId: 20, couponId: 'CP001' }, alice)).body).toEqual({ iRet: 1301, message: '优惠券不可用' })
    await api('cancelOrder', { orderId: order.body.data.orderId }, alice)
    expect(await usable()).toContain('CP001')
    expect((await api('createContract', { productId: 'PKG3', periodId: 14, couponId: 'CP002' }, alice)).body).toEqual({ iRet: 1301, message: '该优惠券不适用于此产品' })
    expect((await api('createContract', { productId: 'PKG3', periodId: 14, couponId: 'CP005' }, alice)).body.message).toBe('优惠券不可用')
  })

  it('refuses a coupon that does not fit the product or the price with the reason, and lists each coupon with its scope ids', async () => {
    const listed: { id: string; scope: string; productId: string | null; adviserId: string | null }[] = (await api('coupon/list', { status: 'usable', offset: 0, size: 50 }, alice)).body.list
    const byId = (id: string) => listed.find((c) => c.id === id)
    expect(byId('CP002')).toMatchObject({ scope: 'products', productId: 'PKG1', adviserId: null })
    const adviserOnly = byId('CP003')!
    expect(adviserOnly).toMatchObject({ scope: 'advisers', productId: null })
    expect(adviserOnly.adviserId).toBeTruthy()
    // A cheap period (under the 满200 of CP001) of another adviser's product that alice may subscribe to.
    let cheap: { productId: string; periodId: number; price: number } | undefined
    for (let i = 2; i <= 12 && !cheap; i++) {
      const productId = `TIP${i}`
      const info = (await api('queryProductInfo', { productId }, alice)).body.data
      if (info.adviserId === adviserOnly.adviserId) continue
      if (!(await api('checkSubscribeLimit', { productId }, alice)).body.data.allowed) continue
      const parsed = parsePriceList(info.priceList)
      const item = parsed.ok ? filterPriceItems(parsed.value, new Date()).find((p) => p.price !== null && p.price > 0 && p.price < 200) : undefined
      if (item?.price) cheap = { productId, periodId: item.periodId, price: item.price }
    }
    expect(cheap, 'a product with a period under ¥200').toBeDefined()
    const contract = (couponId: string) => api('createContract', { productId: cheap!.productId, periodId: cheap!.periodId, couponId }, alice)
    expect((await contract('CP003')).body).toEqual({ iRet: 1301, message: '该优惠券不适用于此产品' })
    expect((await contract('CP002')).body).toEqual({ iRet: 1301, message: '该优惠券不适用于此产品' })
    expect((await contract('CP001')).body).toEqual({ iRet: 1301, message: '订单金额未满200元，不能使用该优惠券' })
    // A coupon that fits is priced by the server exactly as the purchase page shows it (core amountAfterCoupon).
    const fits = (await contract('CP009')).body
    expect(fits.iRet, JSON.stringify(fits)).toBe(0)
    expect(fits.data.payAmount).toBe(amountAfterCoupon(cheap!.price, { type: 'discount', amount: '10.00' }))
  })

  it('checks suitability: no evaluation, an expired one, and a product above the investor level', async () => {
    const liu = await server.login('13800000004')
    const wang = await server.login('13800000003')
    expect((await api('createContract', { productId: 'PKG1', periodId: 14 }, liu)).body).toEqual({ iRet: 1201, message: riskAssessmentMessage('missing', false) })
    expect((await api('createContract', { productId: 'PKG1', periodId: 14 }, wang)).body).toEqual({ iRet: 1201, message: riskAssessmentMessage('expired', false) })
    const [risky] = await server.database.db.select().from(t.products).where(and(eq(t.products.kind, 'package'), gte(t.products.riskLevel, 3)))
    const res = await api('createContract', { productId: risky!.id, periodId: 14 }, bob)
    expect(res.body.iRet).toBe(1201)
    expect(res.body.message).toContain('C2')
  })

  it('exchanges an experience code once into a coupon that buys a free trial', async () => {
    const ok = await api('coupon/exchange', { code: ' tips7day ' }, alice)
    expect(ok.body.data).toMatchObject({ type: 'experience', status: 'usable', scope: 'products', amount: '0.00' })
    expect((await api('coupon/exchange', { code: 'TIPS7DAY' }, bob)).body).toEqual({ iRet: 1301, message: '该兑换码已被使用' })
    expect((await api('coupon/exchange', { code: 'NOSUCHCODE' }, alice)).body).toEqual({ iRet: 1301, message: '兑换码不存在，请核对后重新输入' })
    expect((await api('coupon/exchange', { code: 'EXPIRED1' }, alice)).body).toEqual({ iRet: 1301, message: '该兑换码已过期' })
    const { order } = await buy(alice, 'TIP6', 'trial-key-000001', { couponId: ok.body.data.id })
    // Nothing to pay: the trial starts at once.
    expect(order).toMatchObject({ payAmount: '0.00', stStatus: 220, payStatus: 'paid' })
    expect((await api('queryUserOrder', { iIsTY: 1, offset: 0, size: 10 }, alice)).body.list.map((o: { orderid: string }) => o.orderid)).toEqual([order.orderId])
  })
})

describe('the follow-up record of an order (saveOrderCallback)', () => {
  const paperAnswer = [{ no: 1, answer: '1' }, { no: 2, answer: '1' }, { no: 3, answer: '1' }, { no: 4, answer: '1;2' }]
  const callbackRows = async (orderId: string) => server.database.db.select().from(t.orderCallbacks).where(eq(t.orderCallbacks.orderId, orderId))

  it('links the type 1 submission to the order created after it, once, and queryOrderCallback reports it', async () => {
    const submitted = await api('user/submitFollowupPaper', { paperId: 'PAPER-1', paperType: 1, paperAnswer, refundOrders: [] }, alice)
    const no = Number(submitted.body.list[0])
    expect(no).toBeGreaterThan(0)
    const { order } = await buy(alice, 'PKG9', 'callback-key-0001')
    expect((await api('queryOrderCallback', { orderId: order.orderId }, alice)).body.data).toEqual({ orderId: order.orderId, done: false })
    const link = { orderId: order.orderId, paperId: 'PAPER-1', result: no }
    expect((await api('saveOrderCallback', link, alice)).body.iRet).toBe(0)
    // A retry whose answer was lost changes nothing.
    expect((await api('saveOrderCallback', link, alice)).body.iRet).toBe(0)
    expect((await callbackRows(order.orderId as string)).map((r) => [r.paperId, r.result])).toEqual([['PAPER-1', no]])
    expect((await api('queryOrderCallback', { orderId: order.orderId }, alice)).body.data).toEqual({ orderId: order.orderId, done: true })
    await api('cancelOrder', { orderId: order.orderId }, alice)
  })

  it('refuses a submission that is not the investor’s own type 1 submission', async () => {
    const { order } = await buy(alice, 'PKG10', 'callback-key-0002')
    const bobs = await api('user/submitFollowupPaper', { paperId: 'PAPER-1', paperType: 1, paperAnswer, refundOrders: [] }, bob)
    const notFound = { iRet: 1004, message: '回访记录不存在' }
    expect((await api('saveOrderCallback', { orderId: order.orderId, paperId: 'PAPER-1', result: Number(bobs.body.list[0]) }, alice)).body).toEqual(notFound)
    // Past PostgreSQL's 32-bit integer: the contract refuses it before the database sees it.
    const huge = await api('saveOrderCallback', { orderId: order.orderId, paperId: 'PAPER-1', result: 99_999_999_999 }, alice)
    expect(huge.status).toBe(400)
    expect(huge.body.issues[0].path).toEqual(['result'])
    expect(await callbackRows(order.orderId as string)).toEqual([])
    await api('cancelOrder', { orderId: order.orderId }, alice)
  })
})

describe('WeChat pay parameters (getWxPayParams)', () => {
  it('signs the unpaid order’s JSAPI parameters (sorted k=v&…&key=, HMAC-SHA256, upper-case hex); a paid order has none', async () => {
    const { order } = await buy(alice, 'TIP8', 'wxpay-key-000001')
    const res = await api('getWxPayParams', { orderId: order.orderId }, alice)
    expect(res.body.iRet).toBe(0)
    const { orderId, paySign, ...signed } = res.body.data as Record<string, string>
    expect(orderId).toBe(order.orderId)
    expect(signed).toMatchObject({ appId: 'wx0000000000demo', package: `prepay_id=demo_${order.orderId}`, signType: 'HMAC-SHA256' })
    expect(signed.timeStamp).toMatch(/^\d{10}$/)
    const text = `appId=${signed.appId}&nonceStr=${signed.nonceStr}&package=${signed.package}&signType=${signed.signType}&timeStamp=${signed.timeStamp}`
    expect(paySign).toBe(createHmac('sha256', DEMO_WECHAT.merchantKey).update(`${text}&key=${DEMO_WECHAT.merchantKey}`).digest('hex').toUpperCase())
    expect((await api('getWxPayParams', { orderId: order.orderId }, bob)).body).toEqual({ iRet: 1004, message: '订单不存在' })
    await api('demo/pay', { orderId: order.orderId, payType: 1 }, alice)
    expect((await api('getWxPayParams', { orderId: order.orderId }, alice)).body).toEqual({ iRet: 1401, message: '该订单已支付，无需重复支付' })
    await api('refundOrder', { orderIds: [order.orderId] }, alice)
  })
})

describe('one investor never reaches another one’s data', () => {
  it('orders: not listed, not readable, not payable, not cancellable, not refundable', async () => {
    const bobs = (await api('queryUserOrder', { offset: 0, size: 100 }, bob)).body.list.map((o: { orderid: string }) => o.orderid)
    expect(bobs.length).toBeGreaterThan(0)
    expect(bobs).not.toContain('OD100001')
    const notFound = { iRet: 1004, message: '订单不存在' }
    expect((await api('queryOrderPayStatus', { orderId: 'OD100001' }, bob)).body).toEqual(notFound)
    expect((await api('cancelOrder', { orderId: 'OD100003' }, bob)).body).toEqual(notFound)
    expect((await api('demo/pay', { orderId: 'OD100003', payType: 1 }, bob)).body).toEqual(notFound)
    expect((await api('refundOrder', { orderIds: ['OD100001'] }, bob)).body).toEqual(notFound)
    expect((await api('queryOrderCallback', { orderId: 'OD100001' }, bob)).body).toEqual(notFound)
    expect((await api('createOrder', { contractId: 'CT100003', payType: 1, clientKey: 'steal-contract-01' }, bob)).body).toEqual({ iRet: 1004, message: '合同不存在' })
    expect((await orderRow('OD100001')).status).toBe(105)
  })

  it('coupons, questions and follow-up refunds', async () => {
    const [suitable] = await server.database.db.select().from(t.products).where(and(eq(t.products.kind, 'package'), lte(t.products.riskLevel, 2)))
    expect((await api('createContract', { productId: suitable!.id, periodId: 14, couponId: 'CP001' }, bob)).body).toEqual({ iRet: 1301, message: '优惠券不可用' })
    expect((await api('coupon/usableProducts', { couponId: 'CP002' }, bob)).body.iRet).toBe(1004)
    const bobsCoupons = (await api('coupon/list', { status: 'usable' }, bob)).body.list.map((c: { id: string }) => c.id)
    expect(bobsCoupons).toEqual(['CP007'])
    const asked = await api('quiz/submit', { adviserId: 'TG001', question: '我的持仓要不要调整？' }, alice)
    expect((await api('quiz/detail', { id: asked.body.data.id }, bob)).body).toEqual({ iRet: 1004, message: '问答不存在' })
    expect((await api('quiz/detail', { id: asked.body.data.id }, alice)).body.data.status).toBe('pending')
    expect((await api('quiz/myList', {}, bob)).body.list.map((q: { id: string }) => q.id)).not.toContain(asked.body.data.id)
    // Alice's OD100002 is in service in the seed; the waiver tests below refund it, so compare with before.
    const before = await orderRow('OD100002')
    const stolen = await api('user/submitFollowupPaper', { ...waiverAnswers, refundOrders: [{ orderId: 'OD100002' }] }, bob)
    expect(stolen.body).toEqual({ iRet: 1004, message: '订单不存在' })
    expect(await orderRow('OD100002')).toEqual(before)
  })
})

// Type 2 paper: Q1, Q2 exception questions (是/否), Q5 free text, Q6 the waiver question (是 = cancel).
const waiverAnswers = {
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
}

describe('follow-up questionnaire', () => {
  it('validates with the app’s rules and messages', async () => {
    const type1 = { paperId: 'PAPER-1', paperType: 1 }
    const missing = await api('user/submitFollowupPaper', { ...type1, paperAnswer: [{ no: 1, answer: '1' }, { no: 2, answer: '1' }, { no: 3, answer: '1' }] }, alice)
    expect(missing.body).toEqual({ iRet: 1501, message: '请完成第4题后再提交' })
    const limited = await api('user/submitFollowupPaper', { ...type1, paperAnswer: [{ no: 1, answer: '2' }, { no: 2, answer: '1' }, { no: 3, answer: '1' }, { no: 4, answer: '1' }] }, alice)
    expect(limited.body).toEqual({ iRet: 1501, message: '您的回访结果不支持购买此产品，请重新作答' })
    const long = await api('user/submitFollowupPaper', { ...waiverAnswers, paperAnswer: waiverAnswers.paperAnswer.map((a) => (a.no === 5 ? { no: 5, answer: '长'.repeat(101) } : a)) }, alice)
    expect(long.body).toEqual({ iRet: 1501, message: '第5题内容不能超过100个字符' })
    const noWaiver = { ...waiverAnswers, paperAnswer: waiverAnswers.paperAnswer.map((a) => (a.no === 1 ? { no: 1, answer: '1' } : a)), refundOrders: [{ orderId: 'OD100002' }] }
    expect((await api('user/submitFollowupPaper', noWaiver, alice)).body).toEqual({ iRet: 1501, message: '未申请解约时不能提交解约订单' })
  })

  it('offers the type 2 paper until it is answered; the waiver answer 是 cancels the chosen orders', async () => {
    const before = await server.get('/api/user/getFollowupPaper', { paperType: '2' }, alice)
    expect(before.body.list[0]).toMatchObject({ id: 'PAPER-2', type: 2, exceptionNos: '1;2', waiverNo: 6 })
    const refundable = (await api('queryUserOrder', { stStatus: [105, 220], offset: 0, size: 10000, cxlx: 1 }, alice)).body.list.map((o: { orderid: string }) => o.orderid)
    expect(refundable).toContain('OD100002')
    const res = await api('user/submitFollowupPaper', { ...waiverAnswers, refundOrders: [{ orderId: 'OD100002' }] }, alice)
    expect(res.body.iRet, JSON.stringify(res.body)).toBe(0)
    expect(typeof res.body.list[0]).toBe('number')
    expect((await orderRow('OD100002')).status).toBe(180)
    const [stored] = await server.database.db.select().from(t.followupSubmissions).where(eq(t.followupSubmissions.paperId, 'PAPER-2'))
    expect(stored).toMatchObject({ userId: 'C1001', refundOrderIds: ['OD100002'] })
    expect(stored!.answers).toEqual(waiverAnswers.paperAnswer)
    expect((await server.get('/api/user/getFollowupPaper', { paperType: '2' }, alice)).body.list).toEqual([])
    expect((await server.get('/api/user/getFollowupPaper', { paperType: '2' }, bob)).body.list).toHaveLength(1)
  })
})

describe('cooling-off', () => {
  // Runs last: it moves the server clock ahead. The cooling-off is 5 working days after the signing day (core's
  // rule): some moment between 5 and 9 calendar days after signing it ends, never sooner than 7 days.
  it('keeps a paid order in 220 for its 5 working days from signing, then 105; cancelling then refunds the quoted unused share only', async () => {
    // A package bob (C2) may buy and does not hold: the seed's PKG9 is R3 now that its risk follows its theme.
    const [fit] = await server.database.db.select().from(t.products).where(and(eq(t.products.kind, 'package'), lte(t.products.riskLevel, 2), ne(t.products.id, 'PKG4')))
    const { order, contract } = await buy(bob, fit!.id, 'cooling-off-key-01')
    await api('demo/pay', { orderId: order.orderId, payType: 1 }, bob)
    const [signed] = await server.database.db.select().from(t.contracts).where(eq(t.contracts.id, contract.contractId as string))
    const ends = coolingOffEnds(signed!.signedAt)
    // The old rule (5 calendar days from payment) would have ended it here; the working days have not.
    server.advance(ends.getTime() - server.now().getTime() - 60_000)
    expect((await api('queryOrderPayStatus', { orderId: order.orderId }, bob)).body.data.stStatus).toBe(220)
    expect((await api('quoteRefund', { orderIds: [order.orderId] }, bob)).body.list[0]).toMatchObject({ basis: 'coolingOff', coolingOffLastDay: coolingOffLastDay(signed!.signedAt) })
    server.advance(2 * 60_000)
    expect((await api('queryOrderPayStatus', { orderId: order.orderId }, bob)).body.data.stStatus).toBe(105)
    const quote = (await api('quoteRefund', { orderIds: [order.orderId] }, bob)).body.list[0]
    expect(quote.basis).toBe('remaining')
    expect(Number(quote.amount)).toBeGreaterThan(0)
    expect(Number(quote.amount)).toBeLessThan(Number(quote.paid))
    // A refund shown at another amount (an old quote) cancels nothing and says so.
    const stale = await api('refundOrder', { orderIds: [order.orderId], expected: [{ orderId: order.orderId, amount: quote.paid }] }, bob)
    expect(stale.body).toEqual({ iRet: 1401, message: '退款金额已更新（冷静期结束或日期变更），请重新确认后再解约' })
    expect((await orderRow(order.orderId as string)).status).toBe(105)
    const done = await api('refundOrder', { orderIds: [order.orderId], expected: [{ orderId: order.orderId, amount: quote.amount }] }, bob)
    expect(done.body.data.refunds).toEqual([{ orderId: order.orderId, amount: quote.amount }])
    const row = await orderRow(order.orderId as string)
    expect(row.status).toBe(180)
    expect(row.refundAmount).toBe(quote.amount)
  })
})
