import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { apiContract, apiEndpoints, findEndpoint } from './apiContract.js'
import { createApiClient } from './createApiClient.js'
import { apiOk } from './envelope.js'

// Copied from spec §7 "The calls it makes" (method POST unless the spec says GET).
const SPEC_ENDPOINTS: [method: 'GET' | 'POST', path: string][] = [
  ['POST', '/api/queryUserOrder'],
  ['POST', '/api/queryCrmOrder'],
  ['POST', '/api/queryUserOrderById'],
  ['POST', '/api/queryCrmOrderByProductName'],
  ['POST', '/api/getUserPrivilegeList'],
  ['POST', '/api/getUserProductList'],
  ['POST', '/api/createContract'],
  ['POST', '/api/createOrder'],
  ['POST', '/api/queryOrderPayStatus'],
  ['POST', '/api/cancelOrder'],
  ['POST', '/api/refundOrder'],
  ['POST', '/api/checkSubscribeLimit'],
  ['POST', '/api/payCommission'],
  ['POST', '/api/getTradeDay'],
  ['POST', '/api/queryBasicHq'],
  ['POST', '/api/getProductTransfer'],
  ['POST', '/api/changeMessasgNotice'],
  ['POST', '/api/queryMessasgNotice'],
  ['POST', '/api/getCustomerPhone'],
  ['POST', '/api/saveCustomerPhone'],
  ['POST', '/api/getUserRenewCount'],
  ['POST', '/api/saveOrderCallback'],
  ['POST', '/api/queryOrderCallback'],
  ['POST', '/api/queryProductInfo'],
  ['POST', '/api/getSubProduct'],
  ['POST', '/api/getTgIndexBanners'],
  ['POST', '/api/searchAdviserApp'],
  ['GET', '/api/user/getFollowupPaper'],
  ['POST', '/api/user/submitFollowupPaper'],
  ['GET', '/api/user/getUserInfo'],
  ['POST', '/api/getBatchTgInfoList'],
  ['POST', '/api/view/getWxShareConf'],
  ['POST', '/api/common/searchProduct'],
  ['POST', '/api/common/validateManager'],
  ['POST', '/api/common/checkCustomerAssets'],
  ['POST', '/api/common/checkCustomerArrears'],
  ['POST', '/api/common/getCustomerAssets'],
]

// Endpoints the screens need that the spec leaves unnamed (issue 4).
const SCREEN_ENDPOINTS = [
  'advisers.list', 'advisers.detail',
  'live.list', 'live.detail', 'live.history',
  'opinions.list', 'opinions.detail', 'opinions.hot48', 'opinions.packages', 'opinions.packageDetail',
  'tips.list', 'tips.brief', 'tips.detail', 'tips.updates', 'tips.activityList',
  'commission.list', 'commission.brief', 'commission.detail', 'commission.strategyUpdates', 'commission.chargingRules',
  'coupons.list', 'coupons.usableProducts', 'coupons.specifiedAdvisers', 'coupons.exchange',
  'quiz.index', 'quiz.adviserList', 'quiz.list', 'quiz.detail', 'quiz.submit', 'quiz.myList',
  'auth.sendSmsCode', 'auth.login', 'demo.pay', 'demo.status',
]

describe('apiContract', () => {
  it.each(SPEC_ENDPOINTS)('has %s %s from spec §7 with request and response schemas', (method, path) => {
    const ep = findEndpoint(method, path)
    expect(ep, `${method} ${path}`).toBeDefined()
    expect(ep?.inSpec).toBe(true)
    expect(ep?.request).toBeInstanceOf(z.ZodMiniType)
    expect(ep?.response).toBeInstanceOf(z.ZodMiniType)
  })

  it.each(SPEC_ENDPOINTS)('gives %s %s a typed function on the client', (method, path) => {
    const ep = findEndpoint(method, path)
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' }) as unknown as Record<string, Record<string, unknown>>
    expect(typeof api[ep?.area ?? '']?.[ep?.name ?? '']).toBe('function')
  })

  it('marks exactly the spec §7 endpoints as inSpec', () => {
    const inSpec = apiEndpoints.filter((ep) => ep.inSpec).map((ep) => `${ep.method} ${ep.path}`)
    expect(inSpec.sort()).toEqual(SPEC_ENDPOINTS.map(([m, p]) => `${m} ${p}`).sort())
  })

  it.each(SCREEN_ENDPOINTS)('has the screen endpoint %s', (id) => {
    expect(apiEndpoints.find((ep) => ep.id === id)).toBeDefined()
  })

  it('has no duplicate method + path', () => {
    const keys = apiEndpoints.map((ep) => `${ep.method} ${ep.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('accepts the request fields spec §7 shows', () => {
    const c = apiContract
    expect(z.safeParse(c.orders.queryUserOrder.request, { iStatus: 1, stStatus: [105, 220], offset: 0, size: 10000, iIsTY: 0, sProductId: 'P1', cxlx: 1 }).success).toBe(true)
    expect(z.safeParse(c.orders.queryCrmOrder.request, { iStatus: 1, stStatus: [80], offset: 0, size: 10, iIsTY: 0 }).success).toBe(true)
    expect(z.safeParse(c.orders.queryUserOrderById.request, { iStatus: 1, authorityId: 'A1', offset: 0, size: 10 }).success).toBe(true)
    expect(z.safeParse(c.orders.queryCrmOrderByProductName.request, { sProduName: '金牛' }).success).toBe(true)
    expect(z.safeParse(c.user.getFollowupPaper.request, { paperType: '2' }).data).toEqual({ paperType: 2 })
    expect(
      z.safeParse(c.user.submitFollowupPaper.request, { paperId: 'P7', paperType: 2, paperAnswer: [{ no: 1, answer: '1;3' }], refundOrders: [{ orderId: '9' }] }).success,
    ).toBe(true)
    expect(z.safeParse(c.common.getBatchTgInfoList.request, { ids: ['1', '2'] }).success).toBe(true)
    expect(z.safeParse(c.common.getWxShareConf.request, { url: 'https://h5.example.com/tougu/index' }).success).toBe(true)
  })

  it('accepts the response fields spec §7 shows and rejects garbage', () => {
    const c = apiContract
    expect(z.safeParse(c.common.getWxShareConf.response, apiOk({ appid: 'wx1', timestamp: 1763800000, nonceStr: 'n', signature: 's' })).success).toBe(true)
    expect(z.safeParse(c.user.submitFollowupPaper.response, { iRet: 0, message: 'ok', list: ['1'] }).success).toBe(true)
    expect(z.safeParse(c.user.getFollowupPaper.response, { iRet: 0, list: [{ id: 7, title: '回访', type: 2, questions: [] }] }).success).toBe(true)
    expect(z.safeParse(c.user.getUserInfo.response, apiOk({ data: null })).success).toBe(true)
    expect(z.safeParse(c.orders.getUserPrivilegeList.response, { iRet: 0, list: 'nope' }).success).toBe(false)
    expect(z.safeParse(c.orders.createOrder.response, apiOk({ data: { orderId: 'O1', amount: 99, payAmount: '99.00', stStatus: 80, payStatus: 'unpaid' } })).success).toBe(false)
  })

  it("reports issues with zod's English messages, as it did on classic zod (clients and the server pass them on)", () => {
    const r = z.safeParse(apiContract.advisers.detail.request, { id: 5 })
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Invalid input: expected string, received number'])
  })

  it('lets a list answer without list parse as empty (the remote-call timeout result)', () => {
    expect(z.parse(apiContract.live.list.response, { iRet: 0, message: '' }).list).toEqual([])
  })

  it('scopes order, coupon and follow-up endpoints to the user, and leaves public lists open', () => {
    for (const id of ['orders.queryUserOrder', 'orders.createOrder', 'coupons.list', 'coupons.exchange', 'user.submitFollowupPaper', 'quiz.myList', 'demo.pay']) {
      expect(apiEndpoints.find((ep) => ep.id === id)?.userScoped, id).toBe(true)
    }
    for (const id of ['home.getTgIndexBanners', 'live.list', 'user.getUserInfo', 'auth.login']) {
      expect(apiEndpoints.find((ep) => ep.id === id)?.userScoped, id).toBe(false)
    }
  })
})
