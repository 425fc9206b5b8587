import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../api-server/src/db/database.js'
import { DEMO_WECHAT } from '../../api-server/src/config/serverConfig.js'
import { startServer, type RunningServer } from '../../api-server/src/server.js'
import { referenceInvestors, signInReferenceInvestor } from './demoInvestors.js'

// The simulator's login against the real reference server (HTTP + seeded database), running as `pnpm start` runs it:
// demo mode with codes it makes up and only logs (no fixed code, no restart). The token it gets must be accepted by
// signed-in endpoints, which the old made-up demo tokens never were (401).
let db: Database
let server: RunningServer
beforeAll(async () => {
  db = await openDatabase({ dataDir: ':memory:' })
  server = await startServer({ port: 0, db, deliverSms: () => {}, logError: () => {} })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await db?.close()
})

describe('signInReferenceInvestor', () => {
  it('signs a reference investor in without knowing any SMS code, and the token works for 我的订单', async () => {
    const investor = await signInReferenceInvestor('13800000001', server.url)
    expect(investor.user).toMatchObject({ cid: '880010001', phone: '13800000001', userName: '张伟' })
    expect(investor.risk).toMatchObject({ riskLevel: 'C4', level_name: '积极型', customer_class: '普通投资者' })
    expect(investor.risk.risk_end_date).toMatch(/^\d{8}$/)
    const res = await fetch(`${server.url}/api/queryUserOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${investor.user.token}` },
      body: JSON.stringify({ offset: 0, size: 10 }),
    })
    const orders = (await res.json()) as { iRet: number; list: unknown[] }
    expect(res.status).toBe(200)
    expect(orders.iRet).toBe(0)
    expect(orders.list.length).toBeGreaterThan(0)
  })

  it('every investor the login sheet offers exists on the server', async () => {
    for (const { phone, userName } of referenceInvestors) {
      const investor = await signInReferenceInvestor(phone, server.url)
      expect(investor.user.userName).toBe(userName)
    }
  })

  it('a phone the server does not know fails with the server message', async () => {
    await expect(signInReferenceInvestor('13900000000', server.url)).rejects.toThrow('该手机号未开户')
  })

  it('a server outside demo mode has no such sign-in: refused', async () => {
    // The same seeded database as the demo server's, where 13800000001 exists and signs in: only the mode differs.
    const production = await startServer({ port: 0, db, demo: false, wechat: DEMO_WECHAT, deliverSms: () => {}, logError: () => {} })
    try {
      await expect(signInReferenceInvestor('13800000001', production.url)).rejects.toThrow()
    } finally {
      await production.close()
    }
  }, 120_000)
})
