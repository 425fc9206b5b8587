// A database seeded before the coherent model (issue #32) keeps the old content: every batch runs once, and its rows
// are inserted only where none is. This moves such a database's content to the model's, once, in place by id:
// what investors read (advisers, products and prices, opinions, packs and their updates, the commission product and
// its updates, rooms, seeded Q&A, banners, activities, quotes, track records), never what they did (orders,
// contracts, coupons, papers, questions they asked). Times stay relative to the database's first start.
import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import type { Batch } from './batch.js'
import { buildTrackRecordRows } from './trackRecordSeed.js'

/** The meta key of this move: present once the database holds the model's content (a fresh one from the start). */
export const CONTENT_KEY = 'seed-content-2'

/** The content tables and the key a row is found by; users, orders, contracts, coupons and papers are not moved. */
const CONTENT: [PgTable, PgColumn[]][] = [
  [t.advisers, [t.advisers.id]],
  [t.products, [t.products.id]],
  [t.priceItems, [t.priceItems.productId, t.priceItems.periodId]],
  [t.opinionPackages, [t.opinionPackages.id]],
  [t.opinions, [t.opinions.id]],
  [t.tipsPacks, [t.tipsPacks.id]],
  [t.tipsUpdates, [t.tipsUpdates.id]],
  [t.commissionProducts, [t.commissionProducts.id]],
  [t.strategyUpdates, [t.strategyUpdates.id]],
  [t.liveRooms, [t.liveRooms.id]],
  [t.banners, [t.banners.id]],
  [t.quizThreads, [t.quizThreads.id]],
  [t.activities, [t.activities.id]],
  [t.quotes, [t.quotes.code]],
]

/** `col = excluded.col` for every column but the key (and a serial id). */
function updateAll(table: PgTable, key: PgColumn[]): Record<string, SQL> {
  const set: Record<string, SQL> = {}
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (key.includes(column) || name === 'id') continue
    set[name] = sql.raw(`excluded."${column.name}"`)
  }
  return set
}

/**
 * Moves the content of a database seeded before `CONTENT_KEY` to `batches` (the model's rows for the database's first
 * start), once. A fresh database (its batch 1 inserted just now) is only marked. Returns whether anything moved.
 */
export async function refreshSeedContentOnce(db: Db, { fresh, batches }: { fresh: boolean; batches: Record<string, (now: Date) => Batch[]> }): Promise<boolean> {
  if ((await db.select().from(t.meta).where(eq(t.meta.key, CONTENT_KEY))).length > 0) return false
  if (fresh) {
    await db.insert(t.meta).values({ key: CONTENT_KEY, value: 'fresh' }).onConflictDoNothing()
    return false
  }
  // Each batch again, for the moment it first ran (its meta row: `<version>@<instant>` or the instant).
  const rows = new Map<PgTable, object[]>()
  for (const [key, build] of Object.entries(batches)) {
    const [ran] = await db.select().from(t.meta).where(eq(t.meta.key, key))
    const at = ran ? new Date(ran.value.split('@').at(-1)!) : null
    if (!at || Number.isNaN(at.getTime())) continue
    for (const [table, values] of build(at)) rows.set(table, [...(rows.get(table) ?? []), ...values])
  }
  await db.transaction(async (tx) => {
    for (const [table, key] of CONTENT) {
      const values = rows.get(table) ?? []
      for (let i = 0; i < values.length; i += 200) {
        await tx.insert(table).values(values.slice(i, i + 200)).onConflictDoUpdate({ target: key, set: updateAll(table, key) })
      }
    }
    // Seeded rows the model no longer has: a pack's or the commission product's older updates, a stock it dropped.
    const ids = <T>(table: PgTable, pick: (row: T) => string) => ((rows.get(table) ?? []) as T[]).map(pick)
    const packIds = ids<typeof t.tipsPacks.$inferInsert>(t.tipsPacks, (p) => p.id)
    if (packIds.length > 0) {
      await tx.delete(t.tipsUpdates).where(and(inArray(t.tipsUpdates.packId, packIds), notInArray(t.tipsUpdates.id, ids<typeof t.tipsUpdates.$inferInsert>(t.tipsUpdates, (u) => u.id))))
      await tx.delete(t.strategyUpdates).where(notInArray(t.strategyUpdates.id, ids<typeof t.strategyUpdates.$inferInsert>(t.strategyUpdates, (u) => u.id)))
      await tx.delete(t.quotes).where(notInArray(t.quotes.code, ids<typeof t.quotes.$inferInsert>(t.quotes, (q) => q.code)))
    }
    // Track records end at their subject's win rate, which the model may have changed.
    const products = await tx.select({ id: t.products.id, winRate: t.products.winRate }).from(t.products).where(inArray(t.products.kind, ['tips', 'commission']))
    const advisers = await tx.select({ id: t.advisers.id, winRate: t.advisers.winRate }).from(t.advisers)
    const started = await tx.select().from(t.meta).where(eq(t.meta.key, 'seed-track-record'))
    const since = new Date(started[0]?.value ?? Number.NaN)
    if (!Number.isNaN(since.getTime())) {
      await tx.delete(t.trackRecords)
      const records = buildTrackRecordRows([...products.map((p) => ({ subject: 'product' as const, ...p })), ...advisers.map((a) => ({ subject: 'adviser' as const, ...a }))], since)
      for (let i = 0; i < records.length; i += 200) await tx.insert(t.trackRecords).values(records.slice(i, i + 200))
    }
    await tx.insert(t.meta).values({ key: CONTENT_KEY, value: 'moved' }).onConflictDoNothing()
  })
  return true
}
