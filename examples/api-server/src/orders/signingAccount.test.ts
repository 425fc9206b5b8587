/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The server's own account checks and referrer record at signing (decision wave2-reach19-5): the signing
// pages ask first, but a client that skips them (or an account that changed meanwhile) is refused here.
let server: TestServer
let owing: string // C1101: C4, owes fees, 300000 in assets
let poor: string // C1102: C4, 20000 in assets (COM1 needs 100000)
let clean: string // C1103: C4, 400000, no arrears

beforeAll(async () => {
  server = await startTestServer()
  owing = await server.login('13800000101')
  poor = await server.login('13800000102')
  clean = await server.login('13800000103')
})
afterAll(() => server.close())

const api = (path: string, body: Record<string, unknown>, token: string) => server.post(`/api/${path}`, body, token)
const ARREARS = { iRet: 1203, message: '您的账户存在欠费，暂不能签约。请先结清欠费后再试，如有疑问请联系您的客户经理。' }
const UNKNOWN_REFERRER = { iRet: 1204, message: '未找到该客户经理编号，请核对后重新输入；没有推荐人可不填写。' }

describe('account checks at signing', () => {
  it('refuses a contract, an order and a commission signing for an investor who owes fees', async () => {
    expect((await api('createContract', { productId: 'PKG8', periodId: 14 }, owing)).body).toEqual(ARREARS)
    expect((await api('payCommission', { productId: 'COM1', clientKey: 'arrears-commission-01' }, owing)).body).toEqual(ARREARS)
    const orders = await server.database.db.select().from(t.orders).where(eq(t.orders.clientKey, 'arrears-commission-01'))
    expect(orders).toHaveLength(0)
  })

  it('refuses an order whose contract was signed before the fees became owed', async () => {
    const contract = await api('createContract', { productId: 'PKG8', periodId: 14 }, clean)
    expect(contract.body.iRet).toBe(0)
    await server.database.db.update(t.users).set({ inArrears: true }).where(eq(t.users.id, 'C1103'))
    try {
      const order = await api('createOrder', { contractId: contract.body.data.contractId, payType: 1, clientKey: 'arrears-later-0001' }, clean)
      expect(order.body).toEqual(ARREARS)
    } finally {
      await server.database.db.update(t.users).set({ inArrears: false }).where(eq(t.users.id, 'C1103'))
    }
  })

  it('refuses the commission product below its minimum assets, naming both amounts', async () => {
    expect((await api('payCommission', { productId: 'COM1', clientKey: 'poor-commission-001' }, poor)).body).toEqual({
      iRet: 1203,
      message: '签约该产品要求账户总资产不低于100000.00元，您当前账户总资产为20000.00元，暂不能签约。',
    })
  })
})

describe('referrer (客户经理) at signing', () => {
  it('refuses an unknown referrer number and records nothing', async () => {
    expect((await api('createContract', { productId: 'PKG7', periodId: 14, managerNo: 'M9999' }, clean)).body).toEqual(UNKNOWN_REFERRER)
    expect((await api('payCommission', { productId: 'COM1', clientKey: 'referrer-unknown-01', managerNo: 'NOPE' }, clean)).body).toEqual(UNKNOWN_REFERRER)
    const orders = await server.database.db.select().from(t.orders).where(eq(t.orders.clientKey, 'referrer-unknown-01'))
    expect(orders).toHaveLength(0)
  })

  it('records a validated referrer on the contract and its order (case and blanks as the investor typed them)', async () => {
    const contract = await api('createContract', { productId: 'PKG7', periodId: 14, managerNo: ' m0002 ' }, clean)
    expect(contract.body.iRet).toBe(0)
    const order = await api('createOrder', { contractId: contract.body.data.contractId, payType: 1, clientKey: 'referrer-known-0001' }, clean)
    expect(order.body.iRet).toBe(0)
    const [contractRow] = await server.database.db.select().from(t.contracts).where(eq(t.contracts.id, contract.body.data.contractId as string))
    const [orderRow] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, order.body.data.orderId as string))
    expect(contractRow?.referrerNo).toBe('M0002')
    expect(orderRow?.referrerNo).toBe('M0002')
  })

  it('records the referrer on a commission order, and none when none is given', async () => {
    const signed = await api('payCommission', { productId: 'COM1', clientKey: 'referrer-commission1', managerNo: 'M0003' }, clean)
    expect(signed.body.iRet).toBe(0)
    const [row] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, signed.body.data.orderId as string))
    expect(row?.referrerNo).toBe('M0003')
    const plain = await api('createContract', { productId: 'PKG6', periodId: 14 }, clean)
    const [plainRow] = await server.database.db.select().from(t.contracts).where(eq(t.contracts.id, plain.body.data.contractId as string))
    expect(plainRow?.referrerNo).toBeNull()
  })
})
