// Demo data that makes every screen meaningful (issue 6). Deterministic: a fixed PRNG seed and times
// relative to the `now` of the first start; idempotent: a `meta` row records the seed version, rows
// have fixed ids and inserts skip conflicts, so running it again changes nothing.
import { eq, inArray, like, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import type { SeedQuestion } from '../db/schema.js'
import { COMMENTARY_NOTE, COMMISSION_FEE, COMMISSION_MIN_ASSETS, COOLING_OFF, INVESTOR_RISK_TYPES, commissionFeeTerms, isWithinCoolingOff, rateText, yuanText } from '@tougu/core'
import { ORDER_STATUS, serviceEnd } from '../orders/servicePeriod.js'
import { createRandom } from './random.js'
import { buildTrackRecordRows } from './trackRecordSeed.js'

export const SEED_VERSION = '1'
export const SEED = 20260601

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** The demo investors (the login phone numbers are printed at start and listed in the README). */
export const DEMO_USERS = [
  { id: 'C1001', phone: '13800000001', cid: '880010001', userName: '张伟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 350000, inArrears: false },
  { id: 'C1002', phone: '13800000002', cid: '880010002', userName: '李娜', riskLevel: 2, riskEndInDays: 200, customerClass: '普通投资者', assets: 52000, inArrears: false },
  { id: 'C1003', phone: '13800000003', cid: '880010003', userName: '王芳', riskLevel: 3, riskEndInDays: -30, customerClass: '普通投资者', assets: 18000, inArrears: true },
  { id: 'C1004', phone: '13800000004', cid: '880010004', userName: '刘洋', riskLevel: null, riskEndInDays: null, customerClass: '普通投资者', assets: 5000, inArrears: false },
  { id: 'C1005', phone: '13800000005', cid: '880010005', userName: '陈静', riskLevel: 5, riskEndInDays: 500, customerClass: '专业投资者', assets: 1200000, inArrears: false },
] as const

/**
 * Investors of single scenarios (seed batch 2, decision api-server-7): each one's data is changed by one
 * end-to-end test only, so tests sharing a database never race. 06 holds an in-transit order and an
 * unanswered type 2 paper (waiver 是 path), 07 is conservative (C2) for the R5 product, 08 and 09 have no
 * orders (fault injection; payment inside WeChat).
 */
export const SCENARIO_USERS = [
  { id: 'C1006', phone: '13800000006', cid: '880010006', userName: '赵敏', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 260000, inArrears: false },
  { id: 'C1007', phone: '13800000007', cid: '880010007', userName: '孙丽', riskLevel: 2, riskEndInDays: 300, customerClass: '普通投资者', assets: 80000, inArrears: false },
  { id: 'C1008', phone: '13800000008', cid: '880010008', userName: '周强', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
  { id: 'C1009', phone: '13800000009', cid: '880010009', userName: '吴昊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const

/**
 * Investors of the front-door end-to-end test (seed batch 3, decision wave2-frontdoor-1): 10 and 11 buy from
 * every product page, one per device project, so the two runs never share a product and an investor; they
 * each hold a coupon for one product (its 可用产品 row is a way in). 12 holds a product and only reads it
 * (the privilege list failing must not lock what the server unlocked).
 */
export const FRONT_DOOR_USERS = [
  { id: 'C1010', phone: '13800000010', cid: '880010010', userName: '郑爽', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1011', phone: '13800000011', cid: '880010011', userName: '冯磊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1012', phone: '13800000012', cid: '880010012', userName: '何珊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const
/**
 * Investors of the signing account checks (seed batch compliance, decision wave2-compliance-1): 101 owes fees,
 * 102 has too little in the account for the commission product, 103 and 104 (one per device project) sign
 * with a referrer code and change their contact phone. All are C4 with a valid assessment, so only the
 * account check under test can refuse them.
 */
export const COMPLIANCE_USERS = [
  { id: 'C1101', phone: '13800000101', cid: '880011101', userName: '钱进', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 300000, inArrears: true },
  { id: 'C1102', phone: '13800000102', cid: '880011102', userName: '林溪', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 20000, inArrears: false },
  { id: 'C1103', phone: '13800000103', cid: '880011103', userName: '沈舟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1104', phone: '13800000104', cid: '880011104', userName: '韩梅', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/**
 * Investors of the signing specs (seed batch sign-flow, decision wave2-frontdoor2-1): each pair is one per device
 * project. 201/202 buy in e2e/sign-flow.spec.ts, 203/204 in e2e/purchase.spec.ts, so those specs no longer
 * share the main demo investor (whose orders and holdings other specs count) or each other.
 */
export const SIGN_FLOW_USERS = [
  { id: 'C1201', phone: '13800000201', cid: '880011201', userName: '邵阳', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1202', phone: '13800000202', cid: '880011202', userName: '邱月', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1203', phone: '13800000203', cid: '880011203', userName: '贺川', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1204', phone: '13800000204', cid: '880011204', userName: '龚宁', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/** The tips pack that sells the R5 product: its page is where an investor meets TIPR5 (a content id, not the product id). */
export const HIGH_RISK_PACK_ID = 'TP901'

/**
 * Investors of the purchase-webview test (seed batch reach19, decision wave2-reach19-2): each signs the
 * commission product inside the (fake) native app and closes the result's webview; one per device project.
 */
export const REACH19_USERS = [
  { id: 'C1191', phone: '13800000191', cid: '880011191', userName: '梁晨', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1192', phone: '13800000192', cid: '880011192', userName: '罗欣', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/**
 * The investor of the keeping e2e (seed batch keep19, decision wave2-keep19-1): holds the retiring package
 * PKG10 (it transfers to PKG9) for a month paid 25 days ago, so its service ends within the renewal window.
 */
export const KEEP19_USERS = [
  { id: 'C1193', phone: '13800000193', cid: '880011193', userName: '莫言', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const
/**
 * The investor of the accessibility e2e (seed batch a11y16, decision wave2-ux16b-2): no spec answers their type 2
 * follow-up paper, so the follow-up dialog is there to audit in every run and on every device project.
 */
export const A11Y16_USERS = [
  { id: 'C1161', phone: '13800000161', cid: '880011161', userName: '简宁', riskLevel: 3, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const
/**
 * Investors of the launch-compliance e2e (seed batch compliance-launch, issue #37; e2e/compliance-launch.spec.ts
 * only). 301/302 (one per device project) hold the retiring PKG10 and answer its transfer; 303 holds it too with an
 * assessment past its end (accepting is refused); 304/305 hold one order in its cooling-off and one past it (the
 * cancellation dialog's quotes); 306/307 sign the commission product; 308 holds nothing (asking an adviser, sign-in).
 */
export const COMPLIANCE_LAUNCH_USERS = [
  { id: 'C1301', phone: '13800000301', cid: '880011301', userName: '易安', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1302', phone: '13800000302', cid: '880011302', userName: '柏舟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1303', phone: '13800000303', cid: '880011303', userName: '岳峰', riskLevel: 4, riskEndInDays: -10, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1304', phone: '13800000304', cid: '880011304', userName: '池雨', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1305', phone: '13800000305', cid: '880011305', userName: '卜凡', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1306', phone: '13800000306', cid: '880011306', userName: '甘霖', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1307', phone: '13800000307', cid: '880011307', userName: '闻笛', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1308', phone: '13800000308', cid: '880011308', userName: '向晚', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const

/**
 * The investors of the journey e2e (seed batch journey, decision wave3-journey-12), one per context it walks (browser,
 * WeChat variant, native simulator): each buys every kind of product, and holds a month of JOURNEY_RENEW_PRODUCT_ID
 * paid 26 days before the seed's `now`, so that service is due for renewal (its last 6 or 7 days) on the day they buy.
 */
export const JOURNEY_USERS = [
  { id: 'C1321', phone: '13800000321', cid: '880011321', userName: '骆川', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
  { id: 'C1322', phone: '13800000322', cid: '880011322', userName: '闻溪', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
  { id: 'C1323', phone: '13800000323', cid: '880011323', userName: '乔木', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
] as const
/** The product JOURNEY_USERS hold, due for renewal. */
export const JOURNEY_RENEW_PRODUCT_ID = 'TIP2'

/** The product KEEP19_USERS hold, due for renewal. */
export const KEEP19_RENEW_PRODUCT_ID = 'PKG10'

/** The product of the front-door investors' coupons. */
export const FRONT_DOOR_COUPON_PRODUCT_ID = 'TIP15'
/** The product the holder (13800000012) has in service. */
export const FRONT_DOOR_HELD_PRODUCT_ID = 'TIP10'

/** A high-risk (R5) product: no seeded investor but the C5 one may buy it (suitability refusal). */
export const HIGH_RISK_PRODUCT_ID = 'TIPR5'

/** The main demo investor: has orders in every status, coupons of every kind and Q&A threads. */
export const DEMO_PHONE = DEMO_USERS[0].phone

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱']
const GIVEN = ['明远', '思涵', '子轩', '雨桐', '浩然', '欣怡', '俊杰', '诗琪', '宇航', '梓萱', '文博', '嘉怡', '志强', '慧敏']
const TEAMS = ['宏观策略团队', '价值发现团队', '量化研究团队', '趋势跟踪团队']
const SPECIALTIES = ['价值投资', '短线交易', '行业轮动', '量化选股', '宏观策略', '技术分析']
const SECTORS = ['新能源', '半导体', '医药', '消费', '银行', '券商', '军工', '光伏', '白酒', '人工智能']
const STOCKS = [
  ['600519', '贵州茅台'], ['300750', '宁德时代'], ['601318', '中国平安'], ['000858', '五粮液'], ['600036', '招商银行'],
  ['002594', '比亚迪'], ['688981', '中芯国际'], ['601012', '隆基绿能'], ['600276', '恒瑞医药'], ['000333', '美的集团'],
] as const
/** The commission product's name (no 智能投顾: a person advises, issue #37). */
export const COMMISSION_PRODUCT_NAME = '佣金宝·组合投顾'
/** The one new-customer offer, in yuan: the activity and the coupon state the same value (issue #37). */
export const NEW_CUSTOMER_OFFER_YUAN = 50

/** Every period unit of spec §3, so every price label renders somewhere. */
const PERIODS = [0, 1, 2, 7, 11, 14, 15, 16, 19, 20, 24] as const
/** What a subscription includes, per product kind (product pages list it). */
const SERVICE_ITEMS: Record<string, string[]> = {
  tips: ['每个交易日盘前推送精选标的', '买入区间、目标价与止损位', '盘中异动即时提醒', '锦囊全部历史更新可查'],
  package: ['观点包内全部观点全文', '盘前盘后产业链机会解读', '仓位与风险控制建议'],
  commission: ['组合策略与调仓提醒', '每周策略报告', `签约后${COOLING_OFF.workingDays}个工作日冷静期内解约不收费`],
  live: ['付费直播全程观看', '直播回放'],
}

const BASE_PRICE: Record<number, number> = { 0: 9800, 1: 19.9, 2: 36, 7: 99, 11: 180, 14: 298, 15: 560, 16: 798, 19: 1500, 20: 2800, 24: 0 }

const day = (d: Date): string => d.toISOString().slice(0, 10)

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
  return base || scenarios || frontDoor || compliance || signFlow || reach19 || keep19 || a11y16 || launch || journey || trackRecord
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

type Row<T extends PgTable> = T['$inferInsert']
/** One table and its rows; the list is heterogeneous, so the rows are typed where they are built. */
type Batch = [PgTable, object[]]

type DemoUser =
  | (typeof DEMO_USERS)[number]
  | (typeof SCENARIO_USERS)[number]
  | (typeof FRONT_DOOR_USERS)[number]
  | (typeof COMPLIANCE_USERS)[number]
  | (typeof SIGN_FLOW_USERS)[number]
  | (typeof REACH19_USERS)[number]
  | (typeof KEEP19_USERS)[number]
  | (typeof A11Y16_USERS)[number]
  | (typeof COMPLIANCE_LAUNCH_USERS)[number]
  | (typeof JOURNEY_USERS)[number]

function userRow(u: DemoUser, today: Date): Row<typeof t.users> {
  return {
    id: u.id,
    phone: u.phone,
    cid: u.cid,
    userName: u.userName,
    riskLevel: u.riskLevel,
    // The suitability category's name is core's (C1 保守型 … C5 激进型), never a text of its own here.
    levelName: u.riskLevel === null ? null : INVESTOR_RISK_TYPES[u.riskLevel],
    riskEndDate: u.riskEndInDays === null ? null : day(new Date(today.getTime() + u.riskEndInDays * DAY)),
    customerClass: u.customerClass,
    singleFlag: 0,
    unionid: `wx_union_${u.id}`,
    contactPhone: u.phone,
    totalAssets: u.assets.toFixed(2),
    availableAssets: (u.assets * 0.4).toFixed(2),
    inArrears: u.inArrears,
  }
}

/**
 * Seed batch 2: the scenario investors and the R5 product. No PRNG (batch 1's random sequence stays as
 * it was); prices and windows are fixed, relative to `now`. Pure: same `now` → same rows.
 */
export function buildScenarioSeed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const users = SCENARIO_USERS.map((u) => userRow(u, today))
  const products: Row<typeof t.products>[] = [
    {
      id: HIGH_RISK_PRODUCT_ID,
      name: '杠杆策略锦囊·高风险',
      kind: 'tips',
      adviserId: 'TG001',
      riskLevel: 5,
      intro: '杠杆策略锦囊·高风险：仅适合风险承受能力为激进型（C5）的投资者。',
      sales: 120,
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
    startDate: day(new Date(today.getTime() - 30 * DAY)),
    endDate: day(new Date(today.getTime() + 180 * DAY)),
    moduleEndTime: null,
    type: 1,
  }))
  // The waiver investor's in-transit (cooling-off) order: what the refund dialog lists.
  const paidAt = new Date(now.getTime() - 1 * DAY)
  const contracts: Row<typeof t.contracts>[] = [
    { id: 'CT200001', userId: 'C1006', productId: 'PKG7', periodId: 14, price: '298.00', couponId: null, payAmount: '298.00', signedAt: new Date(paidAt.getTime() - 5 * 60 * 1000), orderId: 'OD200001' },
  ]
  const orders: Row<typeof t.orders>[] = [
    {
      id: 'OD200001',
      userId: 'C1006',
      productId: 'PKG7',
      contractId: 'CT200001',
      clientKey: 'seed-200001',
      periodId: 14,
      amount: '298.00',
      payAmount: '298.00',
      status: ORDER_STATUS.coolingOff,
      payStatus: 'paid',
      payType: 1,
      createdAt: new Date(paidAt.getTime() - 5 * 60 * 1000),
      paidAt,
      serviceStart: paidAt,
      serviceEnd: serviceEnd(14, paidAt, null),
      closedAt: null,
      refundAmount: null,
      isTrial: false,
    },
  ]
  return [
    [t.users, users],
    [t.products, products],
    [t.priceItems, priceItems],
    [t.contracts, contracts],
    [t.orders, orders],
  ]
}

/**
 * Seed batch compliance: the investors of the signing account checks (arrears, low assets, referrer and
 * contact phone). Users only, no PRNG. Pure: same `now` → same rows.
 */
export function buildComplianceSeed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return [[t.users, COMPLIANCE_USERS.map((u) => userRow(u, today))]]
}

/** Seed batch reach19: the purchase-webview investors. Users only, no PRNG. Pure: same `now` → same rows. */
export function buildReach19Seed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return [[t.users, REACH19_USERS.map((u) => userRow(u, today))]]
}

/**
 * Seed batch compliance-launch: the investors of e2e/compliance-launch.spec.ts and their orders: a month of PKG10
 * (retiring, transfers to PKG9) paid 10 days ago for 301–303; for 304/305 a month of PKG3 paid a day ago (within the
 * cooling-off) and a quarter of TIP2 paid 20 days ago (past it). No PRNG; relies on batch 1's products. Pure: same
 * `now` → same rows.
 */
export function buildComplianceLaunchSeed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const contracts: Row<typeof t.contracts>[] = []
  const orders: Row<typeof t.orders>[] = []
  const held = (n: number, userId: string, productId: string, periodId: number, price: string, paidDaysAgo: number) => {
    const paidAt = new Date(now.getTime() - paidDaysAgo * DAY)
    const signedAt = new Date(paidAt.getTime() - 5 * 60 * 1000)
    contracts.push({ id: `CT5${n}`, userId, productId, periodId, price, couponId: null, payAmount: price, signedAt, orderId: `OD5${n}` })
    orders.push({
      id: `OD5${n}`,
      userId,
      productId,
      contractId: `CT5${n}`,
      clientKey: `seed-5${n}`,
      periodId,
      amount: price,
      payAmount: price,
      // Within the cooling-off or past it by core's rule (5 working days after signing: at least 7 calendar days).
      status: isWithinCoolingOff(signedAt, now) ? ORDER_STATUS.coolingOff : ORDER_STATUS.inService,
      payStatus: 'paid',
      payType: 1,
      createdAt: signedAt,
      paidAt,
      serviceStart: paidAt,
      serviceEnd: serviceEnd(periodId, paidAt, null),
      closedAt: null,
      refundAmount: null,
      isTrial: false,
    })
  }
  held(1, 'C1301', 'PKG10', 14, '298.00', 10)
  held(2, 'C1302', 'PKG10', 14, '298.00', 10)
  held(3, 'C1303', 'PKG10', 14, '298.00', 10)
  held(4, 'C1304', 'PKG3', 14, '298.00', 1)
  held(5, 'C1304', 'TIP2', 16, '798.00', 20)
  held(6, 'C1305', 'PKG3', 14, '298.00', 1)
  held(7, 'C1305', 'TIP2', 16, '798.00', 20)
  return [
    [t.users, COMPLIANCE_LAUNCH_USERS.map((u) => userRow(u, today))],
    [t.contracts, contracts],
    [t.orders, orders],
  ]
}

/** Seed batch a11y16: the accessibility e2e's investor. Users only, no PRNG. Pure: same `now` → same rows. */
export function buildA11y16Seed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return [[t.users, A11Y16_USERS.map((u) => userRow(u, today))]]
}

/**
 * Seed batch journey: the journey e2e's investors, each with a month of JOURNEY_RENEW_PRODUCT_ID paid 26 days ago (past
 * cooling-off, due for renewal). No PRNG; relies on batch 1's product. Pure: same `now` → same rows.
 */
export function buildJourneySeed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const paidAt = new Date(now.getTime() - 26 * DAY)
  const held = JOURNEY_USERS.map((u, i) => heldMonth({ no: `50000${i + 1}`, userId: u.id, productId: JOURNEY_RENEW_PRODUCT_ID, paidAt }))
  return [
    [t.users, JOURNEY_USERS.map((u) => userRow(u, today))],
    [t.contracts, held.map((h) => h.contract)],
    [t.orders, held.map((h) => h.order)],
  ]
}

/** A month of a product paid at `paidAt` (¥298, WeChat pay, past cooling-off), with the contract it was signed on. */
function heldMonth({ no, userId, productId, paidAt }: { no: string; userId: string; productId: string; paidAt: Date }): { contract: Row<typeof t.contracts>; order: Row<typeof t.orders> } {
  const signedAt = new Date(paidAt.getTime() - 5 * 60 * 1000)
  return {
    contract: { id: `CT${no}`, userId, productId, periodId: 14, price: '298.00', couponId: null, payAmount: '298.00', signedAt, orderId: `OD${no}` },
    order: {
      id: `OD${no}`,
      userId,
      productId,
      contractId: `CT${no}`,
      clientKey: `seed-${no}`,
      periodId: 14,
      amount: '298.00',
      payAmount: '298.00',
      status: ORDER_STATUS.inService,
      payStatus: 'paid',
      payType: 1,
      createdAt: signedAt,
      paidAt,
      serviceStart: paidAt,
      serviceEnd: serviceEnd(14, paidAt, null),
      closedAt: null,
      refundAmount: null,
      isTrial: false,
    },
  }
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
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const held = heldMonth({ no: '400001', userId: 'C1193', productId: KEEP19_RENEW_PRODUCT_ID, paidAt: new Date(now.getTime() - 25 * DAY) })
  return [
    [t.users, KEEP19_USERS.map((u) => userRow(u, today))],
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
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const pack: Row<typeof t.tipsPacks> = {
    id: HIGH_RISK_PACK_ID,
    adviserId: 'TG001',
    productId: HIGH_RISK_PRODUCT_ID,
    name: '杠杆策略锦囊·高风险',
    intro: '杠杆策略锦囊·高风险：融资融券与杠杆ETF策略，波动大，仅适合激进型（C5）投资者。',
    serviceDescription: '服务期内每个交易日盘前推送杠杆策略标的，附买入区间与止损位；盘中风险即时提醒。',
    content: '<p>当前策略：杠杆ETF波段。</p><p>操作纪律：杠杆仓位不超过总资产的10%，跌破止损位坚决离场。</p>',
  }
  const update: Row<typeof t.tipsUpdates> = {
    id: `${HIGH_RISK_PACK_ID}-U1`,
    packId: HIGH_RISK_PACK_ID,
    title: '宁德时代：减仓观望',
    content: '宁德时代（300750）短期涨幅较大，建议仓位不超过1成，止损5%。',
    stockCode: '300750',
    stockName: '宁德时代',
    publishedAt: new Date(now.getTime() - DAY),
  }
  return [
    [t.users, SIGN_FLOW_USERS.map((u) => userRow(u, today))],
    [t.tipsPacks, [pack]],
    [t.tipsUpdates, [update]],
  ]
}

/**
 * Seed batch 3: the front-door investors, their coupons and the holder's in-service order. No PRNG; relies
 * on batch 1's products (TIP10, TIP15). Pure: same `now` → same rows.
 */
export function buildFrontDoorSeed(now: Date): Batch[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const users = FRONT_DOOR_USERS.map((u) => userRow(u, today))
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
  const paidAt = new Date(now.getTime() - 10 * DAY)
  const contracts: Row<typeof t.contracts>[] = [
    { id: 'CT300001', userId: 'C1012', productId: FRONT_DOOR_HELD_PRODUCT_ID, periodId: 20, price: '2800.00', couponId: null, payAmount: '2800.00', signedAt: new Date(paidAt.getTime() - 5 * 60 * 1000) },
  ]
  const orders: Row<typeof t.orders>[] = [
    {
      id: 'OD300001',
      userId: 'C1012',
      productId: FRONT_DOOR_HELD_PRODUCT_ID,
      contractId: 'CT300001',
      clientKey: 'seed-300001',
      periodId: 20,
      amount: '2800.00',
      payAmount: '2800.00',
      status: ORDER_STATUS.inService,
      payStatus: 'paid',
      payType: 1,
      createdAt: new Date(paidAt.getTime() - 5 * 60 * 1000),
      paidAt,
      serviceStart: paidAt,
      serviceEnd: serviceEnd(20, paidAt, null),
      closedAt: null,
      refundAmount: null,
      isTrial: false,
    },
  ]
  return [
    [t.users, users],
    [t.coupons, coupons],
    [t.contracts, contracts],
    [t.orders, orders],
  ]
}

/** All seed rows in insertion order (parents first). Pure: same `now` → same rows. */
export function buildSeed(now: Date): Batch[] {
  const r = createRandom(SEED)
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

  const users: Row<typeof t.users>[] = DEMO_USERS.map((u) => userRow(u, today))

  const advisers: Row<typeof t.advisers>[] = Array.from({ length: 14 }, (_, i) => {
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5) % GIVEN.length]}`
    const specialty = r.pick(SPECIALTIES)
    const sector = r.pick(SECTORS)
    const years = r.int(5, 18)
    return {
      id: `TG${String(i + 1).padStart(3, '0')}`,
      name,
      tgName: name,
      teamName: TEAMS[i % TEAMS.length] as string,
      qualificationNo: `S0${r.int(100, 999)}5${r.int(10000000, 99999999)}`,
      title: r.pick(['首席投资顾问', '资深投资顾问', '投资顾问', '高级投资顾问']),
      avatar: `/media/avatar/TG${String(i + 1).padStart(3, '0')}.webp`,
      intro: `${years}年证券从业经验，擅长${specialty}与${sector}板块研究。`,
      specialty,
      tags: [specialty, sector, TEAMS[i % TEAMS.length]?.slice(0, 4) ?? ''],
      bio: `${name}，${years}年证券从业经验，${TEAMS[i % TEAMS.length]}核心成员。长期跟踪${sector}产业链，投资风格以${specialty}为主，注重风险控制与仓位管理。`,
      followers: r.int(800, 120000),
      winRate: (r.int(5200, 7800) / 100).toFixed(2),
      sort: i + 1,
      // The same years the intro and bio quote, so the product pages' credentials agree with them.
      practiceSinceYear: now.getUTCFullYear() - years,
    }
  })
  const tg = (i: number) => (advisers[i % advisers.length] as { id: string }).id

  const products: Row<typeof t.products>[] = []
  const priceItems: Row<typeof t.priceItems>[] = []
  const addProduct = (
    id: string,
    name: string,
    kind: string,
    adviserIndex: number,
    periods: readonly number[],
    more: Partial<Row<typeof t.products>> = {},
  ) => {
    const row: Row<typeof t.products> = {
      id,
      name,
      kind,
      adviserId: tg(adviserIndex),
      riskLevel: r.int(1, 4),
      intro: `${name}：由${(advisers[adviserIndex % advisers.length] as { name: string }).name}提供的${kind === 'tips' ? '锦囊' : kind === 'commission' ? '按佣金收费投顾服务' : kind === 'live' ? '付费直播' : '观点包'}服务。`,
      sales: r.int(20, 5000),
      winRate: (r.int(5000, 8200) / 100).toFixed(2),
      subscribeLimit: 1,
      onSale: true,
      serviceItems: SERVICE_ITEMS[kind] ?? [],
      ...more,
    }
    // Current holders: a share of all-time sales (no extra random draw, so the rest of the seed is unchanged).
    row.subscribers = Math.round(row.sales * 0.35)
    products.push(row)
    for (const periodId of periods) {
      const base = BASE_PRICE[periodId] ?? 99
      const price = periodId === 24 ? 0 : Math.round(base * (0.8 + r.next() * 0.4) * 100) / 100
      const windowed = periodId !== 24
      priceItems.push({
        productId: id,
        periodId,
        price: price.toFixed(2),
        oldPrice: (periodId === 24 ? 99 : price * 1.25).toFixed(2),
        // Some quarter prices are not on sale yet, so the app's price blanking shows up; the
        // month price (14) of every product is always on sale.
        startDate: windowed ? day(new Date(today.getTime() - (periodId === 16 && r.chance(0.3) ? -10 : 30) * DAY)) : null,
        endDate: windowed ? day(new Date(today.getTime() + 180 * DAY)) : null,
        moduleEndTime: periodId === 24 ? at(14 * DAY) : null,
        type: periodId === 24 ? 2 : 1,
      })
    }
  }
  // Every product offers month/quarter/year; across products, every period unit of spec §3 appears.
  const extra = (i: number): number[] => [PERIODS[i % PERIODS.length] as number, PERIODS[(i + 4) % PERIODS.length] as number]
  const periodsFor = (i: number) => [...new Set([14, 16, 20, ...extra(i)])].sort((a, b) => a - b)

  const opinionPackages: Row<typeof t.opinionPackages>[] = Array.from({ length: 10 }, (_, i) => {
    const name = `${r.pick(SECTORS)}${r.pick(['掘金', '精选', '前瞻', '深度'])}观点包`
    // The last package is being retired in favour of the ninth (getProductTransfer).
    addProduct(`PKG${i + 1}`, name, 'package', i, periodsFor(i), i === 9 ? { successorId: 'PKG9' } : {})
    return {
      id: `VP${String(i + 1).padStart(3, '0')}`,
      adviserId: tg(i),
      productId: `PKG${i + 1}`,
      name,
      intro: `每日盘前盘后解读${name.slice(0, 2)}产业链机会，附仓位建议。`,
      cover: `/media/package/VP${String(i + 1).padStart(3, '0')}.svg`,
      subscribers: r.int(30, 3000),
    }
  })

  const tipsPacks: Row<typeof t.tipsPacks>[] = []
  const tipsUpdates: Row<typeof t.tipsUpdates>[] = []
  for (let i = 0; i < 15; i++) {
    const name = `${r.pick(['金股', '波段', '龙头', '题材', '价值'])}锦囊·${r.pick(SECTORS)}`
    // The last three packs form a series under the first one (getSubProduct).
    addProduct(`TIP${i + 1}`, name, 'tips', i + 3, periodsFor(i + 10), i >= 12 ? { parentId: 'TIP1' } : {})
    const id = `TP${String(i + 1).padStart(3, '0')}`
    tipsPacks.push({
      id,
      adviserId: tg(i + 3),
      productId: `TIP${i + 1}`,
      name,
      intro: `${name}：精选标的，明确买卖点与止损位。`,
      serviceDescription: `服务期内每个交易日盘前推送不超过${r.int(1, 3)}只标的，附买入区间、目标价与止损位；盘中异动即时提醒。`,
      content: `<p>当前持仓：${r.pick(STOCKS)[1]}、${r.pick(STOCKS)[1]}。</p><p>操作纪律：单只标的仓位不超过${r.int(10, 30)}%，跌破止损位坚决离场。</p>`,
    })
    const updates = r.int(3, 6)
    for (let j = 0; j < updates; j++) {
      const [code, stock] = r.pick(STOCKS)
      tipsUpdates.push({
        id: `${id}-U${j + 1}`,
        packId: id,
        title: `${stock}：${r.pick(['建议关注', '逢低吸纳', '减仓观望', '止盈离场'])}`,
        content: `${stock}（${code}）${r.pick(['放量突破平台', '回踩20日均线', '业绩超预期', '估值处于历史低位'])}，建议仓位不超过${r.int(1, 3)}成，止损${r.int(3, 8)}%。`,
        stockCode: code,
        stockName: stock,
        // The newest update of each pack carries the adviser's spoken note (by index: no random draw).
        audioUrl: j === 0 ? `/media/audio/${id}-U1.wav` : null,
        publishedAt: at(-(j * 2 + r.next()) * DAY),
      })
    }
  }

  addProduct('COM1', COMMISSION_PRODUCT_NAME, 'commission', 0, [20], { minAssets: COMMISSION_MIN_ASSETS.toFixed(2), riskLevel: 3 })
  // Paid through its fee on turnover, never by a period price: the draw above stays (the rest of the seed keeps its
  // values), its price row goes, so no page lists the product at 「¥…起」 (issue #37).
  priceItems.splice(0, priceItems.length, ...priceItems.filter((p) => p.productId !== 'COM1'))
  const commissionProducts: Row<typeof t.commissionProducts>[] = [
    {
      id: 'CM001',
      adviserId: tg(0),
      productId: 'COM1',
      name: COMMISSION_PRODUCT_NAME,
      intro: '按成交金额收取服务费的投顾服务：无需预付，冷静期内不收费；签约后提供组合策略与调仓提醒。',
      serviceDescription: `签约账户总资产不低于${yuanText(COMMISSION_MIN_ASSETS)}；服务内容包括组合策略、调仓提醒与每周策略报告。`,
      strategy: '以沪深300成分股为主，结合行业景气度与估值分位进行轮动，单一标的仓位不超过20%。',
      rateDescription: `成交金额的${rateText(COMMISSION_FEE.rate)}`,
      // The fee terms are core's (COMMISSION_FEE): what the agreement states and the rules page shows.
      chargingNotice: `${commissionFeeTerms()[3]!}冷静期为签约之日起${COOLING_OFF.workingDays}个工作日（签约当日不计入），冷静期内解约不收取任何费用。`,
      chargingRules: [
        { title: '股票、基金交易', description: commissionFeeTerms()[0]!, rate: COMMISSION_FEE.rate },
        { title: '最低收费', description: commissionFeeTerms()[1]!, rate: '0' },
        { title: '债券交易', description: commissionFeeTerms()[2]!, rate: COMMISSION_FEE.bondRate },
      ],
    },
  ]
  const strategyUpdates: Row<typeof t.strategyUpdates>[] = Array.from({ length: 6 }, (_, i) => ({
    id: `CM001-S${i + 1}`,
    commissionId: 'CM001',
    title: `${r.pick(['调仓', '加仓', '减仓', '策略观点'])}：${r.pick(SECTORS)}`,
    content: `本周${r.pick(SECTORS)}板块景气度${r.pick(['回升', '分化', '走弱'])}，组合${r.pick(['提高', '降低'])}该板块权重至${r.int(5, 25)}%。`,
    publishedAt: at(-(i * 3 + 1) * DAY),
  }))

  // Paid live rooms share four products.
  for (let i = 0; i < 4; i++) addProduct(`LIVE${i + 1}`, `${r.pick(SECTORS)}直播特训营`, 'live', i + 5, periodsFor(i + 20))

  const liveRooms: Row<typeof t.liveRooms>[] = Array.from({ length: 20 }, (_, i) => {
    // 0–3 live now, 4–9 upcoming, 10–19 history.
    const startsAt = i < 4 ? at(-(i + 1) * 20 * 60 * 1000) : i < 10 ? at((i - 3) * 6 * HOUR) : at(-(i - 9) * 20 * HOUR)
    return {
      id: `LV${String(i + 1).padStart(3, '0')}`,
      adviserId: tg(i),
      title: `${r.pick(['早盘', '午间', '收评', '周末'])}${r.pick(['策略', '复盘', '热点', '答疑'])}：${r.pick(SECTORS)}怎么看`,
      intro: `${r.pick(SECTORS)}板块${r.pick(['机会', '风险', '轮动'])}分析与互动答疑。`,
      cover: `/media/live/LV${String(i + 1).padStart(3, '0')}.webp`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60 * 1000),
      viewers: r.int(100, 20000),
      productId: i % 5 === 0 ? `LIVE${i / 5 + 1}` : null,
      // The reference server's demo stream (decision wave3-journey-6): live rooms loop it, replays play it once.
      streamUrl: `/media/stream/LV${String(i + 1).padStart(3, '0')}/live.m3u8`,
      replayUrl: i >= 10 ? `/media/stream/LV${String(i + 1).padStart(3, '0')}/replay.m3u8` : null,
      // Every other replay has an audio track the media route serves (by index: no random draw).
      audioUrl: i >= 10 && i % 2 === 0 ? `/media/audio/LV${String(i + 1).padStart(3, '0')}.wav` : null,
    }
  })

  // Securities named by code, so opinions carry stock links (decision wave2-reach19-1); chosen by index, not
  // by a random draw, so every other seeded value stays as it was. A free opinion is public commentary: it names
  // a security as an example, never with a call; a package's (paid, clients only) may carry the call (issue #37).
  const opinionStock = (i: number, paid: boolean): string => {
    const [code, name] = STOCKS[i % STOCKS.length]!
    return paid ? `<p>关注标的：${name}（${code}）。</p>` : `<p>文中提及：${name}（${code}），仅作行业分析举例。</p>`
  }
  const opinions: Row<typeof t.opinions>[] = Array.from({ length: 200 }, (_, i) => {
    // The first 40 fall in the last 48 hours; the rest spread over ten days.
    const age = i < 40 ? r.next() * 47 * HOUR : 48 * HOUR + r.next() * 8 * DAY
    const sector = r.pick(SECTORS)
    const pkg = r.chance(0.3) ? (opinionPackages[r.int(0, 9)] as { id: string; adviserId: string }) : null
    const reads = r.int(50, 30000)
    return {
      id: `OP${String(i + 1).padStart(4, '0')}`,
      adviserId: pkg ? pkg.adviserId : tg(r.int(0, 13)),
      packageId: pkg ? pkg.id : null,
      title: `${sector}${r.pick(['迎来拐点？', '短期震荡不改趋势', '资金持续流入', '估值修复进行时', '政策催化不断'])}`,
      summary: `${sector}板块${r.pick(['今日放量上涨', '午后回落', '持续走强', '缩量整理'])}，我们的看法与应对策略。`,
      // The same draws for both (the rest of the seed keeps its values); only a package's opinion gives a call.
      content: pkg
        ? `<p>${sector}板块${r.pick(['基本面改善明显', '筹码结构良好', '短期涨幅较大'])}。</p><p>操作上建议${r.pick(['逢低布局', '分批建仓', '控制仓位', '高抛低吸'])}，注意${r.pick(['止损', '仓位', '节奏'])}。</p>${opinionStock(i, true)}`
        : `<p>${sector}板块${r.pick(['基本面改善明显', '筹码结构良好', '短期涨幅较大'])}。</p><p>${r.pick(['后续看政策与业绩的验证', '短期波动可能加大', '中长期看行业景气度变化', '资金面分歧仍在'])}，${r.pick(['量力而行', '理性看待', '注意风险'])}。</p>${opinionStock(i, false)}<p>${COMMENTARY_NOTE}</p>`,
      publishedAt: at(-age),
      reads,
      likes: Math.floor(reads / r.int(8, 30)),
      hot: reads > 18000 || i % 7 === 0,
    }
  })

  const banners: Row<typeof t.banners>[] = [
    { id: 'B1', title: '观点包首月体验', image: '/media/banner/B1.webp', link: '/view/package', sort: 1 },
    { id: 'B2', title: '今日直播：早盘策略', image: '/media/banner/B2.webp', link: '/live/list', sort: 2 },
    { id: 'B3', title: COMMISSION_PRODUCT_NAME, image: '/media/banner/B3.webp', link: '/commission/list', sort: 3 },
    { id: 'B4', title: '锦囊限时免费', image: '/media/banner/B4.webp', link: '/tips/list', sort: 4 },
  ]

  const main = DEMO_USERS[0].id
  const second = DEMO_USERS[1].id
  const contracts: Row<typeof t.contracts>[] = []
  const orders: Row<typeof t.orders>[] = []
  const priceOf = (productId: string, periodId: number) =>
    priceItems.find((p) => p.productId === productId && p.periodId === periodId)?.price ?? '0.00'
  const addOrder = (n: number, userId: string, productId: string, periodId: number, status: number, createdAgo: number) => {
    const createdAt = at(-createdAgo)
    const paid = status !== ORDER_STATUS.unpaid && status !== ORDER_STATUS.cancelled
    const paidAt = paid ? new Date(createdAt.getTime() + 5 * 60 * 1000) : null
    const end = paidAt ? serviceEnd(periodId, paidAt, null) : null
    const amount = priceOf(productId, periodId)
    contracts.push({ id: `CT${n}`, userId, productId, periodId, price: amount, couponId: null, payAmount: amount, signedAt: createdAt, orderId: `OD${n}` })
    orders.push({
      id: `OD${n}`,
      userId,
      productId,
      contractId: `CT${n}`,
      clientKey: `seed-${n}`,
      periodId,
      amount,
      payAmount: amount,
      status,
      payStatus: paid ? 'paid' : status === ORDER_STATUS.cancelled ? 'cancelled' : 'unpaid',
      payType: paid ? (n % 2) + 1 : null,
      createdAt,
      paidAt,
      serviceStart: paidAt,
      serviceEnd: end,
      closedAt: status === ORDER_STATUS.cancelled || status === ORDER_STATUS.refunded ? at(-createdAgo / 2) : null,
      refundAmount: status === ORDER_STATUS.refunded ? amount : null,
      isTrial: false,
    })
  }
  // The main investor holds an order in every status; the in-service and cooling-off ones feed the
  // cancellation dialog (stStatus 105/220).
  addOrder(100001, main, 'PKG1', 14, ORDER_STATUS.inService, 20 * DAY)
  addOrder(100002, main, 'TIP1', 16, ORDER_STATUS.coolingOff, 1 * DAY)
  addOrder(100003, main, 'PKG2', 14, ORDER_STATUS.unpaid, 2 * HOUR)
  addOrder(100004, main, 'TIP2', 14, ORDER_STATUS.finished, 45 * DAY)
  addOrder(100005, main, 'PKG3', 14, ORDER_STATUS.cancelled, 6 * DAY)
  addOrder(100006, main, 'TIP3', 14, ORDER_STATUS.refunded, 12 * DAY)
  addOrder(100007, main, 'LIVE1', 20, ORDER_STATUS.inService, 30 * DAY)
  addOrder(100008, second, 'PKG4', 14, ORDER_STATUS.inService, 15 * DAY)
  addOrder(100009, second, 'TIP4', 16, ORDER_STATUS.coolingOff, 2 * DAY)
  addOrder(100010, DEMO_USERS[2].id, 'PKG5', 14, ORDER_STATUS.inService, 25 * DAY)

  const coupons: Row<typeof t.coupons>[] = []
  const coupon = (id: string, userId: string, name: string, extra: Partial<Row<typeof t.coupons>>) =>
    coupons.push({
      id,
      userId,
      name,
      kind: 'cash',
      amount: '50.00',
      threshold: '200.00',
      experienceDays: 0,
      productId: null,
      adviserId: null,
      validFrom: at(-10 * DAY),
      validTo: at(30 * DAY),
      usedAt: null,
      usedOrderId: null,
      ...extra,
    })
  coupon('CP001', main, '全场通用50元券', {})
  coupon('CP002', main, '观点包专享30元券', { amount: '30.00', threshold: '100.00', productId: 'PKG1' })
  coupon('CP003', main, '指定投顾20元券', { amount: '20.00', threshold: '0.00', adviserId: tg(3) })
  coupon('CP004', main, `新客${NEW_CUSTOMER_OFFER_YUAN}元券`, { amount: NEW_CUSTOMER_OFFER_YUAN.toFixed(2), threshold: '200.00', usedAt: at(-12 * DAY), usedOrderId: 'OD100006' })
  coupon('CP005', main, '周年庆80元券', { amount: '80.00', validFrom: at(-60 * DAY), validTo: at(-5 * DAY) })
  coupon('CP006', main, '锦囊7天体验券', { kind: 'experience', amount: '0.00', threshold: '0.00', experienceDays: 7, productId: 'TIP5' })
  coupon('CP009', main, '锦囊9折券', { kind: 'discount', amount: '10.00', threshold: '0.00' })
  coupon('CP007', second, '全场通用30元券', { amount: '30.00', threshold: '100.00' })
  coupon('CP008', DEMO_USERS[2].id, '观点包专享30元券', { amount: '30.00', threshold: '100.00', productId: 'PKG5' })

  const exchangeCodes: Row<typeof t.exchangeCodes>[] = [
    { code: 'TGVIP2026', productId: 'PKG6', couponName: '观点包7天体验券', experienceDays: 7, expiresAt: at(60 * DAY), redeemedBy: null, redeemedAt: null },
    { code: 'TIPS7DAY', productId: 'TIP6', couponName: '锦囊7天体验券', experienceDays: 7, expiresAt: at(60 * DAY), redeemedBy: null, redeemedAt: null },
    { code: 'LIVE3DAY', productId: 'LIVE2', couponName: '直播3天体验券', experienceDays: 3, expiresAt: at(60 * DAY), redeemedBy: null, redeemedAt: null },
    { code: 'USED0001', productId: 'TIP5', couponName: '锦囊7天体验券', experienceDays: 7, expiresAt: at(60 * DAY), redeemedBy: main, redeemedAt: at(-3 * DAY) },
    { code: 'EXPIRED1', productId: 'PKG7', couponName: '观点包7天体验券', experienceDays: 7, expiresAt: at(-1 * DAY), redeemedBy: null, redeemedAt: null },
  ]

  const quizThreads: Row<typeof t.quizThreads>[] = Array.from({ length: 30 }, (_, i) => {
    const [code, stock] = r.pick(STOCKS)
    const answered = i % 4 !== 3
    const askedAt = at(-(i * 7 + r.int(1, 6)) * HOUR)
    return {
      id: `QZ${String(i + 1).padStart(3, '0')}`,
      userId: DEMO_USERS[i % 3]?.id ?? main,
      adviserId: tg(i % 6),
      // Public threads are read by anyone: the questions ask for views, the answers are commentary and say that a
      // call on the security is for clients under an agreement (issue #37).
      question: `${stock}${r.pick(['所在行业怎么看？', '被套了怎么办？', '后市怎么看？', '基本面有什么变化？'])}`,
      answer: answered
        ? `${stock}（${code}）所属行业${r.pick(['近期波动加大', '估值处于分化阶段', '资金分歧较为明显'])}，请结合自身风险承受能力理性看待。具体证券的操作建议，投资顾问仅在签约并完成适当性匹配后向客户提供。${COMMENTARY_NOTE}`
        : null,
      askedAt,
      answeredAt: answered ? new Date(askedAt.getTime() + r.int(1, 5) * HOUR) : null,
      isPublic: answered && i % 5 !== 0,
    }
  })

  const q = (no: number, topic: string, options: string[], extra: Partial<SeedQuestion> = {}): SeedQuestion => ({
    no,
    _no: no,
    topic,
    type: options.length ? 1 : 3,
    options: options.map((answer, k) => ({ no: k + 1, answer })),
    isWaiverQuestion: false,
    isIntervene: false,
    isExceptionQuestion: false,
    intervene: '',
    limit: '',
    ...extra,
  })
  const followupPapers: Row<typeof t.followupPapers>[] = [
    {
      id: 'PAPER-2',
      type: 2,
      title: '投顾产品回访问卷',
      exceptionNos: '1;2',
      waiverNo: 6,
      questions: [
        q(1, '您是否本人签署了投顾服务协议？', ['是', '否'], { isExceptionQuestion: true }),
        q(2, '签约前工作人员是否向您充分揭示了产品风险？', ['是', '否'], { isExceptionQuestion: true }),
        q(3, '是否有工作人员向您承诺收益或保本？', ['是', '否'], { intervene: '1' }),
        q(4, '您了解投资顾问服务不代客理财吗？', ['了解', '不了解'], { isIntervene: true }),
        q(5, '您对本次服务还有什么意见或建议？', []),
        q(6, '您是否申请解除已签约的投顾服务？', ['是', '否'], { isWaiverQuestion: true }),
      ],
    },
    {
      id: 'PAPER-1',
      type: 1,
      title: '购买前回访问卷',
      exceptionNos: '',
      waiverNo: null,
      questions: [
        q(1, '您是否已阅读并理解产品服务协议与风险揭示书？', ['是', '否'], { limit: '2' }),
        q(2, '您购买本产品的资金来源是？', ['自有资金', '借入资金'], { limit: '2' }),
        q(3, '您可接受的最大亏损是？', ['10%以内', '10%-30%', '30%以上'], { intervene: '3' }),
        q(4, '您关注以下哪些服务内容？（可多选）', ['观点资讯', '锦囊', '直播', '问答'], { type: 2 }),
      ],
    },
  ]

  const activities: Row<typeof t.activities>[] = [
    { id: 'AT1', title: '锦囊限时免费体验', imageUrl: '/media/activity/AT1.webp', link: '/tips/brief?id=TP001', startDate: day(at(-5 * DAY)), endDate: day(at(25 * DAY)) },
    { id: 'AT2', title: `新客首单立减${NEW_CUSTOMER_OFFER_YUAN}元`, imageUrl: '/media/activity/AT2.webp', link: '/coupon/index', startDate: day(at(-20 * DAY)), endDate: day(at(10 * DAY)) },
    { id: 'AT3', title: '龙头锦囊季度特惠', imageUrl: '/media/activity/AT3.webp', link: '/tips/brief?id=TP004', startDate: day(at(-2 * DAY)), endDate: day(at(60 * DAY)) },
  ]
  const managers: Row<typeof t.managers>[] = [
    { no: 'M0001', name: '赵经理' },
    { no: 'M0002', name: '钱经理' },
    { no: 'M0003', name: '孙经理' },
  ]
  const quotes: Row<typeof t.quotes>[] = STOCKS.map(([code, name]) => {
    const prevClose = r.int(800, 200000) / 100
    const price = Math.round(prevClose * (1 + (r.next() - 0.5) * 0.08) * 100) / 100
    return { code, name, price: price.toFixed(2), prevClose: prevClose.toFixed(2) }
  })

  const messageNotices: Row<typeof t.messageNotices>[] = [
    { userId: main, productId: 'PKG1', enabled: true },
    { userId: main, productId: 'LIVE1', enabled: false },
  ]

  return [
    [t.users, users],
    [t.advisers, advisers],
    [t.products, products],
    [t.priceItems, priceItems],
    [t.opinionPackages, opinionPackages],
    [t.opinions, opinions],
    [t.tipsPacks, tipsPacks],
    [t.tipsUpdates, tipsUpdates],
    [t.commissionProducts, commissionProducts],
    [t.strategyUpdates, strategyUpdates],
    [t.liveRooms, liveRooms],
    [t.banners, banners],
    [t.contracts, contracts],
    [t.orders, orders],
    [t.coupons, coupons],
    [t.exchangeCodes, exchangeCodes],
    [t.quizThreads, quizThreads],
    [t.followupPapers, followupPapers],
    [t.messageNotices, messageNotices],
    [t.activities, activities],
    [t.managers, managers],
    [t.quotes, quotes],
  ]
}
