/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- JSON bodies in tests are checked by the assertions */
// Bench investors (TOUGU_BENCH_INVESTORS, the load benchmark's): each signs in with their own phone and sees lists as
// long as the main demo investor's, without touching the main investor's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { benchPhone } from './benchInvestors.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ benchInvestors: 3 })
})
afterAll(() => server.close())

describe('bench investors', () => {
  it('sign in with their own phones and hold copies of the main investor orders and coupons', async () => {
    const main = await server.login('13800000001')
    const orders = (token: string) => server.post('/api/queryUserOrder', { offset: 0, size: 50 }, token).then((r) => r.body)
    const coupons = (token: string) => server.post('/api/coupon/list', { status: 'usable', offset: 0, size: 50 }, token).then((r) => r.body)
    const mine = await orders(main)
    for (const n of [1, 3]) {
      const token = await server.login(benchPhone(n))
      const theirs = await orders(token)
      expect(theirs.total).toBe(mine.total)
      expect(theirs.list.map((o: { orderid: string }) => o.orderid)).toEqual(mine.list.map((o: { orderid: string }) => `${o.orderid}-B000${n}`))
      expect((await coupons(token)).total).toBe((await coupons(main)).total)
    }
    await expect(server.login(benchPhone(4))).rejects.toThrow(/sendSmsCode failed/)
  })
})
