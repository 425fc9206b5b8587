// Demo data that makes every screen meaningful (issue 6), coherent by construction (issue #32): one model — themes →
// stocks → products → content — in market.ts, catalogue.ts and content.ts, batch 1 in baseSeed.ts, the investors in
// investors.ts. Deterministic: fixed PRNG seeds and times relative to the `now` of the first start; idempotent: a
// `meta` row per batch, fixed ids, inserts that skip conflicts, so running it again changes nothing.
import { isWithinCoolingOff } from '@tougu/core'
import { eq, inArray, like, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import { ORDER_STATUS } from '../orders/servicePeriod.js'
import { buildSeed } from './baseSeed.js'
import { refreshSeedContentOnce } from './contentRefresh.js'
import { isoDay, seededOrder, utcToday, type Batch, type Row } from './batch.js'
import { stockOf } from './market.js'
import {
  A11Y16_USERS,
  COMPLIANCE_LAUNCH_USERS,
  COMPLIANCE_USERS,
  FRONT_DOOR_COUPON_PRODUCT_ID,
  FRONT_DOOR_HELD_PRODUCT_ID,
  FRONT_DOOR_USERS,
  HIGH_RISK_PACK_ID,
  HIGH_RISK_PRODUCT_ID,
  JOURNEY_RENEW_PRODUCT_ID,
  JOURNEY_USERS,
  KEEP19_RENEW_PRODUCT_ID,
  KEEP19_USERS,
  REACH19_USERS,
  SCENARIO_USERS,
  SIGN_FLOW_USERS,
  userRow,
} from './investors.js'
import { createRandom } from './random.js'
import { buildTrackRecordRows } from './trackRecordSeed.js'
import { SESSIONS, WINDOWS, momentBetween, momentIn, instantOf, tradingDaysWith } from './tradingCalendar.js'

export * from './investors.js'
export { buildSeed, NEW_CUSTOMER_OFFER_YUAN, SEED } from './baseSeed.js'
export { COMMISSION_PRODUCT_NAME } from './catalogue.js'

export const SEED_VERSION = '1'

const DAY = 24 * 60 * 60 * 1000

/**
 * Seed the database once. Returns false when it was already seeded.
 *
 * @example
 * const { db } = await openDatabase({ dataDir: ':memory:' })
 * await seedDatabase(db, { now: new Date() }) // true
 * await seedDatabase(db, { now: new Date() }) // false: nothing changes
 */
export async function seedDatabase(db: Db, { now }: { now: Date }): Promise<boolean> {
  // Batch 2 came later: a database seeded before it gets only batch 2, once, on its next start.
  const base = await insertBatchOnce(db, 'seed', `${SEED_VERSION}@${now.toISOString()}`, () => buildSeed(now))
  const scenarios = await insertBatchOnce(db, 'seed-2', now.toISOString(), () => buildScenarioSeed(now))
  const frontDoor = await insertBatchOnce(db, 'seed-3', now.toISOString(), () => buildFrontDoorSeed(now))
  // Named, not numbered: branches add batches in parallel and a shared number would skip one of them.
  const compliance = await insertBatchOnce(db, 'seed-compliance', now.toISOString(), () => buildComplianceSeed(now))
  const signFlow = await insertBatchOnce(db, 'seed-sign-flow', now.toISOString(), () => buildSignFlowSeed(now))
  const reach19 = await insertBatchOnce(db, 'seed-reach19', now.toISOString(), () => buildReach19Seed(now))
  const keep19 = await insertBatchOnce(db, 'seed-keep19', now.toISOString(), () => buildKeep19Seed(now))
  const a11y16 = await insertBatchOnce(db, 'seed-a11y16', now.toISOString(), () => buildA11y16Seed(now))
  const launch = await insertBatchOnce(db, 'seed-compliance-launch', now.toISOString(), () => buildComplianceLaunchSeed(now))
  const journey = await insertBatchOnce(db, 'seed-journey', now.toISOString(), () => buildJourneySeed(now))
  await moveLiveRoomsToDemoStream(db)
  // Drawn from the rows seeded above (whatever batch added them), so each record ends at its row's win rate.
  const trackRecord = await insertBatchOnce(db, 'seed-track-record', now.toISOString(), () => buildTrackRecordSeed(db, now))
  // A database seeded before the coherent model (issue #32) gets the model's content, once (decision wave3-seed-5).
  const moved = await refreshSeedContentOnce(db, { fresh: base, batches: { seed: buildSeed, 'seed-2': buildScenarioSeed, 'seed-sign-flow': buildSignFlowSeed } })
  return base || scenarios || frontDoor || compliance || signFlow || reach19 || keep19 || a11y16 || launch || journey || trackRecord || moved
}

/** Track records of the tips packs, commission products and advisers in the database (this project's extension). */
async function buildTrackRecordSeed(db: Db, now: Date): Promise<Batch[]> {
  const products = await db
    .select({ id: t.products.id, winRate: t.products.winRate })
    .from(t.products)
    .where(inArray(t.products.kind, ['tips', 'commission']))
  const advisers = await db.select({ id: t.advisers.id, winRate: t.advisers.winRate }).from(t.advisers)
  const subjects = [
    ...products.map((p) => ({ subject: 'product' as const, ...p })),
    ...advisers.map((a) => ({ subject: 'adviser' as const, ...a })),
  ]
  return [[t.trackRecords, buildTrackRecordRows(subjects, now)]]
}

async function insertBatchOnce(db: Db, key: string, value: string, build: () => Batch[] | Promise<Batch[]>): Promise<boolean> {
  const done = await db.select().from(t.meta).where(eq(t.meta.key, key))
  if (done.length > 0) return false
  const rows = await build()
  await db.transaction(async (tx) => {
    for (const [table, values] of rows) {
      for (let i = 0; i < values.length; i += 200) {
        await tx.insert(table).values(values.slice(i, i + 200)).onConflictDoNothing()
      }
    }
    await tx.insert(t.meta).values({ key, value }).onConflictDoNothing()
  })
  return true
}

/**
 * Seed batch 2: the scenario investors and the R5 product. No PRNG; prices and windows are fixed, relative to `now`.
 * Pure: same `now` → same rows.
 */
export function buildScenarioSeed(now: Date): Batch[] {
  const today = utcToday(now)
  const products: Row<typeof t.products>[] = [
    {
      id: HIGH_RISK_PRODUCT_ID,
      name: '杠杆策略锦囊·新能源',
      kind: 'tips',
      adviserId: 'TG001',
      riskLevel: 5,
      intro: '杠杆策略锦囊·新能源：高风险，仅适合风险承受能力为激进型（C5）的投资者。',
      sales: 120,
      subscribers: 36,
      winRate: '55.00',
      subscribeLimit: 1,
      onSale: true,
      // It trades on margin and in leveraged ETFs: its risk disclosure must say so (issue #37).
      specialRisks: ['margin', 'leveragedEtf'],
    },
  ]
  const priceItems: Row<typeof t.priceItems>[] = [14, 20].map((periodId) => ({
    productId: HIGH_RISK_PRODUCT_ID,
    periodId,
    price: periodId === 14 ? '398.00' : '3800.00',
    oldPrice: periodId === 14 ? '498.00' : '4800.00',
    startDate: isoDay(new Date(today.getTime() - 30 * DAY)),
    endDate: isoDay(new Date(today.getTime() + 180 * DAY)),
    moduleEndTime: null,
    type: 1,
  }))
  // The waiver investor's in-transit (cooling-off) order: what the refund dialog lists.
  const waiver = seededOrder({ no: '200001', userId: 'C1006', productId: 'PKG7', periodId: 14, status: ORDER_STATUS.coolingOff, createdAt: new Date(now.getTime() - DAY - 5 * 60 * 1000) })
  return [
    [t.users, SCENARIO_USERS.map((u) => userRow(u, today))],
    [t.products, products],
    [t.priceItems, priceItems],
    [t.contracts, [waiver.contract]],
    [t.orders, [waiver.order]],
  ]
}

/**
 * Seed batch compliance: the investors of the signing account checks (arrears, low assets, referrer and
 * contact phone). Users only, no PRNG. Pure: same `now` → same rows.
 */
export function buildComplianceSeed(now: Date): Batch[] {
  return [[t.users, COMPLIANCE_USERS.map((u) => userRow(u, utcToday(now)))]]
}

/** Seed batch reach19: the purchase-webview investors. Users only, no PRNG. Pure: same `now` → same rows. */
export function buildReach19Seed(now: Date): Batch[] {
  return [[t.users, REACH19_USERS.map((u) => userRow(u, utcToday(now)))]]
}

/** A paid order of a product, `paidDaysAgo` days before `now`, in its cooling-off or past it by core's rule. */
function paidBefore(now: Date, no: string, userId: string, productId: string, periodId: number, paidDaysAgo: number) {
  const createdAt = new Date(now.getTime() - paidDaysAgo * DAY - 5 * 60 * 1000)
  // Within the cooling-off or past it by core's rule (5 working days after signing: at least 7 calendar days).
  const status = isWithinCoolingOff(createdAt, now) ? ORDER_STATUS.coolingOff : ORDER_STATUS.inService
  return seededOrder({ no, userId, productId, periodId, status, createdAt })
}

/**
 * Seed batch compliance-launch: the investors of e2e/compliance-launch.spec.ts and their orders: a month of PKG10
 * (retiring, transfers to PKG9) paid 10 days ago for 301–303; for 304/305 a month of PKG3 paid a day ago (within the
 * cooling-off) and a quarter of TIP2 paid 20 days ago (past it). No PRNG; relies on batch 1's products. Pure: same
 * `now` → same rows.
 */
export function buildComplianceLaunchSeed(now: Date): Batch[] {
  const held = [
    paidBefore(now, '51', 'C1301', 'PKG10', 14, 10),
    paidBefore(now, '52', 'C1302', 'PKG10', 14, 10),
    paidBefore(now, '53', 'C1303', 'PKG10', 14, 10),
    paidBefore(now, '54', 'C1304', 'PKG3', 14, 1),
    paidBefore(now, '55', 'C1304', 'TIP2', 16, 20),
    paidBefore(now, '56', 'C1305', 'PKG3', 14, 1),
    paidBefore(now, '57', 'C1305', 'TIP2', 16, 20),
  ]
  return [
    [t.users, COMPLIANCE_LAUNCH_USERS.map((u) => userRow(u, utcToday(now)))],
    [t.contracts, held.map((h) => h.contract)],
    [t.orders, held.map((h) => h.order)],
  ]
}

/** Seed batch a11y16: the accessibility e2e's investor. Users only, no PRNG. Pure: same `now` → same rows. */
export function buildA11y16Seed(now: Date): Batch[] {
  return [[t.users, A11Y16_USERS.map((u) => userRow(u, utcToday(now)))]]
}

/**
 * Seed batch journey: the journey e2e's investors, each with a month of JOURNEY_RENEW_PRODUCT_ID paid 26 days ago (past
 * cooling-off, due for renewal). No PRNG; relies on batch 1's product. Pure: same `now` → same rows.
 */
export function buildJourneySeed(now: Date): Batch[] {
  const held = JOURNEY_USERS.map((u, i) => paidBefore(now, `50000${i + 1}`, u.id, JOURNEY_RENEW_PRODUCT_ID, 14, 26))
  return [
    [t.users, JOURNEY_USERS.map((u) => userRow(u, utcToday(now)))],
    [t.contracts, held.map((h) => h.contract)],
    [t.orders, held.map((h) => h.order)],
  ]
}

/**
 * The live rooms of a database seeded before the demo stream (decision wave3-journey-6) named addresses that do not
 * resolve: they are moved to the stream the server serves, once (later runs find nothing to move).
 */
async function moveLiveRoomsToDemoStream(db: Db): Promise<void> {
  await db
    .update(t.liveRooms)
    .set({ streamUrl: sql`'/media/stream/' || ${t.liveRooms.id} || '/live.m3u8'` })
    .where(like(t.liveRooms.streamUrl, 'https://live.tougu.example/%'))
  await db
    .update(t.liveRooms)
    .set({ replayUrl: sql`'/media/stream/' || ${t.liveRooms.id} || '/replay.m3u8'` })
    .where(like(t.liveRooms.replayUrl, 'https://live.tougu.example/%'))
}

/**
 * Seed batch keep19: an investor whose month of PKG10 (paid 25 days ago, past cooling-off) ends within the
 * renewal window. No PRNG; relies on batch 1's PKG10. Pure: same `now` → same rows.
 */
export function buildKeep19Seed(now: Date): Batch[] {
  const held = paidBefore(now, '400001', 'C1193', KEEP19_RENEW_PRODUCT_ID, 14, 25)
  return [
    [t.users, KEEP19_USERS.map((u) => userRow(u, utcToday(now)))],
    [t.contracts, [held.contract]],
    [t.orders, [held.order]],
  ]
}

/**
 * Seed batch sign-flow: the signing specs' investors and the page of the R5 product (before it, TIPR5 had no
 * content, so no tap in the app led to it). No PRNG; relies on batch 1's adviser TG001 and batch 2's TIPR5.
 * Pure: same `now` → same rows.
 */
export function buildSignFlowSeed(now: Date): Batch[] {
  const pack: Row<typeof t.tipsPacks> = {
    id: HIGH_RISK_PACK_ID,
    adviserId: 'TG001',
    productId: HIGH_RISK_PRODUCT_ID,
    name: '杠杆策略锦囊·新能源',
    intro: '杠杆策略锦囊·新能源：以融资融券与杠杆ETF参与新能源板块波段，波动大，仅适合激进型（C5）投资者。',
    serviceDescription: '服务期内每个交易日盘前推送不超过1只新能源板块杠杆策略标的，附买入区间与止损位；盘中风险即时提醒。',
    content: '',
  }
  // A push before the open two trading days back, and the intraday alert on it the last trading day.
  const stock = stockOf('300750')
  const [alertDay, , pushDay] = tradingDaysWith(WINDOWS.afternoonSession, now, 3)
  const r = createRandom(901)
  const pushed = momentIn(pushDay!, WINDOWS.preMarket, now, r)!
  const alerted = momentBetween(instantOf(alertDay!, 0), new Date(Math.min(now.getTime(), instantOf(alertDay! + 1, 0).getTime())), () => SESSIONS, r)!
  const low = Math.round(stock.level * 0.97)
  const stop = Math.round(stock.level * 0.92)
  pack.content = `<p>当前持仓：${stock.name}（${stock.code}），买入区间${low}.00–${stock.level}.00元，止损位${stop}.00元，杠杆仓位已减至1成。</p><p>操作纪律：杠杆仓位不超过总资产的10%，跌破止损位坚决离场。</p>`
  const updates: Row<typeof t.tipsUpdates>[] = [
    {
      id: `${HIGH_RISK_PACK_ID}-U1`,
      packId: HIGH_RISK_PACK_ID,
      title: '宁德时代：减仓观望',
      content: `${stock.name}（${stock.code}）短期涨幅较大，盘中冲高回落，建议仓位不超过1成，止损位${stop}.00元不变。`,
      stockCode: stock.code,
      stockName: stock.name,
      publishedAt: alerted,
    },
    {
      id: `${HIGH_RISK_PACK_ID}-U2`,
      packId: HIGH_RISK_PACK_ID,
      title: '宁德时代：逢低吸纳',
      content: `${stock.name}（${stock.code}）回踩20日均线获得支撑，可通过融资小仓位参与。买入区间${low}.00–${stock.level}.00元，止损位${stop}.00元，杠杆仓位不超过1成。`,
      stockCode: stock.code,
      stockName: stock.name,
      publishedAt: pushed,
    },
  ]
  return [
    [t.users, SIGN_FLOW_USERS.map((u) => userRow(u, utcToday(now)))],
    [t.tipsPacks, [pack]],
    [t.tipsUpdates, updates],
  ]
}

/**
 * Seed batch 3: the front-door investors, their coupons and the holder's in-service order. No PRNG; relies
 * on batch 1's products (TIP10, TIP15). Pure: same `now` → same rows.
 */
export function buildFrontDoorSeed(now: Date): Batch[] {
  const coupons: Row<typeof t.coupons>[] = FRONT_DOOR_USERS.slice(0, 2).map((u, i) => ({
    id: `CP30${i + 1}`,
    userId: u.id,
    name: '锦囊专享20元券',
    kind: 'cash',
    amount: '20.00',
    threshold: '0.00',
    experienceDays: 0,
    productId: FRONT_DOOR_COUPON_PRODUCT_ID,
    adviserId: null,
    validFrom: new Date(now.getTime() - 10 * DAY),
    validTo: new Date(now.getTime() + 60 * DAY),
    usedAt: null,
    usedOrderId: null,
  }))
  // Paid 10 days ago for a year: past cooling-off, in service.
  const held = paidBefore(now, '300001', 'C1012', FRONT_DOOR_HELD_PRODUCT_ID, 20, 10)
  return [
    [t.users, FRONT_DOOR_USERS.map((u) => userRow(u, utcToday(now)))],
    [t.coupons, coupons],
    [t.contracts, [held.contract]],
    [t.orders, [held.order]],
  ]
}
