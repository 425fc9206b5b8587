// Seed batch 1 (issue 6, rebuilt for issue #32): the advisers, the catalogue, its content, the main demo investors'
// orders and coupons, the papers and the quotes — all drawn from one model: themes → stocks → products → content
// (market.ts, catalogue.ts, content.ts; decision wave3-seed-1).
import { COMMISSION_FEE, COMMISSION_MIN_ASSETS, COOLING_OFF, commissionFeeTerms, rateText, yuanText } from '@tougu/core'
import * as t from '../db/schema.js'
import type { SeedQuestion } from '../db/schema.js'
import { ORDER_STATUS } from '../orders/servicePeriod.js'
import { isoDay, seededOrder, utcToday, type Batch, type Row } from './batch.js'
import { ADVISER_THEMES, CATALOGUE, COMMISSION_PRODUCT_NAME, adviserId, oldPriceOf, priceOf } from './catalogue.js'
import { buildLiveRooms, buildOpinions, buildQuizThreads, buildStrategyUpdates, buildTipsPack, packageIntro, tipsServiceDescription } from './content.js'
import { DEMO_USERS, userRow } from './investors.js'
import { buildQuotes } from './market.js'
import { createRandom } from './random.js'
import { SESSIONS, tradingDaysWith } from './tradingCalendar.js'

export const SEED = 20260601
/** The one new-customer offer, in yuan: the activity and the coupon state the same value (issue #37). */
export const NEW_CUSTOMER_OFFER_YUAN = 50

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱']
const GIVEN = ['明远', '思涵', '子轩', '雨桐', '浩然', '欣怡', '俊杰', '诗琪', '宇航', '梓萱', '文博', '嘉怡', '志强', '慧敏']
const TEAMS = ['宏观策略团队', '价值发现团队', '量化研究团队', '趋势跟踪团队']
const SPECIALTIES = ['价值投资', '短线交易', '行业轮动', '量化选股', '宏观策略', '技术分析']

/** What a subscription includes, per product kind (product pages list it): what the content then carries. */
const SERVICE_ITEMS: Record<string, string[]> = {
  tips: ['每个交易日盘前推送精选标的', '买入区间、目标价与止损位', '盘中异动即时提醒', '锦囊全部历史更新可查'],
  package: ['观点包内全部观点全文', '盘前盘后产业链机会解读', '仓位与风险控制建议'],
  commission: ['组合策略与调仓提醒', '每周策略报告', `签约后${COOLING_OFF.workingDays}个工作日冷静期内解约不收费`],
  live: ['付费直播全程观看', '直播回放'],
}
const KIND_WORD: Record<string, string> = { tips: '锦囊', commission: '按佣金收费投顾', live: '付费直播', package: '观点包' }

/** All rows of batch 1 in insertion order (parents first). Pure: same `now` → same rows. */
export function buildSeed(now: Date): Batch[] {
  const r = createRandom(SEED)
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
  const today = utcToday(now)

  const users: Row<typeof t.users>[] = DEMO_USERS.map((u) => userRow(u, today))

  const advisers: Row<typeof t.advisers>[] = ADVISER_THEMES.map(([main, second], i) => {
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5) % GIVEN.length]}`
    const specialty = r.pick(SPECIALTIES)
    const years = r.int(5, 18)
    const team = TEAMS[i % TEAMS.length]!
    return {
      id: adviserId(i),
      name,
      tgName: name,
      teamName: team,
      qualificationNo: `S0${r.int(100, 999)}5${r.int(10000000, 99999999)}`,
      title: r.pick(['首席投资顾问', '资深投资顾问', '投资顾问', '高级投资顾问']),
      avatar: `/media/avatar/${adviserId(i)}.webp`,
      // The themes the adviser's products, rooms and answers are on (catalogue.ts).
      intro: `${years}年证券从业经验，擅长${specialty}与${main}、${second}板块研究。`,
      specialty,
      tags: [...new Set([specialty, main, team.slice(0, 4)])],
      bio: `${name}，${years}年证券从业经验，${team}核心成员。长期跟踪${main}与${second}产业链，投资风格以${specialty}为主，注重风险控制与仓位管理。`,
      followers: r.int(800, 120000),
      winRate: (r.int(5200, 7800) / 100).toFixed(2),
      sort: i + 1,
      // The same years the intro and bio quote, so the product pages' credentials agree with them.
      practiceSinceYear: now.getUTCFullYear() - years,
    }
  })

  const products: Row<typeof t.products>[] = CATALOGUE.map((p) => ({
    id: p.id,
    name: p.name,
    kind: p.kind,
    adviserId: adviserId(p.adviserIndex),
    riskLevel: p.riskLevel,
    intro: `${p.name}：由${advisers[p.adviserIndex]!.name}提供的${KIND_WORD[p.kind]!}服务。`,
    sales: p.sales,
    subscribers: p.subscribers,
    winRate: p.winRate,
    subscribeLimit: 1,
    onSale: true,
    serviceItems: SERVICE_ITEMS[p.kind] ?? [],
    ...(p.kind === 'commission' ? { minAssets: COMMISSION_MIN_ASSETS.toFixed(2) } : {}),
    ...(p.parentId ? { parentId: p.parentId } : {}),
    ...(p.successorId ? { successorId: p.successorId } : {}),
  }))
  const priceItems: Row<typeof t.priceItems>[] = CATALOGUE.flatMap((p) =>
    p.periods.map((periodId) => {
      const windowed = periodId !== 24
      return {
        productId: p.id,
        periodId,
        price: priceOf(p.id, periodId),
        oldPrice: oldPriceOf(p.id, periodId),
        // The month price (14) of every product is always on sale; some quarters go on sale later, so the app's
        // price blanking shows up.
        startDate: windowed ? isoDay(new Date(today.getTime() + (periodId === 16 && p.quarterLater ? 10 : -30) * DAY)) : null,
        endDate: windowed ? isoDay(new Date(today.getTime() + 180 * DAY)) : null,
        moduleEndTime: periodId === 24 ? at(14 * DAY) : null,
        type: periodId === 24 ? 2 : 1,
      }
    }),
  )

  const packages = CATALOGUE.filter((p) => p.kind === 'package')
  const opinionPackages: Row<typeof t.opinionPackages>[] = packages.map((p, i) => ({
    id: `VP${String(i + 1).padStart(3, '0')}`,
    adviserId: adviserId(p.adviserIndex),
    productId: p.id,
    name: p.name,
    intro: packageIntro(p.theme!),
    cover: `/media/package/VP${String(i + 1).padStart(3, '0')}.svg`,
    // One count per fact: the package shows its product's holders.
    subscribers: p.subscribers,
  }))

  const tipsPacks: Row<typeof t.tipsPacks>[] = []
  const tipsUpdates: Row<typeof t.tipsUpdates>[] = []
  CATALOGUE.filter((p) => p.kind === 'tips').forEach((p, i) => {
    const id = `TP${String(i + 1).padStart(3, '0')}`
    const { updates, content } = buildTipsPack(p, id, i, now, createRandom(SEED + 100 + i))
    tipsPacks.push({
      id,
      adviserId: adviserId(p.adviserIndex),
      productId: p.id,
      name: p.name,
      intro: `${p.name}：精选${p.theme!}板块标的，明确买卖点与止损位。`,
      serviceDescription: tipsServiceDescription(p),
      content,
    })
    tipsUpdates.push(...updates)
  })

  const commissionProducts: Row<typeof t.commissionProducts>[] = [
    {
      id: 'CM001',
      adviserId: adviserId(0),
      productId: 'COM1',
      name: COMMISSION_PRODUCT_NAME,
      intro: '按成交金额收取服务费的投顾服务：无需预付，冷静期内不收费；签约后提供组合策略与调仓提醒。',
      serviceDescription: `签约账户总资产不低于${yuanText(COMMISSION_MIN_ASSETS)}；服务内容包括组合策略、调仓提醒与每周策略报告。`,
      strategy: '以沪深300成分股为主，结合行业景气度与估值分位进行轮动，单一行业权重不超过30%，单一标的仓位不超过20%。',
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
  const strategyUpdates = buildStrategyUpdates('CM001', now, createRandom(SEED + 200))
  const liveRooms = buildLiveRooms(now, createRandom(SEED + 300))
  const opinions = buildOpinions(
    now,
    opinionPackages.map((pkg, i) => ({ id: pkg.id, adviserIndex: packages[i]!.adviserIndex, theme: packages[i]!.theme! })),
    createRandom(SEED + 400),
  )

  const firstFreeTips = CATALOGUE.filter((p) => p.kind === 'tips').findIndex((p) => p.periods.includes(24))
  const banners: Row<typeof t.banners>[] = [
    { id: 'B1', title: '观点包：每个交易日盘前盘后解读', image: '/media/banner/B1.webp', link: '/view/package', sort: 1 },
    { id: 'B2', title: '投顾直播：早盘策略与收评复盘', image: '/media/banner/B2.webp', link: '/live/list', sort: 2 },
    { id: 'B3', title: COMMISSION_PRODUCT_NAME, image: '/media/banner/B3.webp', link: '/commission/list', sort: 3 },
    { id: 'B4', title: '锦囊限时免费', image: '/media/banner/B4.webp', link: '/tips/list', sort: 4 },
  ]

  const main = DEMO_USERS[0].id
  const second = DEMO_USERS[1].id
  const held = [
    // The main investor holds an order in every status; the in-service and cooling-off ones feed the cancellation
    // dialog (stStatus 105/220). Each investor holds only products of a risk their evaluation allows.
    { no: 100001, userId: main, productId: 'PKG1', periodId: 14, status: ORDER_STATUS.inService, ago: 20 * DAY },
    { no: 100002, userId: main, productId: 'TIP1', periodId: 16, status: ORDER_STATUS.coolingOff, ago: 1 * DAY },
    { no: 100003, userId: main, productId: 'PKG2', periodId: 14, status: ORDER_STATUS.unpaid, ago: 2 * HOUR },
    { no: 100004, userId: main, productId: 'TIP2', periodId: 14, status: ORDER_STATUS.finished, ago: 45 * DAY },
    { no: 100005, userId: main, productId: 'PKG3', periodId: 14, status: ORDER_STATUS.cancelled, ago: 6 * DAY },
    { no: 100006, userId: main, productId: 'TIP3', periodId: 14, status: ORDER_STATUS.refunded, ago: 12 * DAY },
    { no: 100007, userId: main, productId: 'LIVE1', periodId: 20, status: ORDER_STATUS.inService, ago: 30 * DAY },
    { no: 100008, userId: second, productId: 'PKG4', periodId: 14, status: ORDER_STATUS.inService, ago: 15 * DAY },
    { no: 100009, userId: second, productId: 'TIP4', periodId: 16, status: ORDER_STATUS.coolingOff, ago: 2 * DAY },
    { no: 100010, userId: DEMO_USERS[2].id, productId: 'PKG5', periodId: 14, status: ORDER_STATUS.inService, ago: 25 * DAY },
  ].map((o) => seededOrder({ ...o, no: String(o.no), createdAt: at(-o.ago), payType: (o.no % 2) + 1, closedAt: at(-o.ago / 2) }))
  const contracts = held.map((h) => h.contract)
  const orders = held.map((h) => h.order)

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
  coupon('CP003', main, '指定投顾20元券', { amount: '20.00', threshold: '0.00', adviserId: adviserId(3) })
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

  const quizThreads = buildQuizThreads(
    now,
    DEMO_USERS.slice(0, 3).map((u) => u.id),
    createRandom(SEED + 500),
  )

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

  const freeTipsId = `TP${String(firstFreeTips + 1).padStart(3, '0')}`
  const quarterDeal = tipsPacks[3]!
  const activities: Row<typeof t.activities>[] = [
    // Each activity's page offers what its title says: a limited-time free period, the quarter on sale.
    { id: 'AT1', title: '锦囊限时免费体验', imageUrl: '/media/activity/AT1.webp', link: `/tips/brief?id=${freeTipsId}`, startDate: isoDay(at(-5 * DAY)), endDate: isoDay(at(25 * DAY)) },
    { id: 'AT2', title: `新客首单立减${NEW_CUSTOMER_OFFER_YUAN}元`, imageUrl: '/media/activity/AT2.webp', link: '/coupon/index', startDate: isoDay(at(-20 * DAY)), endDate: isoDay(at(10 * DAY)) },
    { id: 'AT3', title: `${quarterDeal.name}季度特惠`, imageUrl: '/media/activity/AT3.webp', link: `/tips/brief?id=${quarterDeal.id}`, startDate: isoDay(at(-2 * DAY)), endDate: isoDay(at(60 * DAY)) },
  ]
  const managers: Row<typeof t.managers>[] = [
    { no: 'M0001', name: '赵经理' },
    { no: 'M0002', name: '钱经理' },
    { no: 'M0003', name: '孙经理' },
  ]
  // Quoted as of the last trading day whose session has begun.
  const quotes: Row<typeof t.quotes>[] = buildQuotes(tradingDaysWith(SESSIONS[0]!, now, 1)[0]!)

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
