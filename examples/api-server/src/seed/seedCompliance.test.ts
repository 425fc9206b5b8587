// The wording check over the seed (issue #37): every text the reference server serves from its seed, read back
// from a seeded database, passes the rules of @tougu/core's compliance module. The same rules run over the app's
// code and messages in tooling/complianceWording.test.ts.
import { COMMENTARY_NOTE, INVESTOR_RISK_TYPES, findFactConflicts, findForbiddenWording, findSecurityCalls, type RiskGrade } from '@tougu/core'
import { getTableName, isTable } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import * as t from '../db/schema.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import { NEW_CUSTOMER_OFFER_YUAN, seedDatabase } from './seedDatabase.js'

const now = new Date('2026-11-22T04:00:00Z')
let database: Database
/** Every string of every seeded row, with where it came from. */
const texts: { where: string; text: string }[] = []

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' && !(value instanceof Date) ? Object.values(value).flatMap(strings) : []

beforeAll(async () => {
  database = await openTestDatabase()
  await seedDatabase(database.db, { now })
  const tables = Object.values(t).filter((v) => isTable(v)) as PgTable[]
  for (const table of tables) {
    const rows = (await database.db.select().from(table)) as Record<string, unknown>[]
    for (const row of rows) for (const [column, value] of Object.entries(row)) for (const text of strings(value)) texts.push({ where: `${getTableName(table)}.${column}`, text })
  }
})
afterAll(() => database.close())

describe('the seed’s texts', () => {
  it('were all read (the check is not vacuous)', () => {
    expect(texts.length).toBeGreaterThan(2000)
    expect(texts.some((x) => x.where === 'opinions.content')).toBe(true)
  })

  it('carry no profit-sharing, return-promise or hype wording', () => {
    expect(texts.flatMap(({ where, text }) => findForbiddenWording(text).map((f) => `${where}: ${f.word} in 「${f.clause}」`))).toEqual([])
  })

  it('state every legal fact as the one source does (cooling-off, rates, minimum, risk types, the firm)', () => {
    expect(texts.flatMap(({ where, text }) => findFactConflicts(text).map((c) => `${where}: ${c} in 「${text.slice(0, 60)}」`))).toEqual([])
  })

  it('name each investor’s risk type as core does (C2 谨慎型, C3 稳健型)', async () => {
    const users = await database.db.select().from(t.users)
    const named = users.filter((u) => u.riskLevel !== null)
    expect(named.length).toBeGreaterThan(10)
    for (const u of named) expect([u.id, u.levelName]).toEqual([u.id, INVESTOR_RISK_TYPES[u.riskLevel as RiskGrade]])
  })

  it('state one new-customer offer value', () => {
    const offers = texts.filter((x) => x.text.includes('新客'))
    expect(offers.length).toBeGreaterThanOrEqual(2)
    for (const { where, text } of offers) expect([where, text.match(/(\d+)元/)?.[1]]).toEqual([where, String(NEW_CUSTOMER_OFFER_YUAN)])
  })

  it('give no named-security call on a public surface: free opinions, every opinion’s title and summary, public answers, intros', async () => {
    const { db } = database
    const names = (await db.select({ name: t.quotes.name }).from(t.quotes)).map((q) => q.name)
    expect(names.length).toBeGreaterThan(5)
    const opinions = await db.select().from(t.opinions)
    const threads = await db.select().from(t.quizThreads)
    const packs = await db.select().from(t.tipsPacks)
    const products = await db.select().from(t.products)
    const publicTexts = [
      ...opinions.flatMap((o) => [o.title, o.summary, ...(o.packageId === null ? [o.content] : [])]),
      ...threads.filter((q) => q.isPublic).flatMap((q) => [q.question, q.answer ?? '']),
      ...packs.flatMap((p) => [p.intro, p.serviceDescription]),
      ...products.map((p) => p.intro),
      ...(await db.select().from(t.banners)).map((b) => b.title),
    ]
    expect(publicTexts.length).toBeGreaterThan(300)
    expect(publicTexts.flatMap((text) => findSecurityCalls(text.replace(/<[^>]+>/g, '。'), names))).toEqual([])
    // A free opinion says what it is: commentary.
    expect(opinions.filter((o) => o.packageId === null).every((o) => o.content.includes(COMMENTARY_NOTE))).toBe(true)
    // The paid update titles (holders only) do carry calls: the check above is not passing for want of calls to find.
    const titles = (await db.select({ title: t.tipsUpdates.title }).from(t.tipsUpdates)).map((u) => u.title)
    expect(titles.filter((title) => findSecurityCalls(title, names).length > 0).length).toBeGreaterThan(10)
  })

  it('sells the commission product by its fee on turnover, never by a period price', async () => {
    const { db } = database
    const [com] = await db.select().from(t.commissionProducts)
    expect(com!.rateDescription).toBe('成交金额的万分之8')
    expect((await db.select().from(t.priceItems)).filter((p) => p.productId === com!.productId)).toEqual([])
  })

  it('marks the R5 pack’s margin and leveraged-ETF risks for its disclosure', async () => {
    const products = await database.db.select().from(t.products)
    expect(products.find((p) => p.id === 'TIPR5')!.specialRisks).toEqual(['margin', 'leveragedEtf'])
    expect(products.filter((p) => p.specialRisks.length > 0).map((p) => p.id)).toEqual(['TIPR5'])
  })
})
