// The seed's content (issue #32), built from the catalogue's themes, the market's stocks and the trading calendar:
// every opinion, tips update, strategy update, live room and Q&A thread is on one theme and names only that theme's
// stocks, at prices near their level, at a time the product's description promises (decision wave3-seed-1/2/3).
import { COMMENTARY_NOTE } from '@tougu/core'
import type * as t from '../db/schema.js'
import { ADVISER_THEMES, CATALOGUE, PAID_ROOMS, TIPS_STYLES, adviserId, type CatalogueProduct } from './catalogue.js'
import { priceOn, priceText, theme, type Stock, type ThemeName } from './market.js'
import type { Random } from './random.js'
import {
  SESSIONS,
  WINDOWS,
  dayNumber,
  instantOf,
  isTradingDay,
  liveSlotOf,
  liveStartsOf,
  minuteOfDay,
  momentBetween,
  momentIn,
  monthDayText,
  tradingDaysWith,
  weekdayOf,
  type Window,
} from './tradingCalendar.js'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A stock's pushed numbers: the buy range, the target and the stop, on the day it was pushed. */
interface Plan {
  stock: Stock
  low: string
  high: string
  target: string
  stop: string
}

function planOn(stock: Stock, dayNo: number, k: number): Plan {
  const p = priceOn(stock, dayNo)
  return { stock, low: priceText(p * 0.98), high: priceText(p), target: priceText(p * (1.08 + 0.02 * (k % 3))), stop: priceText(p * (0.94 - 0.01 * (k % 2))) }
}

const mention = (s: Stock) => `${s.name}（${s.code}）`

/**
 * A tips pack's updates and its content: a pre-market push names a stock with its buy range, target, stop and
 * position (what the pack's description promises), an intraday alert takes profit at the target, reduces, or stops
 * out at the stop of a stock pushed before; the content lists what is held now with the numbers it was pushed at.
 * Newest first (U1 the newest, a push).
 */
export function buildTipsPack(product: CatalogueProduct, packId: string, index: number, now: Date, r: Random): { updates: Row<typeof t.tipsUpdates>[]; content: string } {
  const th = theme(product.theme!)
  const limit = product.positionLimit ?? 2
  const count = 3 + (index % 4)
  // Chronological: a push first and last, alerts and pushes alternating between.
  const kinds = Array.from({ length: count }, (_, k) => (k === 0 || k === count - 1 || k % 2 === 0 ? 'push' : 'alert'))
  const days = tradingDaysWith(WINDOWS.preMarket, now, 2 * count)
  const held: Plan[] = []
  const events: { at: Date; title: string; content: string; stock: Stock }[] = []
  let next = index
  kinds.forEach((kind, k) => {
    const dayNo = days[2 * (count - 1 - k)]!
    if (kind === 'push') {
      // The next stock of the theme in turn that is not held already.
      while (held.some((h) => h.stock.code === th.stocks[next % th.stocks.length]!.code)) next += 1
      const stock = th.stocks[next++ % th.stocks.length]!
      const plan = planOn(stock, dayNo, k)
      held.push(plan)
      const reason = r.pick(TIPS_STYLES[product.style ?? '金股'])
      events.push({
        at: momentIn(dayNo, WINDOWS.preMarket, now, r)!,
        stock,
        title: `${stock.name}：${r.pick(['建议关注', '逢低吸纳'])}`,
        content: `${mention(stock)}${reason}，${r.pick(th.drivers)}是后续看点。买入区间${plan.low}–${plan.high}元，目标价${plan.target}元，止损位${plan.stop}元，建议仓位不超过${1 + (k % limit)}成。`,
      })
      return
    }
    const plan = held[0]!
    const at = momentBetween(instantOf(dayNo, 0), instantOf(dayNo, 24 * 60), () => SESSIONS, r)!
    const move = k % 3
    if (move === 1) {
      held.shift()
      events.push({ at, stock: plan.stock, title: `${plan.stock.name}：止盈离场`, content: `${mention(plan.stock)}盘中触及目标价${plan.target}元，按计划止盈离场。` })
    } else if (move === 2) {
      held.shift()
      events.push({ at, stock: plan.stock, title: `${plan.stock.name}：止损离场`, content: `${mention(plan.stock)}盘中跌破止损位${plan.stop}元，按纪律止损离场。` })
    } else {
      const pulledBack = priceText((Number(plan.low) + Number(plan.stop)) / 2)
      events.push({
        at,
        stock: plan.stock,
        title: `${plan.stock.name}：减仓观望`,
        content: `${mention(plan.stock)}冲高回落，盘中回撤至${pulledBack}元，建议仓位不超过1成，止损位${plan.stop}元不变。`,
      })
    }
  })
  const updates = events.reverse().map((e, j) => ({
    id: `${packId}-U${j + 1}`,
    packId,
    title: e.title,
    content: e.content,
    stockCode: e.stock.code,
    stockName: e.stock.name,
    // The newest update of each pack carries the adviser's spoken note.
    audioUrl: j === 0 ? `/media/audio/${packId}-U1.wav` : null,
    publishedAt: e.at,
  }))
  const holdings = held.map((h) => `${mention(h.stock)}，买入区间${h.low}–${h.high}元，止损位${h.stop}元`).join('；')
  const content = `<p>当前持仓：${holdings}。</p><p>操作纪律：单只标的仓位不超过${limit * 10}%，跌破止损位坚决离场。</p>`
  return { updates, content }
}

/** What a tips pack's description promises: the pushes, the numbers they carry, the alerts. */
export const tipsServiceDescription = (product: CatalogueProduct): string =>
  `服务期内每个交易日盘前推送不超过${product.picksPerDay ?? 1}只${product.theme!}板块标的，附买入区间、目标价与止损位；盘中异动即时提醒。`

/** An opinion package's promise: its opinions come before the open and after the close, with position advice. */
export const packageIntro = (themeName: ThemeName): string => `每个交易日盘前、盘后解读${themeName}产业链机会，附仓位建议。`

const STRATEGY_START: Record<string, number> = { 银行: 20, 白酒: 15, 消费: 15, 券商: 10, 新能源: 10, 半导体: 10, 医药: 5 }

/**
 * The commission product's updates, newest first: a 每周策略报告 after each Friday's close and a 调仓提醒 before the
 * open every third trading day, the sector weights of one portfolio carried from each to the next (no sector over
 * 30 %, no single stock over 20 %: the strategy's rule).
 */
export function buildStrategyUpdates(commissionId: string, now: Date, r: Random): Row<typeof t.strategyUpdates>[] {
  const events: { kind: 'report' | 'rebalance'; dayNo: number; at: Date }[] = []
  for (let d = dayNumber(now); events.length < 6; d -= 1) {
    if (!isTradingDay(d)) continue
    const report = weekdayOf(d) === 5 ? momentIn(d, { from: 16 * 60, to: 19 * 60 }, now, r) : null
    if (report) events.push({ kind: 'report', dayNo: d, at: report })
    const rebalance = d % 3 === 0 ? momentIn(d, WINDOWS.preMarket, now, r) : null
    if (rebalance && events.length < 6) events.push({ kind: 'rebalance', dayNo: d, at: rebalance })
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime())
  const weights = { ...STRATEGY_START }
  const sectors = Object.keys(weights)
  let cash = 100 - Object.values(weights).reduce((a, b) => a + b, 0)
  const rows = events.map((e, k) => {
    if (e.kind === 'report') {
      const held = sectors.filter((s) => weights[s]! > 0).map((s) => `${s}板块${weights[s]}%`).join('、')
      return {
        title: `每周策略报告（${monthDayText(e.dayNo - 4)}–${monthDayText(e.dayNo)}）`,
        content: `本周组合持仓：${held}，现金${cash}%。下周${r.pick(['关注政策与业绩的验证', '维持均衡配置', '控制整体仓位，等待方向明朗'])}。`,
        at: e.at,
      }
    }
    // The next sector in turn that can move: up while cash allows and it is under 25 %, else down while it holds some.
    let turn = k * 3
    const canMove = (s: string) => weights[s]! >= 5 || cash >= 10
    while (!canMove(sectors[turn % sectors.length]!)) turn += 1
    const sector = sectors[turn % sectors.length]!
    const from = weights[sector]!
    const up = cash >= 10 && from < 25 && (from < 5 || k % 2 === 0)
    const to = up ? from + 5 : from - 5
    weights[sector] = to
    cash -= to - from
    const driver = r.pick(theme(sector as ThemeName).drivers)
    return {
      title: `${up ? '加仓' : '减仓'}：${sector}`,
      content: `组合将${sector}板块权重由${from}%调至${to}%，现金比例调至${cash}%。${sector}板块${driver}${up ? '边际改善' : '仍存不确定性'}。单一标的仓位不超过20%。`,
      at: e.at,
    }
  })
  return rows.reverse().map((row, i) => ({ id: `${commissionId}-S${i + 1}`, commissionId, title: row.title, content: row.content, publishedAt: row.at }))
}

const LIVE_TOPICS: Record<ReturnType<typeof liveSlotOf>, readonly string[]> = {
  早盘: ['策略', '前瞻'],
  盘中: ['热点', '解盘'],
  午间: ['复盘', '热点'],
  收评: ['复盘', '解读'],
  晚间: ['复盘', '答疑', '策略'],
  夜间: ['答疑'],
  周末: ['复盘', '策略', '答疑'],
}
const LIVE_ASKS = ['怎么看', '机会在哪', '如何应对', '后市展望'] as const
/** How long a room runs: the pre-market one ends before the call auction, the lunch one before the afternoon session. */
const liveMinutes = (slot: ReturnType<typeof liveSlotOf>) => (slot === '早盘' ? 45 : slot === '午间' ? 50 : 90)

/**
 * Twenty rooms: 0–3 on air now, 4–9 upcoming at the next scheduled starts, 10–19 past, every other scheduled start
 * back. Each room is on a theme of its host (a paid room on its product's), titled by the hour it starts.
 */
export function buildLiveRooms(now: Date, r: Random): Row<typeof t.liveRooms>[] {
  const upcoming: Date[] = []
  for (let d = dayNumber(now); upcoming.length < 6; d += 1) upcoming.push(...liveStartsOf(d).filter((s) => s > now))
  const past: Date[] = []
  for (let d = dayNumber(now); past.length < 20; d -= 1) {
    past.push(...liveStartsOf(d).filter((s) => s.getTime() + liveMinutes(liveSlotOf(s)) * MINUTE <= now.getTime()).reverse())
  }
  const titles = new Set<string>()
  return Array.from({ length: 20 }, (_, i) => {
    const id = `LV${String(i + 1).padStart(3, '0')}`
    const startsAt = i < 4 ? new Date(Math.floor((now.getTime() - (i + 1) * 20 * MINUTE) / MINUTE) * MINUTE) : i < 10 ? upcoming[i - 4]! : past[(i - 10) * 2]!
    const slot = liveSlotOf(startsAt)
    const paid = PAID_ROOMS.find((p) => p.roomIndex === i)
    const host = i % ADVISER_THEMES.length
    const th: ThemeName = paid ? CATALOGUE.find((p) => p.id === paid.productId)!.theme! : ADVISER_THEMES[host]![(i + Math.floor(i / 14)) % 2]!
    let title = ''
    for (let k = 0; title === '' || titles.has(title); k += 1) title = `${slot}${LIVE_TOPICS[slot][(i + k) % LIVE_TOPICS[slot].length]}：${th}${LIVE_ASKS[(i + Math.floor(k / 3)) % LIVE_ASKS.length]}`
    titles.add(title)
    return {
      id,
      adviserId: adviserId(host),
      title,
      intro: `${th}板块${r.pick(['机会', '风险', '轮动'])}分析与互动答疑。`,
      cover: `/media/live/${id}.webp`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (i < 4 ? 90 : liveMinutes(slot)) * MINUTE),
      // A room not yet on air has no viewers.
      viewers: i >= 4 && i < 10 ? 0 : r.int(300, 20000),
      productId: paid?.productId ?? null,
      // The reference server's demo stream (decision wave3-journey-6): live rooms loop it, replays play it once.
      streamUrl: `/media/stream/${id}/live.m3u8`,
      replayUrl: i >= 10 ? `/media/stream/${id}/replay.m3u8` : null,
      // Every other replay has an audio track the media route serves.
      audioUrl: i >= 10 && i % 2 === 0 ? `/media/audio/${id}.wav` : null,
    }
  })
}

/** When free commentary is published: before the open, over lunch, after the close; on other days in the daytime. */
const freeWindows = (dayNo: number): readonly Window[] =>
  isTradingDay(dayNo) ? [WINDOWS.earlyMorning, WINDOWS.lunch, { from: 15 * 60, to: 22 * 60 }] : [{ from: 9 * 60, to: 21 * 60 }]
/** When a package's opinions are published: before the open and after the close of trading days (its promise). */
const packageWindows = (dayNo: number): readonly Window[] => (isTradingDay(dayNo) ? [WINDOWS.earlyMorning, WINDOWS.afterClose] : [])

/** A moment in the windows between `from` and `to` hours ago, reaching further back until the windows hold one. */
function publishedBetween(now: Date, fromHoursAgo: number, toHoursAgo: number, windows: (dayNo: number) => readonly Window[], r: Random): Date {
  for (let extra = 0; ; extra += 24) {
    const at = momentBetween(new Date(now.getTime() - (fromHoursAgo + extra) * HOUR), new Date(now.getTime() - toHoursAgo * HOUR), windows, r)
    if (at) return at
  }
}

/** How the market moved, said as of the moment a text is published: 今日 only after a trading day's close. */
function marketMove(at: Date, r: Random): string {
  const d = dayNumber(at)
  if (!isTradingDay(d)) return `本周${r.pick(['震荡上行', '整体回调', '持续走强', '缩量整理'])}`
  const m = minuteOfDay(at)
  if (m >= 15 * 60) return `今日${r.pick(['放量上涨', '午后回落', '持续走强', '缩量整理'])}`
  if (m >= 11 * 60 + 30) return `早盘${r.pick(['放量上涨', '冲高回落', '持续走强', '缩量整理'])}`
  return `上一交易日${r.pick(['放量上涨', '冲高回落', '持续走强', '缩量整理'])}`
}

/**
 * 200 opinions: the first 40 in the last 48 hours, the rest over ten days. Three in ten are a package's (paid, with
 * a call and position advice, on the package's theme, before the open or after the close); the rest are free
 * commentary on a theme of their adviser, naming a stock of that theme only as an example.
 */
export function buildOpinions(now: Date, packages: readonly { id: string; adviserIndex: number; theme: ThemeName }[], r: Random): Row<typeof t.opinions>[] {
  let paidCount = 0
  return Array.from({ length: 200 }, (_, i) => {
    const pkg = [2, 5, 8].includes(i % 10) ? packages[paidCount++ % packages.length]! : null
    const adviserIndex = pkg ? pkg.adviserIndex : r.int(0, ADVISER_THEMES.length - 1)
    const th = theme(pkg ? pkg.theme : ADVISER_THEMES[adviserIndex]![r.int(0, 1)]!)
    const stock = r.pick(th.stocks)
    const [from, to] = i < 40 ? [47, 0] : [24 * 10 - 1, 48]
    const publishedAt = publishedBetween(now, from, to, pkg ? packageWindows : freeWindows, r)
    const reads = r.int(50, 30000)
    const base = `<p>${th.name}板块${r.pick(['基本面改善明显', '筹码结构良好', '短期涨幅较大'])}，${r.pick(th.drivers)}是后续看点。</p>`
    const content = pkg
      ? `${base}<p>操作上建议${r.pick(['逢低布局', '分批建仓', '控制仓位', '高抛低吸'])}，${th.name}相关仓位控制在${r.int(2, 4)}成以内，注意${r.pick(['止损', '节奏'])}。</p><p>关注标的：${mention(stock)}，参考买入区间${priceText(priceOn(stock, dayNumber(publishedAt)) * 0.97)}–${priceText(priceOn(stock, dayNumber(publishedAt)))}元。</p>`
      : `${base}<p>${r.pick(['后续看政策与业绩的验证', '短期波动可能加大', '中长期看行业景气度变化', '资金面分歧仍在'])}，${r.pick(['量力而行', '理性看待', '注意风险'])}。</p><p>文中提及：${mention(stock)}，仅作行业分析举例。</p><p>${COMMENTARY_NOTE}</p>`
    return {
      id: `OP${String(i + 1).padStart(4, '0')}`,
      adviserId: adviserId(adviserIndex),
      packageId: pkg ? pkg.id : null,
      title: `${th.name}${r.pick(['迎来拐点？', '短期震荡不改趋势', '资金持续流入', '估值修复进行时', '政策催化不断'])}`,
      summary: `${th.name}板块${marketMove(publishedAt, r)}，我们的看法与应对策略。`,
      content,
      publishedAt,
      reads,
      likes: Math.floor(reads / r.int(8, 30)),
      hot: reads > 18000 || i % 7 === 0,
    }
  })
}

/**
 * Thirty Q&A threads to the first six advisers, each about a stock of a theme its adviser covers; three in four
 * answered within the adviser's working hours, a few hours after the question. Public answers are commentary.
 */
export function buildQuizThreads(now: Date, askers: readonly string[], r: Random): Row<typeof t.quizThreads>[] {
  return Array.from({ length: 30 }, (_, i) => {
    const adviserIndex = i % 6
    const th = theme(ADVISER_THEMES[adviserIndex]![Math.floor(i / 6) % 2]!)
    const stock = r.pick(th.stocks)
    const answered = i % 4 !== 3
    const answeredAt = answered ? publishedBetween(now, i * 7 + 6, i * 7, () => [WINDOWS.workingDay], r) : null
    // A question still open was asked in the last hours.
    const askedAt = answeredAt ? new Date(answeredAt.getTime() - r.int(1, 5) * HOUR) : new Date(Math.floor((now.getTime() - (1 + (i % 8)) * HOUR - r.int(0, 59) * MINUTE) / MINUTE) * MINUTE)
    return {
      id: `QZ${String(i + 1).padStart(3, '0')}`,
      userId: askers[i % askers.length]!,
      adviserId: adviserId(adviserIndex),
      // Public threads are read by anyone: the questions ask for views, the answers are commentary and say that a
      // call on the security is for clients under an agreement (issue #37).
      question: `${stock.name}${r.pick(['所在行业怎么看？', '被套了怎么办？', '后市怎么看？', '基本面有什么变化？'])}`,
      answer: answered
        ? `${mention(stock)}所属${th.name}行业${r.pick(['近期波动加大', '估值处于分化阶段', '资金分歧较为明显'])}，请结合自身风险承受能力理性看待。具体证券的操作建议，投资顾问仅在签约并完成适当性匹配后向客户提供。${COMMENTARY_NOTE}`
        : null,
      askedAt,
      answeredAt,
      isPublic: answered && i % 5 !== 0,
    }
  })
}

