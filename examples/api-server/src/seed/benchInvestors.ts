// Investors for the load benchmark (scripts/bench/api-load.mjs, issue #34): signed-in endpoints measured with many
// investors, each with a token of their own, as well as with one. Demo mode only (`TOUGU_BENCH_INVESTORS`).
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import { DEMO_USERS } from './seedDatabase.js'

/** Most bench investors a server makes. */
export const MAX_BENCH_INVESTORS = 1_000

/** The login phone of bench investor `n` (1-based): 13700000001, 13700000002, … */
export const benchPhone = (n: number): string => `137${String(n).padStart(8, '0')}`

/**
 * Adds `count` investors (ids B0001…, phones from `benchPhone`), each holding a copy of the main demo investor's
 * orders (every status) and coupons (every kind), so each one's lists are as long as the main investor's.
 * Idempotent: fixed ids, conflicts skipped.
 *
 * @example await seedBenchInvestors(db, 200)
 */
export async function seedBenchInvestors(db: Db, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_BENCH_INVESTORS) throw new RangeError(`bench investors: 1…${MAX_BENCH_INVESTORS}, not ${count}`)
  const main = DEMO_USERS[0]
  const [template] = await db.select().from(t.users).where(eq(t.users.id, main.id))
  if (!template) throw new Error('bench investors copy the main demo investor: seed the database first')
  const orders = await db.select().from(t.orders).where(eq(t.orders.userId, main.id))
  const coupons = await db.select().from(t.coupons).where(eq(t.coupons.userId, main.id))
  await db.transaction(async (tx) => {
    for (let n = 1; n <= count; n++) {
      const id = `B${String(n).padStart(4, '0')}`
      await tx
        .insert(t.users)
        .values({ ...template, id, phone: benchPhone(n), cid: `77${String(n).padStart(7, '0')}`, userName: `压测${n}` })
        .onConflictDoNothing()
      const orderId = (o: string) => `${o}-${id}`
      if (orders.length) {
        await tx
          .insert(t.orders)
          .values(orders.map((o) => ({ ...o, id: orderId(o.id), userId: id, contractId: null, couponId: o.couponId ? `${o.couponId}-${id}` : null })))
          .onConflictDoNothing()
      }
      if (coupons.length) {
        await tx
          .insert(t.coupons)
          .values(coupons.map((c) => ({ ...c, id: `${c.id}-${id}`, userId: id, usedOrderId: c.usedOrderId ? orderId(c.usedOrderId) : null })))
          .onConflictDoNothing()
      }
    }
  })
}
