import { count, gte, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import * as t from '../db/schema.js'
import { eq } from 'drizzle-orm'
import {
  buildFrontDoorSeed,
  buildScenarioSeed,
  buildSeed,
  FRONT_DOOR_HELD_PRODUCT_ID,
  COMPLIANCE_USERS,
  FRONT_DOOR_USERS,
  HIGH_RISK_PACK_ID,
  HIGH_RISK_PRODUCT_ID,
  SIGN_FLOW_USERS,
  seedDatabase,
  SCENARIO_USERS,
} from './seedDatabase.js'

const now = new Date('2026-11-22T04:00:00Z')
let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
  expect(await seedDatabase(database.db, { now })).toBe(true)
})
afterAll(() => database.close())

const rows = async (table: PgTable) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n

describe('seed data', () => {
  it('has what every screen needs, in the amounts the issue asks for', async () => {
    const { db } = database
    expect(await rows(t.advisers)).toBeGreaterThanOrEqual(12)
    const advisers = await db.select().from(t.advisers)
    expect(advisers.every((a) => a.teamName && /^S\d{13}$/.test(a.qualificationNo))).toBe(true)
    expect(await rows(t.liveRooms)).toBe(20)
    expect(await rows(t.opinions)).toBe(200)
    expect(await rows(t.opinionPackages)).toBe(10)
    // 15 packs of batch 1 and the R5 product's pack (batch sign-flow).
    expect(await rows(t.tipsPacks)).toBe(16)
    expect(await rows(t.commissionProducts)).toBe(1)
    expect(await rows(t.strategyUpdates)).toBeGreaterThan(0)

    const recent = await db.select({ n: count() }).from(t.opinions).where(gte(t.opinions.publishedAt, new Date(now.getTime() - 48 * 3600_000)))
    expect(recent[0]?.n).toBeGreaterThan(0)
    const oldest = await db.select({ at: sql<string>`min(${t.opinions.publishedAt})` }).from(t.opinions)
    expect(new Date(oldest[0]!.at).getTime()).toBeGreaterThanOrEqual(now.getTime() - 10 * 24 * 3600_000)
    expect((await db.select().from(t.opinions)).some((o) => o.hot)).toBe(true)

    const periods = new Set((await db.select().from(t.priceItems)).map((p) => p.periodId))
    expect([...periods].sort((a, b) => a - b)).toEqual([0, 1, 2, 7, 11, 14, 15, 16, 19, 20, 24])

    const statuses = new Set((await db.select().from(t.orders)).map((o) => o.status))
    expect([...statuses].sort((a, b) => a - b)).toEqual([80, 90, 95, 105, 180, 220])

    const users = await db.select().from(t.users)
    expect(users.some((u) => u.riskEndDate === null)).toBe(true)
    expect(users.some((u) => u.riskEndDate !== null && u.riskEndDate < now.toISOString().slice(0, 10))).toBe(true)
    expect(new Set(users.map((u) => u.riskLevel)).size).toBeGreaterThanOrEqual(4)

    const coupons = await db.select().from(t.coupons)
    expect(coupons.some((c) => c.usedAt)).toBe(true)
    expect(coupons.some((c) => c.validTo < now)).toBe(true)
    expect(coupons.some((c) => !c.usedAt && c.validTo > now)).toBe(true)
    expect(coupons.some((c) => c.kind === 'experience')).toBe(true)
    expect((await db.select().from(t.exchangeCodes)).some((c) => !c.redeemedBy && c.expiresAt > now)).toBe(true)
    expect(await rows(t.quizThreads)).toBeGreaterThan(0)

    const papers = await db.select().from(t.followupPapers)
    expect(papers.map((p) => p.type).sort()).toEqual([1, 2])
    const questions = papers.flatMap((p) => p.questions)
    expect(questions.some((q) => q.isExceptionQuestion)).toBe(true)
    expect(questions.some((q) => q.isWaiverQuestion)).toBe(true)
    expect(questions.some((q) => q.isIntervene || q.intervene !== '')).toBe(true)
    expect(questions.some((q) => q.limit !== '')).toBe(true)
  })

  it('is idempotent: a second run changes nothing', async () => {
    const before = await rows(t.opinions)
    expect(await seedDatabase(database.db, { now: new Date(now.getTime() + 3600_000) })).toBe(false)
    expect(await rows(t.opinions)).toBe(before)
  })

  it('has the scenario investors of batch 2 and the R5 product, which only the C5 investor may buy', async () => {
    const { db } = database
    const users = await db.select().from(t.users)
    for (const u of SCENARIO_USERS) expect(users.find((row) => row.phone === u.phone)?.id).toBe(u.id)
    const [product] = await db.select().from(t.products).where(eq(t.products.id, HIGH_RISK_PRODUCT_ID))
    expect(product?.riskLevel).toBe(5)
    expect(users.filter((u) => (u.riskLevel ?? 0) >= 5).map((u) => u.phone)).toEqual(['13800000005'])
    const waiverOrders = await db.select().from(t.orders).where(eq(t.orders.userId, 'C1006'))
    expect(waiverOrders.map((o) => o.status)).toEqual([220])
  })

  it('has the front-door investors of batch 3: two buyers with a product coupon, one holder', async () => {
    const { db } = database
    const users = await db.select().from(t.users)
    for (const u of FRONT_DOOR_USERS) expect(users.find((row) => row.phone === u.phone)?.id).toBe(u.id)
    for (const u of FRONT_DOOR_USERS.slice(0, 2)) {
      expect(await db.select().from(t.orders).where(eq(t.orders.userId, u.id))).toEqual([])
      expect((await db.select().from(t.coupons).where(eq(t.coupons.userId, u.id))).map((c) => c.productId)).toEqual(['TIP15'])
    }
    const held = await db.select().from(t.orders).where(eq(t.orders.userId, 'C1012'))
    expect(held.map((o) => [o.productId, o.status])).toEqual([[FRONT_DOOR_HELD_PRODUCT_ID, 105]])
  })

  it('has the compliance investors: one in arrears, one below the commission minimum, two clean buyers', async () => {
    const { db } = database
    const users = await db.select().from(t.users)
    const of = (phone: string) => users.find((row) => row.phone === phone)
    for (const u of COMPLIANCE_USERS) expect(of(u.phone)?.id).toBe(u.id)
    expect(users.filter((u) => u.inArrears).map((u) => u.phone).sort()).toEqual(['13800000003', '13800000101'])
    const [commission] = await db.select().from(t.products).where(eq(t.products.id, 'COM1'))
    expect(Number(of('13800000102')?.totalAssets)).toBeLessThan(Number(commission?.minAssets))
    for (const phone of ['13800000103', '13800000104']) expect(Number(of(phone)?.totalAssets)).toBeGreaterThanOrEqual(Number(commission?.minAssets))
  })

  it('has the signing specs\' investors, without orders, and a page that sells the R5 product under its own id', async () => {
    const { db } = database
    const users = await db.select().from(t.users)
    for (const u of SIGN_FLOW_USERS) {
      expect(users.find((row) => row.phone === u.phone)?.id).toBe(u.id)
      expect(await db.select().from(t.orders).where(eq(t.orders.userId, u.id))).toEqual([])
    }
    const packs = await db.select().from(t.tipsPacks).where(eq(t.tipsPacks.productId, HIGH_RISK_PRODUCT_ID))
    expect(packs.map((p) => p.id)).toEqual([HIGH_RISK_PACK_ID])
    expect(HIGH_RISK_PACK_ID).not.toBe(HIGH_RISK_PRODUCT_ID)
  })

  it('adds batch 2 once to a database seeded before it existed', async () => {
    const older = await openTestDatabase()
    try {
      // A database holding batch 1 only (what a start before batch 2 left behind).
      for (const [table, values] of buildSeed(now)) await older.db.insert(table).values(values).onConflictDoNothing()
      await older.db.insert(t.meta).values({ key: 'seed', value: `1@${now.toISOString()}` })
      const opinions = await older.db.select({ n: count() }).from(t.opinions)
      expect(await seedDatabase(older.db, { now: new Date(now.getTime() + 86_400_000) })).toBe(true)
      expect(await older.db.select({ n: count() }).from(t.opinions)).toEqual(opinions)
      expect((await older.db.select().from(t.users).where(eq(t.users.id, 'C1009'))).length).toBe(1)
      expect((await older.db.select().from(t.users).where(eq(t.users.id, 'C1012'))).length).toBe(1)
      expect(await seedDatabase(older.db, { now })).toBe(false)
    } finally {
      await older.close()
    }
  })

  it('moves the content of a database seeded before the coherent model to the model’s, once, and leaves what investors did', async () => {
    const older = await openTestDatabase()
    try {
      // Batch 1 as an older seed left it: a cut sector name, a stock quoted far off its level, an update the model has not.
      for (const [table, values] of buildSeed(now)) await older.db.insert(table).values(values).onConflictDoNothing()
      await older.db.insert(t.meta).values({ key: 'seed', value: `1@${now.toISOString()}` })
      await older.db.update(t.opinions).set({ title: '半导迎来拐点？' }).where(eq(t.opinions.id, 'OP0001'))
      await older.db.insert(t.quotes).values({ code: '601318', name: '中国平安', price: '1494.02', prevClose: '1536.88' })
      await older.db.insert(t.tipsUpdates).values({ id: 'TP001-U9', packId: 'TP001', title: '中国平安：建议关注', content: '中国平安（601318）建议仓位不超过3成，止损5%。', stockCode: '601318', stockName: '中国平安', publishedAt: now })
      await older.db.update(t.orders).set({ payAmount: '1.00' }).where(eq(t.orders.id, 'OD100001'))
      const asked = { id: 'QZ0123456789AB', userId: 'C1001', adviserId: 'TG001', question: '我的持仓要不要调整？', answer: null, askedAt: now, answeredAt: null, isPublic: false }
      await older.db.insert(t.quizThreads).values(asked)

      expect(await seedDatabase(older.db, { now: new Date(now.getTime() + 86_400_000) })).toBe(true)
      const model = buildSeed(now).find(([table]) => table === t.opinions)![1] as { id: string; title: string }[]
      expect((await older.db.select().from(t.opinions).where(eq(t.opinions.id, 'OP0001')))[0]?.title).toBe(model.find((o) => o.id === 'OP0001')!.title)
      expect(await older.db.select().from(t.quotes).where(eq(t.quotes.code, '601318'))).toEqual([])
      expect(await older.db.select().from(t.tipsUpdates).where(eq(t.tipsUpdates.id, 'TP001-U9'))).toEqual([])
      // What investors did stays: their orders as they are, their questions.
      expect((await older.db.select().from(t.orders).where(eq(t.orders.id, 'OD100001')))[0]?.payAmount).toBe('1.00')
      expect(await older.db.select().from(t.quizThreads).where(eq(t.quizThreads.id, asked.id))).toHaveLength(1)
      // Once: a later start moves nothing back.
      await older.db.update(t.opinions).set({ title: '改过的标题' }).where(eq(t.opinions.id, 'OP0001'))
      expect(await seedDatabase(older.db, { now: new Date(now.getTime() + 2 * 86_400_000) })).toBe(false)
      expect((await older.db.select().from(t.opinions).where(eq(t.opinions.id, 'OP0001')))[0]?.title).toBe('改过的标题')
    } finally {
      await older.close()
    }
  })

  it('is deterministic: the same clock gives the same rows', () => {
    expect(JSON.stringify(buildScenarioSeed(now).map(([, r]) => r))).toBe(JSON.stringify(buildScenarioSeed(now).map(([, r]) => r)))
    expect(JSON.stringify(buildFrontDoorSeed(now).map(([, r]) => r))).toBe(JSON.stringify(buildFrontDoorSeed(now).map(([, r]) => r)))
    expect(JSON.stringify(buildSeed(now).map(([, r]) => r))).toBe(JSON.stringify(buildSeed(now).map(([, r]) => r)))
  })
})
