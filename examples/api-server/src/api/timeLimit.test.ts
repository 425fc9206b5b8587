/* eslint-disable @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-assignment -- JSON bodies in tests are checked by the assertions */
// No request holds the server (issue #34): a request whose work does not end is answered 503 with the spec's
// service-timeout code and text once the time limit has passed, and meanwhile every other request is answered. The
// slow work is injected: a handler that waits on something that never comes, and (on PostgreSQL) a statement that
// runs past `statement_timeout`.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { handlers } from './handlers/handlers.js'
import type { Handlers } from './handlerTypes.js'

const LIMIT_MS = 400
let server: TestServer
/** Resolves the stuck handlers' wait once the test is done, so nothing dangles after the file. */
let release: () => void = () => undefined
const never = new Promise<void>((resolve) => {
  release = resolve
})

// The adviser page and the investor's coupon list wait on `never`: one public endpoint and one user-scoped one.
const stuck: Handlers = {
  ...handlers,
  advisers: { ...handlers.advisers, detail: async (req, ctx) => (await never, handlers.advisers.detail(req, ctx)) },
  coupons: { ...handlers.coupons, list: async (req, ctx) => (await never, handlers.coupons.list(req, ctx)) },
}

beforeAll(async () => {
  server = await startTestServer({ handlers: stuck, requestTimeLimitMs: LIMIT_MS })
})
afterAll(async () => {
  release()
  await server.close()
})

describe('the request time limit', () => {
  it('answers a request whose work never ends 503 服务请求超时！ with iRet -9998 and its request id', async () => {
    const res = await fetch(`${server.url}/api/adviser/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"TG001"}' })
    expect(res.status).toBe(503)
    const body = (await res.json()) as { iRet: number; message: string; requestId: string }
    expect(body).toEqual({ iRet: -9998, message: '服务请求超时！', requestId: res.headers.get('x-request-id') })
    // A timed-out answer is private like any other that is not a cached public list.
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The operator's log names the request.
    expect(server.errors.map(String)).toEqual([expect.stringMatching(new RegExp(`no answer within ${LIMIT_MS} ms`))])
    server.errors.length = 0
  })

  it('keeps answering every other request while stuck ones wait, signed in or not', async () => {
    const token = await server.login('13800000001')
    const stuckOnes = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? server.post('/api/adviser/detail', { id: 'TG001' }) : server.post('/api/coupon/list', { status: 'usable', offset: 0, size: 5 }, token),
    )
    // While those twenty wait, ordinary requests come back (before any of the stuck ones is answered).
    const settled = Promise.all(stuckOnes)
    let stuckAnswered = false
    void settled.then(() => (stuckAnswered = true))
    const orders = await server.post('/api/queryUserOrder', { offset: 0, size: 5 }, token)
    const advisers = await server.post('/api/adviser/list', { offset: 0, size: 5 })
    expect(orders.body.iRet).toBe(0)
    expect(advisers.body.iRet).toBe(0)
    expect(stuckAnswered).toBe(false)
    const answers = await settled
    expect(answers.map((a) => [a.status, a.body.iRet])).toEqual(Array.from({ length: 20 }, () => [503, -9998]))
    server.errors.length = 0
  })
})

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('cancels a statement past the statement time limit instead of holding a connection of the pool', async () => {
    const { url } = server.database as { url?: string }
    const database = await openDatabase({ url: url!, statementTimeoutMs: 200 })
    try {
      // drizzle wraps the driver's error; its cause is PostgreSQL's query_canceled (57014) of the statement timeout.
      const failure = await database.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string; message?: string } },
      )
      expect(failure?.cause).toMatchObject({ code: '57014', message: expect.stringMatching(/statement timeout/) })
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] })
    } finally {
      await database.close()
    }
  })
})
