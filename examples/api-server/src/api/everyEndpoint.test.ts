/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
// Every endpoint of the contract answers its happy path over real HTTP with a body that matches the
// contract's response schema, rejects a malformed body with 400 and its issues, and (when user-scoped)
// refuses a request without a token. A new endpoint without a sample here fails the first test.
import { apiEndpoints } from '@tougu/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
let token: string
/** The main investor's type 1 follow-up submission (what saveOrderCallback links to an order). */
let callbackNo = 0

beforeAll(async () => {
  server = await startTestServer()
  token = await server.login()
  const paperAnswer = [{ no: 1, answer: '1' }, { no: 2, answer: '1' }, { no: 3, answer: '1' }, { no: 4, answer: '1' }]
  const submitted = await server.post('/api/user/submitFollowupPaper', { paperId: 'PAPER-1', paperType: 1, paperAnswer, refundOrders: [] }, token)
  callbackNo = Number(submitted.body.list[0])
})
afterAll(() => server.close())

/** A valid request per endpoint id, against the seed data (the main demo investor where scoped). */
const samples: Record<string, () => Record<string, unknown>> = {
  'orders.queryUserOrder': () => ({ stStatus: [80, 90, 95, 105, 180, 220], offset: 0, size: 20 }),
  'orders.queryCrmOrder': () => ({ offset: 0, size: 20 }),
  'orders.queryUserOrderById': () => ({ authorityId: 'PKG1', offset: 0, size: 20 }),
  'orders.queryCrmOrderByProductName': () => ({ sProduName: '观点包' }),
  'orders.getUserPrivilegeList': () => ({}),
  'orders.getUserProductList': () => ({ offset: 0, size: 20 }),
  'orders.createContract': () => ({ productId: 'PKG8', periodId: 14 }),
  'orders.createOrder': () => ({ contractId: 'CT100003', payType: 1, clientKey: 'seed-100003' }),
  'orders.queryOrderPayStatus': () => ({ orderId: 'OD100001' }),
  'orders.cancelOrder': () => ({ orderId: 'OD100003' }),
  'orders.refundOrder': () => ({ orderIds: ['OD100007'] }),
  'orders.checkSubscribeLimit': () => ({ productId: 'PKG9' }),
  'orders.payCommission': () => ({ productId: 'COM1', clientKey: 'commission-key-1' }),
  'orders.getUserRenewCount': () => ({}),
  'orders.saveOrderCallback': () => ({ orderId: 'OD100001', paperId: 'PAPER-1', result: callbackNo }),
  'orders.queryOrderCallback': () => ({ orderId: 'OD100001' }),
  'orders.getWxPayParams': () => ({ orderId: 'OD100003' }),
  'products.queryProductInfo': () => ({ productId: 'PKG1' }),
  'products.getSubProduct': () => ({ productId: 'TIP1' }),
  'products.getProductTransfer': () => ({ productId: 'PKG10' }),
  'products.changeMessasgNotice': () => ({ productId: 'PKG1', enabled: false }),
  'products.queryMessasgNotice': () => ({ productId: 'PKG1' }),
  'products.getTradeDay': () => ({ date: '2026-11-21' }),
  'products.queryBasicHq': () => ({ codes: ['600519', '300750'] }),
  'customer.getCustomerPhone': () => ({}),
  'customer.saveCustomerPhone': () => ({ phone: '13900000009' }),
  'home.getTgIndexBanners': () => ({}),
  'home.searchAdviserApp': () => ({ keyword: '团队', offset: 0, size: 20 }),
  'user.getFollowupPaper': () => ({ paperType: '2' }),
  'user.submitFollowupPaper': () => ({
    paperId: 'PAPER-1',
    paperType: 1,
    paperAnswer: [
      { no: 1, answer: '1' },
      { no: 2, answer: '1' },
      { no: 3, answer: '1' },
      { no: 4, answer: '1;3' },
    ],
  }),
  'user.getUserInfo': () => ({}),
  'common.getBatchTgInfoList': () => ({ ids: ['TG001', 'TG002'] }),
  'common.getWxShareConf': () => ({ url: 'http://127.0.0.1/tougu/index#x' }),
  'common.searchProduct': () => ({ keyword: '锦囊', offset: 0, size: 20 }),
  'common.validateManager': () => ({ managerNo: 'M0001' }),
  'common.checkCustomerAssets': () => ({ productId: 'COM1' }),
  'common.checkCustomerArrears': () => ({}),
  'common.getCustomerAssets': () => ({}),
  'advisers.list': () => ({ offset: 0, size: 20 }),
  'advisers.detail': () => ({ id: 'TG001' }),
  'live.list': () => ({ offset: 0, size: 20 }),
  'live.detail': () => ({ id: 'LV001' }),
  'live.history': () => ({ offset: 0, size: 20 }),
  'opinions.list': () => ({ offset: 0, size: 20 }),
  'opinions.detail': () => ({ id: 'OP0001' }),
  'opinions.hot48': () => ({ offset: 0, size: 20 }),
  'opinions.packages': () => ({ offset: 0, size: 20 }),
  'opinions.packageDetail': () => ({ id: 'VP001' }),
  'tips.list': () => ({ sort: 2, offset: 0, size: 20 }),
  'tips.brief': () => ({ id: 'TP001' }),
  'tips.detail': () => ({ id: 'TP002' }),
  'tips.updates': () => ({ id: 'TP001', offset: 0, size: 20 }),
  'tips.activityList': () => ({ offset: 0, size: 20 }),
  'commission.list': () => ({ offset: 0, size: 20 }),
  'commission.brief': () => ({ id: 'CM001' }),
  'commission.detail': () => ({ id: 'CM001' }),
  'commission.strategyUpdates': () => ({ id: 'CM001', offset: 0, size: 20 }),
  'commission.chargingRules': () => ({ id: 'CM001' }),
  'performance.trackRecord': () => ({ subject: 'product', id: 'TIP1' }),
  'coupons.list': () => ({ status: 'usable', offset: 0, size: 20 }),
  'coupons.usableProducts': () => ({ couponId: 'CP002', offset: 0, size: 20 }),
  'coupons.specifiedAdvisers': () => ({ couponId: 'CP003', offset: 0, size: 20 }),
  'coupons.exchange': () => ({ code: 'TGVIP2026' }),
  'quiz.index': () => ({}),
  'quiz.adviserList': () => ({ offset: 0, size: 20 }),
  'quiz.list': () => ({ offset: 0, size: 20 }),
  'quiz.detail': () => ({ id: 'QZ002' }),
  'quiz.submit': () => ({ adviserId: 'TG002', question: '半导体板块后市怎么看？' }),
  'quiz.myList': () => ({ offset: 0, size: 20 }),
  'auth.sendSmsCode': () => ({ phone: '13800000005' }),
  'auth.login': () => ({}),
  'auth.logout': () => ({}),
  'demo.pay': () => ({ orderId: 'OD100003', payType: 1 }),
  'demo.status': () => ({}),
}

const call = (id: string, body: Record<string, unknown>, auth: string | null) => {
  const ep = apiEndpoints.find((e) => e.id === id)!
  return ep.method === 'GET'
    ? server.get(ep.path, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), auth)
    : server.post(ep.path, body, auth)
}

describe('every endpoint of the contract', () => {
  it('has a happy-path sample here', () => {
    expect(apiEndpoints.map((e) => e.id).filter((id) => !samples[id])).toEqual([])
  })

  // Login and logout need their own flow (they consume a code / revoke the token): see auth.test.ts.
  const plain = apiEndpoints.filter((e) => !['auth.login', 'auth.logout', 'demo.pay', 'orders.cancelOrder'].includes(e.id))
  it.each(plain.map((e) => [e.id, e] as const))('%s answers iRet 0 with a body matching its response schema', async (id, ep) => {
    const res = await call(id, samples[id]!(), ep.userScoped ? token : null)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.iRet, JSON.stringify(res.body)).toBe(0)
    const parsed = z.safeParse(ep.response, res.body)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    expect(server.errors).toEqual([])
  })

  // On orders of its own, so the seed's unpaid OD100003 stays unpaid for getWxPayParams above in any test order.
  it('cancel, then demo pay, each answer iRet 0 on their own orders', async () => {
    const newOrder = async (clientKey: string) => {
      const contract = await call('orders.createContract', { productId: 'PKG7', periodId: 14 }, token)
      const order = await call('orders.createOrder', { contractId: contract.body.data.contractId, payType: 2, clientKey }, token)
      return order.body.data.orderId as string
    }
    const cancelled = await call('orders.cancelOrder', { orderId: await newOrder('cancel-me-0001') }, token)
    expect(cancelled.body).toEqual({ iRet: 0, message: '' })
    const toPay = await newOrder('pay-me-0001')
    const paid = await call('demo.pay', { orderId: toPay, payType: 1 }, token)
    expect(paid.body).toMatchObject({ iRet: 0, data: { orderId: toPay, payStatus: 'paid' } })
  })

  // (logout takes an empty body, so a wrong one is still a valid logout: it would end this file's session)
  it.each(apiEndpoints.filter((e) => e.method === 'POST' && e.id !== 'auth.logout').map((e) => [e.id, e] as const))('%s answers 400 with the issues for a malformed body', async (id, ep) => {
    const res = await server.post(ep.path, '{"offset": "not json', ep.userScoped ? token : null)
    expect(res.status).toBe(400)
    expect(res.body.iRet).toBe(400)
    const wrong = await server.post(ep.path, { id: 42, productId: [], offset: -1, size: 'x', orderIds: 'x', code: 1, phone: 1, keyword: 3, ids: 'x', codes: 1, paperAnswer: 1, url: 1, managerNo: 1, sProduName: 1, authorityId: 1, contractId: 1, couponId: 1, orderId: 1, adviserId: 1, question: 1, status: 'nope', sort: 9, enabled: 'x', date: 'x', periodId: 'x', result: 'x', payType: 9 }, ep.userScoped ? token : null)
    // Endpoints that take nothing accept any object; every other one names what is wrong.
    if (wrong.status === 400) {
      expect(wrong.body.message).toBe('请求参数有误')
      expect(wrong.body.issues.length).toBeGreaterThan(0)
    } else {
      expect(Object.keys((ep.request as z.ZodObject).shape ?? {})).toEqual([])
    }
  })

  it.each(apiEndpoints.filter((e) => e.userScoped).map((e) => [e.id, e] as const))('%s refuses a request without a token (401)', async (id) => {
    const res = await call(id, samples[id]!(), null)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ iRet: 401, message: '请先登录' })
  })
})
