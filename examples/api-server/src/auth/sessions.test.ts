// Session storage: tokens kept only as their SHA-256, sessions capped per investor (oldest dropped), expired
// ones pruned, and sessions stored in plain text before the change upgraded in place.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { MAX_SESSIONS_PER_USER, TOKEN_TTL_MS, hashToken, upgradeLegacySessions } from './authService.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const rowsOf = (userId: string) => server.database.db.select().from(sessions).where(eq(sessions.userId, userId))
const userIdOf = async (phone: string) => (await server.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id
const orders = (token: string) => server.post('/api/queryUserOrder', { offset: 0, size: 1 }, token)
/** Logs in again (the SMS code may be sent once a minute). */
const login = async (phone: string) => {
  server.advance(61_000)
  return server.login(phone)
}

describe('session tokens', () => {
  it('are stored as their SHA-256 only', async () => {
    const token = await login('13800000003')
    const rows = await rowsOf(await userIdOf('13800000003'))
    expect(rows.map((r) => r.token)).toContain(hashToken(token))
    expect(rows.map((r) => r.token)).not.toContain(token)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token))).toBe(true)
    // The stored hash is no token: presenting it is refused.
    expect((await orders(hashToken(token))).status).toBe(401)
  })

  it(`are capped at ${MAX_SESSIONS_PER_USER} per investor: the oldest is dropped`, async () => {
    const tokens: string[] = []
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) tokens.push(await login('13800000004'))
    expect(await rowsOf(await userIdOf('13800000004'))).toHaveLength(MAX_SESSIONS_PER_USER)
    expect((await orders(tokens[0]!)).body).toEqual({ iRet: 401, message: '登录状态无效，请重新登录' })
    expect((await orders(tokens[1]!)).status).toBe(401)
    expect((await orders(tokens[2]!)).status).toBe(200)
    expect((await orders(tokens.at(-1)!)).status).toBe(200)
  })

  it('expired ones are pruned at the next login of anyone', async () => {
    const old = await login('13800000005')
    const userId = await userIdOf('13800000005')
    server.advance(TOKEN_TTL_MS + 1000)
    expect((await orders(old)).body.message).toBe('登录已过期，请重新登录')
    await login('13800000002')
    expect(await rowsOf(userId)).toEqual([])
    const all = await server.database.db.select().from(sessions)
    expect(all.every((r) => r.expiresAt > server.now())).toBe(true)
  })

  it('stored in plain text before hashing keep working after the upgrade at start', async () => {
    const legacy = randomBytes(32).toString('base64url')
    const now = server.now()
    await server.database.db.insert(sessions).values({ token: legacy, userId: 'C1001', createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) })
    await upgradeLegacySessions(server.database.db)
    await upgradeLegacySessions(server.database.db) // idempotent
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.token, hashToken(legacy)))
    expect(row?.userId).toBe('C1001')
    expect((await orders(legacy)).status).toBe(200)
    expect(await server.database.db.select().from(sessions).where(eq(sessions.token, legacy))).toEqual([])
  })
})
