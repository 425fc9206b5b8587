/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON bodies in tests are checked by the assertions */
// The seed read closely (issue #32): what a newcomer, a designer or a sales demo reads must hold together. Over the
// database a real server seeded, on several clocks (a Friday after the close, a Monday before the open, a Sunday
// night, a Tuesday in session, a month end): every product's, opinion's, room's and answer's stocks are of its theme;
// every price of a stock is near its level and the quotes agree; what is dated happens when the product promises it
// and the market trades; updates carry what the description promises; one count per fact across the endpoints; no
// sector name is cut. The rules are decision wave3-seed-1…4; the model is market.ts, catalogue.ts and content.ts.
import { getTableName, isTable } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { STOCKS, THEME_NAMES, dailyLimit } from './market.js'

const CLOCKS = [
  '2026-11-27T16:30:00+08:00', // Friday after the close
  '2026-11-30T07:00:00+08:00', // Monday before the pre-market window
  '2026-11-29T03:00:00+08:00', // Sunday night
  '2026-12-01T10:15:00+08:00', // Tuesday, the morning session
  '2027-01-31T21:00:00+08:00', // a month end, Sunday evening
] as const

// The exchange's day in Asia/Shanghai (UTC+8 all year), written here apart from the seed's calendar.
const shanghai = (at: Date) => {
  const s = new Date(at.getTime() + 8 * 3_600_000)
  return { weekday: s.getUTCDay(), minute: s.getUTCHours() * 60 + s.getUTCMinutes(), day: s.toISOString().slice(0, 10), month: s.getUTCMonth() + 1, date: s.getUTCDate() }
}
const trading = (at: Date) => shanghai(at).weekday >= 1 && shanghai(at).weekday <= 5
const within = (at: Date, from: string, to: string) => {
  const m = shanghai(at).minute
  const [fh, fm] = from.split(':').map(Number) as [number, number]
  const [th, tm] = to.split(':').map(Number) as [number, number]
  return m >= fh * 60 + fm && m <= th * 60 + tm
}
const preMarket = (at: Date) => trading(at) && within(at, '08:30', '09:25')
const inSession = (at: Date) => trading(at) && (within(at, '09:30', '11:30') || within(at, '13:00', '15:00'))

/** What a live room's title says of its hour, and when that is. */
const LIVE_SLOTS: Record<string, (at: Date) => boolean> = {
  早盘: (at) => trading(at) && within(at, '06:00', '09:29'),
  盘中: (at) => trading(at) && (within(at, '09:30', '11:29') || within(at, '13:00', '14:59')),
  午间: (at) => trading(at) && within(at, '11:30', '12:59'),
  收评: (at) => trading(at) && within(at, '15:00', '17:59'),
  晚间: (at) => trading(at) && within(at, '18:00', '23:59'),
  夜间: (at) => trading(at) && within(at, '00:00', '05:59'),
  周末: (at) => !trading(at),
}

const plain = (html: string) => html.replace(/<[^>]+>/g, '。')
const sentences = (text: string) => plain(text).split(/[。；！？\n]/).filter((s) => s.trim() !== '')
/** Stocks a text names as 名称（代码）. */
const mentions = (text: string) => [...plain(text).matchAll(/([\u4e00-\u9fa5A-Z]{2,8})（(\d{6})）/g)].map((m) => ({ name: m[1]!, code: m[2]! }))
/** The one theme a name or title is about: the known sector names it holds. */
const themesIn = (text: string) => THEME_NAMES.filter((n) => text.includes(n))
const stock = (code: string) => STOCKS.find((s) => s.code === code)

for (const clock of CLOCKS) {
  describe(`the seed on ${clock}`, () => {
    const now = new Date(clock)
    let server: TestServer
    const rows = new Map<PgTable, unknown[]>()
    /** The seeded rows of a table, as the database holds them. */
    const all = <T extends PgTable>(table: T) => rows.get(table) as T['$inferSelect'][]
    /** Every text of every seeded row, with where it came from. */
    const texts: { where: string; text: string }[] = []

    beforeAll(async () => {
      server = await startTestServer({ now: () => now })
      for (const table of Object.values(t).filter((v) => isTable(v)) as PgTable[]) {
        const read = (await server.database.db.select().from(table)) as Record<string, unknown>[]
        rows.set(table, read)
        for (const row of read) {
          for (const [column, value] of Object.entries(row)) {
            if (typeof value === 'string' && /[\u4e00-\u9fa5]/.test(value)) texts.push({ where: `${getTableName(table)}.${column} ${typeof row.id === 'string' ? row.id : ''}`, text: value })
          }
        }
      }
    })
    afterAll(() => server.close())

    it('reads the texts it checks (not vacuous)', () => {
      expect(texts.length).toBeGreaterThan(1000)
      expect(all(t.tipsUpdates).length).toBeGreaterThan(40)
    })

    it('names each stock by its own name, and every stock it names is one of the model’s', () => {
      const wrong = texts.flatMap(({ where, text }) => mentions(text).filter((m) => stock(m.code)?.name !== m.name).map((m) => `${where}: ${m.name}（${m.code}）`))
      expect(wrong).toEqual([])
      const updates = all(t.tipsUpdates).filter((u) => stock(u.stockCode)?.name !== u.stockName || !u.content.includes(`${u.stockName}（${u.stockCode}）`))
      expect(updates.map((u) => u.id)).toEqual([])
    })

    it('holds in every tips pack only stocks of its theme, in its content and its updates', () => {
      const strays: string[] = []
      for (const pack of all(t.tipsPacks)) {
        const themes = themesIn(pack.name)
        expect([pack.id, themes.length]).toEqual([pack.id, 1])
        const theme = themes[0]
        const named = [...mentions(pack.content), ...all(t.tipsUpdates).filter((u) => u.packId === pack.id).flatMap((u) => [{ name: u.stockName, code: u.stockCode }, ...mentions(u.content)])]
        strays.push(...named.filter((m) => stock(m.code)?.theme !== theme).map((m) => `${pack.id} ${pack.name}: ${m.name}`))
        expect(themesIn(pack.intro + pack.serviceDescription).every((x) => x === theme), pack.id).toBe(true)
      }
      expect(strays).toEqual([])
    })

    it('makes each opinion package of opinions on its theme, and each opinion names stocks of its own theme only', () => {
      const strays: string[] = []
      for (const op of all(t.opinions)) {
        const themes = themesIn(op.title)
        if (themes.length !== 1) strays.push(`${op.id}: title ${op.title}`)
        const pkg = all(t.opinionPackages).find((p) => p.id === op.packageId)
        if (pkg && !pkg.name.startsWith(themes[0]!)) strays.push(`${op.id} in ${pkg.name}: ${op.title}`)
        for (const m of mentions(op.content)) if (stock(m.code)?.theme !== themes[0]) strays.push(`${op.id} ${op.title}: ${m.name}`)
        if (themesIn(op.summary + plain(op.content)).some((x) => x !== themes[0])) strays.push(`${op.id}: another sector in ${op.summary}`)
      }
      for (const pkg of all(t.opinionPackages)) if (themesIn(pkg.name + pkg.intro).length !== 1) strays.push(`${pkg.id}: ${pkg.name} ${pkg.intro}`)
      expect(strays).toEqual([])
    })

    it('keeps rooms, answers and advisers on their themes: a paid room on its product’s, an adviser’s products on the adviser’s', () => {
      const strays: string[] = []
      for (const room of all(t.liveRooms)) {
        const themes = themesIn(room.title)
        if (themes.length !== 1 || themesIn(room.intro).join() !== themes.join()) strays.push(`${room.id}: ${room.title} / ${room.intro}`)
        const product = all(t.products).find((p) => p.id === room.productId)
        if (product && themesIn(product.name).join() !== themes.join()) strays.push(`${room.id} sold as ${product.name}: ${room.title}`)
      }
      for (const q of all(t.quizThreads)) {
        const named = mentions(q.answer ?? '')
        const sector = /所属(\S+?)行业/.exec(q.answer ?? '')?.[1]
        for (const m of named) if (stock(m.code)?.theme !== sector) strays.push(`${q.id}: ${m.name} in ${sector}`)
        if (named.length > 0 && !q.question.startsWith(named[0]!.name)) strays.push(`${q.id}: asked ${q.question}, answered ${named[0]!.name}`)
      }
      for (const adviser of all(t.advisers)) {
        const covers = themesIn(adviser.intro)
        const sold = all(t.products).filter((p) => p.adviserId === adviser.id && p.kind !== 'commission')
        const hosted = all(t.liveRooms).filter((r) => r.adviserId === adviser.id)
        const answered = all(t.quizThreads).filter((q) => q.adviserId === adviser.id && q.answer)
        for (const [what, text] of [...sold.map((p) => [p.id, p.name]), ...hosted.map((r) => [r.id, r.title]), ...answered.map((q) => [q.id, q.answer])] as [string, string][]) {
          for (const theme of themesIn(text)) if (!covers.includes(theme)) strays.push(`${adviser.id} (${covers.join('、')}): ${what} on ${theme}`)
        }
        if (themesIn(adviser.bio).some((x) => !covers.includes(x))) strays.push(`${adviser.id}: bio ${adviser.bio}`)
      }
      expect(strays).toEqual([])
    })

    it('cuts no sector name: every sector a text names before 板块 or 产业链 is a whole known name', () => {
      const cut: string[] = []
      for (const { where, text } of texts) {
        for (const m of plain(text).matchAll(/([\u4e00-\u9fa5]+?)(?:板块|产业链)/g)) {
          if (!THEME_NAMES.some((n) => m[1]!.endsWith(n))) cut.push(`${where}: 「${m[0]}」`)
        }
        // A known name's beginning that does not go on as the name (半导 without 体, 人工智 without 能).
        for (const name of THEME_NAMES.filter((n) => n.length > 2)) {
          for (let k = 2; k < name.length; k += 1) {
            const head = name.slice(0, k)
            for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + 1)) if (!text.startsWith(name, at)) cut.push(`${where}: 「${text.slice(at, at + name.length + 2)}」`)
          }
        }
      }
      expect(cut).toEqual([])
    })

    it('quotes each stock near its level, within its board’s daily limit, and prices it near that level wherever a text does', () => {
      const quotes = all(t.quotes)
      const off: string[] = STOCKS.filter((s) => !quotes.some((q) => q.code === s.code)).map((s) => `${s.name}: no quote`)
      for (const q of quotes) {
        const s = stock(q.code)
        if (!s) {
          off.push(`${q.code} ${q.name}: quoted, not in the model`)
          continue
        }
        if (q.name !== s.name) off.push(`${q.code}: quoted as ${q.name}`)
        if (Math.abs(Number(q.prevClose) / s.level - 1) > 0.1) off.push(`${q.name}: previous close ${q.prevClose}, level ${s.level}`)
        if (Math.abs(Number(q.price) / Number(q.prevClose) - 1) > dailyLimit(q.code)) off.push(`${q.name}: ${q.price} beyond the daily limit from ${q.prevClose}`)
      }
      let priced = 0
      for (const { where, text } of texts) {
        for (const sentence of sentences(text)) {
          const named = [...new Set(mentions(sentence).map((m) => m.code))]
          if (named.length !== 1) continue
          const s = stock(named[0]!)!
          for (const p of sentence.match(/\d+\.\d{2}(?=[–-]?[\d.]*元)/g) ?? []) {
            priced += 1
            if (Number(p) < s.level * 0.8 || Number(p) > s.level * 1.25) off.push(`${where}: ${s.name} at ${p} (level ${s.level}) in 「${sentence}」`)
          }
        }
      }
      expect(off).toEqual([])
      expect(priced).toBeGreaterThan(100)
    })

    it('dates every update when its pack promises: pushes before the open with what the description names, alerts while the market trades', () => {
      const wrong: string[] = []
      for (const pack of all(t.tipsPacks)) {
        const promised = ['买入区间', '目标价', '止损位'].filter((f) => pack.serviceDescription.includes(f))
        const perDay = Number(/不超过(\d+)只/.exec(pack.serviceDescription)?.[1] ?? Infinity)
        const updates = all(t.tipsUpdates).filter((u) => u.packId === pack.id)
        expect(updates.length, pack.id).toBeGreaterThan(0)
        const pushes = new Map<string, number>()
        for (const u of updates) {
          const at = u.publishedAt
          if (at > now) wrong.push(`${u.id}: published after now`)
          if (preMarket(at)) {
            for (const f of promised) if (!u.content.includes(f)) wrong.push(`${u.id} (${pack.name}) promises ${f}: 「${u.content}」`)
            if (!/仓位/.test(u.content)) wrong.push(`${u.id}: a push without its position`)
            pushes.set(shanghai(at).day, (pushes.get(shanghai(at).day) ?? 0) + 1)
          } else if (!(pack.serviceDescription.includes('盘中') && inSession(at))) {
            wrong.push(`${u.id} (${pack.name}) at ${shanghai(at).day} ${Math.floor(shanghai(at).minute / 60)}:${String(shanghai(at).minute % 60).padStart(2, '0')}, weekday ${shanghai(at).weekday}`)
          }
        }
        for (const [day, n] of pushes) if (n > perDay) wrong.push(`${pack.id}: ${n} pushes on ${day}, promised at most ${perDay}`)
      }
      expect(wrong).toEqual([])
    })

    it('publishes a package’s opinions before the open or after the close with position advice, as its introduction says', () => {
      const wrong: string[] = []
      for (const op of all(t.opinions)) {
        const at = op.publishedAt
        if (at > now) wrong.push(`${op.id}: published after now`)
        // 今日 of a market move only once a trading day has closed.
        if (/今日/.test(op.summary) && !(trading(at) && within(at, '15:00', '23:59'))) wrong.push(`${op.id}: 「${op.summary}」 at ${at.toISOString()}`)
        if (!op.packageId) continue
        const pkg = all(t.opinionPackages).find((p) => p.id === op.packageId)!
        if (/盘前/.test(pkg.intro) && /盘后/.test(pkg.intro) && !(trading(at) && (within(at, '06:00', '09:25') || within(at, '15:00', '23:59')))) wrong.push(`${op.id} of ${pkg.name} at ${at.toISOString()}`)
        if (/仓位/.test(pkg.intro) && !plain(op.content).includes('仓位')) wrong.push(`${op.id}: no position advice`)
      }
      expect(wrong).toEqual([])
    })

    it('gives the commission product its 调仓提醒 while the market is open and its 每周策略报告 after the week’s close, one portfolio carried through', () => {
      const [commission] = all(t.products).filter((p) => p.kind === 'commission')
      const updates = all(t.strategyUpdates).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())
      const reports = updates.filter((u) => /每周策略报告/.test(u.title))
      const moves = updates.filter((u) => /^(加仓|减仓|调仓)/.test(u.title))
      if ((commission!.serviceItems).some((s) => s.includes('每周策略报告'))) expect(reports.length).toBeGreaterThan(0)
      if ((commission!.serviceItems).some((s) => s.includes('调仓'))) expect(moves.length).toBeGreaterThan(0)
      const wrong: string[] = []
      const weights = new Map<string, number>()
      for (const u of updates) {
        const at = u.publishedAt
        if (at > now) wrong.push(`${u.id}: after now`)
        if (reports.includes(u)) {
          if (trading(at) && !(shanghai(at).weekday === 5 && within(at, '15:00', '23:59'))) wrong.push(`${u.id}: a weekly report on ${shanghai(at).day} ${shanghai(at).minute}`)
          const last = [...u.title.matchAll(/(\d+)月(\d+)日/g)].at(-1)
          if (!last || Number(last[1]) !== shanghai(at).month || Number(last[2]) !== shanghai(at).date) wrong.push(`${u.id}: 「${u.title}」 published ${shanghai(at).day}`)
          for (const m of u.content.matchAll(new RegExp(`(${THEME_NAMES.join('|')})板块(\\d+)%`, 'g'))) {
            if (weights.has(m[1]!) && weights.get(m[1]!) !== Number(m[2])) wrong.push(`${u.id}: ${m[1]} at ${m[2]}%, was ${weights.get(m[1]!)}%`)
            weights.set(m[1]!, Number(m[2]))
          }
        } else {
          if (!(preMarket(at) || inSession(at))) wrong.push(`${u.id}: 「${u.title}」 at ${shanghai(at).day} ${shanghai(at).minute}`)
          const m = new RegExp(`(${THEME_NAMES.join('|')})板块权重由(\\d+)%调至(\\d+)%`).exec(u.content)
          if (!m) wrong.push(`${u.id}: no weight in 「${u.content}」`)
          else {
            if (weights.has(m[1]!) && weights.get(m[1]!) !== Number(m[2])) wrong.push(`${u.id}: ${m[1]} from ${m[2]}%, was ${weights.get(m[1]!)}%`)
            if (Number(m[3]) > 30) wrong.push(`${u.id}: ${m[1]} at ${m[3]}%`)
            weights.set(m[1]!, Number(m[3]))
          }
        }
      }
      expect(wrong).toEqual([])
    })

    it('starts each live room at the hour its title names, on air, upcoming or past as the clock says', () => {
      const wrong: string[] = []
      for (const room of all(t.liveRooms)) {
        const start = room.startsAt
        const slot = Object.keys(LIVE_SLOTS).find((s) => room.title.startsWith(s))
        if (!slot || !LIVE_SLOTS[slot]!(start)) wrong.push(`${room.id} 「${room.title}」 starts ${start.toISOString()}`)
        if (room.endsAt <= start) wrong.push(`${room.id}: ends before it starts`)
        if (start > now && room.viewers !== 0) wrong.push(`${room.id}: ${room.viewers} viewers before it starts`)
        if (room.endsAt < now && room.productId) {
          const product = all(t.products).find((p) => p.id === room.productId)!
          if ((product.serviceItems).includes('直播回放') && !room.replayUrl) wrong.push(`${room.id}: a paid room without its promised replay`)
        }
      }
      expect(all(t.liveRooms).filter((r) => r.startsAt <= now && r.endsAt > now).length).toBeGreaterThanOrEqual(4)
      expect(new Set(all(t.liveRooms).map((r) => r.title)).size).toBe(all(t.liveRooms).length)
      expect(wrong).toEqual([])
    })

    it('answers questions after they were asked, in the adviser’s working hours, and dates nothing of the past after now', () => {
      const wrong: string[] = []
      for (const q of all(t.quizThreads)) {
        if (q.askedAt > now) wrong.push(`${q.id}: asked after now`)
        if (q.answeredAt && (q.answeredAt < q.askedAt || q.answeredAt > now || !within(q.answeredAt, '08:00', '22:00'))) wrong.push(`${q.id}: answered ${(q.answeredAt).toISOString()}`)
      }
      expect(wrong).toEqual([])
    })

    it('writes dates in prose as 11月23日, never 11月23号, and no later than the text', () => {
      expect(texts.filter(({ text }) => /\d+月\d+号/.test(text)).map((x) => x.where)).toEqual([])
    })

    it('sells what its activities and banners say: the limited-time free period, the quarter on sale', () => {
      const wrong: string[] = []
      for (const a of all(t.activities)) {
        const pack = all(t.tipsPacks).find((p) => a.link.endsWith(`id=${p.id}`))
        const prices = pack ? all(t.priceItems).filter((p) => p.productId === pack.productId) : []
        if (/限时免费/.test(a.title) && !prices.some((p) => p.periodId === 24 && Number(p.price) === 0)) wrong.push(`${a.id} 「${a.title}」 → ${a.link}`)
        if (/季度/.test(a.title) && !prices.some((p) => p.periodId === 16 && p.startDate !== null && p.startDate <= shanghai(now).day)) wrong.push(`${a.id} 「${a.title}」 → ${a.link}`)
        if (pack && themesIn(a.title).some((x) => !pack.name.includes(x))) wrong.push(`${a.id} 「${a.title}」 → ${pack.name}`)
      }
      expect(wrong).toEqual([])
    })

    it('charges each seeded order its product’s price, to an investor whose risk type allows the product', () => {
      const wrong: string[] = []
      for (const o of all(t.orders).filter((x) => x.clientKey.startsWith('seed-'))) {
        const price = all(t.priceItems).find((p) => p.productId === o.productId && p.periodId === o.periodId)
        if (o.amount !== price?.price) wrong.push(`${o.id}: ${o.productId} period ${o.periodId} at ${o.amount}, priced ${price?.price}`)
        const user = all(t.users).find((u) => u.id === o.userId)!
        const product = all(t.products).find((p) => p.id === o.productId)!
        if (o.payStatus === 'paid' && (user.riskLevel ?? 0) < product.riskLevel) wrong.push(`${o.id}: C${user.riskLevel} holds R${product.riskLevel} ${product.name}`)
      }
      expect(wrong).toEqual([])
    })

    it('states one count per fact on every endpoint that shows it, and no fewer holders than the seeded orders in service', async () => {
      const products = all(t.products)
      const holders = (productId: string) => new Set(all(t.orders).filter((o) => o.productId === productId && [105, 220].includes(o.status)).map((o) => o.userId)).size
      for (const p of products) {
        expect([p.id, p.subscribers <= p.sales, p.subscribers >= holders(p.id)]).toEqual([p.id, true, true])
      }
      const packages = (await server.post('/api/view/packageList', { offset: 0, size: 50 })).body.list as { id: string; productId: string; subscriberCount: number }[]
      expect(packages.length).toBe(all(t.opinionPackages).length)
      for (const pkg of packages) {
        const detail = (await server.post('/api/view/packageDetail', { id: pkg.id })).body.data
        const product = products.find((p) => p.id === pkg.productId)!
        expect([pkg.id, pkg.subscriberCount, detail.subscriberCount]).toEqual([pkg.id, product.subscribers, product.subscribers])
      }
      const tips = (await server.post('/api/tips/list', { offset: 0, size: 50 })).body.list as { id: string; productId: string; salesCount: number }[]
      expect(tips.length).toBe(all(t.tipsPacks).length)
      for (const pack of tips) {
        const brief = (await server.post('/api/tips/brief', { id: pack.id })).body.data
        const detail = (await server.post('/api/tips/detail', { id: pack.id })).body.data
        const product = products.find((p) => p.id === pack.productId)!
        expect([pack.id, brief.salesCount, detail.salesCount, brief.subscriberCount, detail.subscriberCount]).toEqual([pack.id, pack.salesCount, pack.salesCount, product.subscribers, product.subscribers])
        expect(pack.salesCount).toBe(product.sales)
      }
      for (const c of (await server.post('/api/commission/list', { offset: 0, size: 50 })).body.list as { id: string; productId: string }[]) {
        const brief = (await server.post('/api/commission/brief', { id: c.id })).body.data
        expect(brief.subscriberCount).toBe(products.find((p) => p.id === c.productId)!.subscribers)
      }
    })
  })
}
