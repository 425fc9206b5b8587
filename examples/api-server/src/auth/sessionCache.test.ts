// The verified-session cache (issue #34): a signed-in request no longer asks the database who its token belongs to
// while the answer is fresh; what this server changes takes effect at once, what another process changes within
// SESSION_CACHE_MS.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { hashToken, MAX_SESSIONS_PER_USER, SESSION_CACHE_MS } from './authService.js'

let server: TestServer
let clock = 0

beforeAll(async () => {
  server = await startTestServer({ sessionClock: () => clock })
})
afterAll(() => server.close())

const orders = (token: string) => server.post('/api/queryUserOrder', { offset: 0, size: 1 }, token)
const invalid = { iRet: 401, message: '登录状态无效，请重新登录' }

describe('verified sessions', () => {
  it('a session deleted by another process stops working once the cached answer is stale', async () => {
    const token = await server.login('13800000002')
    expect((await orders(token)).status).toBe(200)
    await server.database.db.delete(sessions).where(eq(sessions.token, hashToken(token)))
    // Within the cache time the server has not asked again.
    clock += SESSION_CACHE_MS - 1
    expect((await orders(token)).status).toBe(200)
    clock += 2
    expect((await orders(token)).body).toEqual(invalid)
  })

  it('past half its cache time a session is looked up again in the background: a revocation elsewhere is seen before the copy runs out', async () => {
    const token = await server.login('13800000002')
    expect((await orders(token)).status).toBe(200)
    await server.database.db.delete(sessions).where(eq(sessions.token, hashToken(token)))
    clock += SESSION_CACHE_MS / 2 - 1
    // Before half the cache time: the copy answers, nothing is asked.
    expect((await orders(token)).status).toBe(200)
    clock += 2
    // Past half: the request goes on with the copy (no wait for the lookup) while the lookup finds the session gone,
    // and a request after it is refused although the copy's time has not run out.
    await expect.poll(async () => (await orders(token)).status, { timeout: 2000, interval: 20 }).toBe(401)
    expect((await orders(token)).body).toEqual(invalid)
  })

  it('logout ends a cached session at once, also for requests sent with it at the same moment', async () => {
    const token = await server.login('13800000003')
    expect((await orders(token)).status).toBe(200)
    const [, out] = await Promise.all([orders(token), server.post('/api/auth/logout', {}, token)])
    expect(out.body).toEqual({ iRet: 0, message: '' })
    expect((await orders(token)).body).toEqual(invalid)
  })

  it('the session cap ends a dropped session at once even when it was in use', async () => {
    const first = await server.login('13800000004')
    expect((await orders(first)).status).toBe(200)
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) {
      server.advance(61_000)
      await server.login('13800000004')
    }
    expect((await orders(first)).body).toEqual(invalid)
  })

  it("the investor's row written by this server is read afresh by the next request", async () => {
    const token = await server.login('13800000005')
    expect((await server.post('/api/getCustomerPhone', {}, token)).body.data).toEqual({ phone: '138****0005' })
    expect((await server.post('/api/saveCustomerPhone', { phone: '13912345678' }, token)).body.iRet).toBe(0)
    expect((await server.post('/api/getCustomerPhone', {}, token)).body.data).toEqual({ phone: '139****5678' })
  })

  it('with sessionCacheMs 0 every request looks its session up (instances without shared revocation)', async () => {
    const strict = await startTestServer({ sessionCacheMs: 0, sessionClock: () => clock })
    try {
      const token = await strict.login('13800000002')
      expect((await strict.post('/api/queryUserOrder', { offset: 0, size: 1 }, token)).status).toBe(200)
      await strict.database.db.delete(sessions).where(eq(sessions.token, hashToken(token)))
      expect((await strict.post('/api/queryUserOrder', { offset: 0, size: 1 }, token)).body).toEqual(invalid)
    } finally {
      await strict.close()
    }
  })

  it('many concurrent requests with one token all get the same verdict', async () => {
    const token = await server.login('13800000001')
    clock += SESSION_CACHE_MS + 1
    const answers = await Promise.all(Array.from({ length: 50 }, () => orders(token)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const forged = await Promise.all(Array.from({ length: 20 }, () => orders(`${token}x`)))
    expect(forged.every((a) => a.status === 401)).toBe(true)
  })
})
