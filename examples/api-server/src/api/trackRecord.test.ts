/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- JSON bodies in tests are checked by the assertions */
// /api/trackRecord (this project's extension): the seeded history agrees with the win rate the lists show, and
// hostile ids are refused with 400, never a 500. Real HTTP server, seeded database (PGlite, or PostgreSQL on
// DATABASE_URL / TOUGU_TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../db/schema.js'
import { TRACK_RECORD_MONTHS } from '../seed/trackRecordSeed.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const post = (body: unknown) => server.post('/api/trackRecord', body)

describe('/api/trackRecord', () => {
  it('a tips pack: twelve months, oldest first, ending at the win rate its page and the tips list show', async () => {
    const brief = (await server.post('/api/tips/brief', { id: 'TP001' })).body.data
    const { status, body } = await post({ subject: 'product', id: brief.productId })
    expect(status).toBe(200)
    expect(body.iRet).toBe(0)
    const points = body.data.points as { month: string; winRate: string; cumulativeReturn: string }[]
    expect(points).toHaveLength(TRACK_RECORD_MONTHS)
    const months = points.map((p) => p.month)
    expect([...months].sort()).toEqual(months)
    expect(new Set(months).size).toBe(months.length)
    const now = server.now()
    expect(months.at(-1)).toBe(`${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`)
    expect(Number(points.at(-1)?.winRate)).toBe(Number(brief.winRate))
    for (const p of points) {
      expect(Number(p.winRate)).toBeGreaterThanOrEqual(0)
      expect(Number(p.winRate)).toBeLessThanOrEqual(100)
    }
  })

  it('the commission product and an adviser have their own records', async () => {
    const commission = (await server.post('/api/commission/brief', { id: 'CM001' })).body.data
    const product = (await post({ subject: 'product', id: commission.productId })).body.data
    expect(product.points).toHaveLength(TRACK_RECORD_MONTHS)
    // The adviser's win rate is not in the adviser's payload: compare with the seeded row.
    const [adviser] = await server.database.db.select().from(t.advisers).where(eq(t.advisers.id, 'TG001'))
    const record = (await post({ subject: 'adviser', id: 'TG001' })).body.data
    expect(record.points).toHaveLength(TRACK_RECORD_MONTHS)
    expect(Number(record.points.at(-1).winRate)).toBe(Number(adviser?.winRate))
    expect(record.points.map((p: { cumulativeReturn: string }) => p.cumulativeReturn)).not.toEqual(
      product.points.map((p: { cumulativeReturn: string }) => p.cumulativeReturn),
    )
  })

  it('an unknown subject, or a product of a kind without a record, is a business failure the page can show', async () => {
    for (const body of [
      { subject: 'product', id: 'NOPE' },
      { subject: 'adviser', id: 'TIP1' },
      { subject: 'product', id: 'PKG1' },
    ]) {
      const res = await post(body)
      expect(res.status).toBe(200)
      expect(res.body.iRet).not.toBe(0)
      expect(res.body.message).toMatch(/不存在/)
    }
  })

  it('hostile input: ids past the bound, odd characters, NUL, wrong subject or types are refused with 400', async () => {
    for (const body of [
      { subject: 'product', id: 'A'.repeat(10_000) },
      { subject: 'product', id: 'TIP1\u0000' },
      { subject: 'product', id: "TIP1' OR '1'='1" },
      { subject: 'product', id: '' },
      { subject: 'everyone', id: 'TIP1' },
      { subject: 'product', id: 42 },
      { subject: 'product' },
      { subject: ['product'], id: ['TIP1'] },
      { subject: 'product', id: 'TIP1', __proto__: { polluted: true } },
    ]) {
      const res = await post(body)
      if (res.status === 200) {
        // The prototype key is dropped by JSON parsing; the rest is a valid request.
        expect(body).toHaveProperty('id', 'TIP1')
        continue
      }
      expect(res.status).toBe(400)
      expect(res.body.iRet).not.toBe(0)
    }
    const raw = await server.post('/api/trackRecord', '{"subject":"product","id":')
    expect(raw.status).toBe(400)
    expect(server.errors).toEqual([])
  })
})
