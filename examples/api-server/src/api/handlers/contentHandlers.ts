// Public content: home, advisers, live rooms, opinions, tips, the commission product and Q&A.
// Paid content (opinion in a package, tips content, commission strategy, paid live stream) is returned
// only to a signed-in user holding the product (see mappers.privilegedProducts).
import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, or } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { BUSINESS_CODES, fail } from '../businessError.js'
import type { HandlerContext, Handlers } from '../handlerTypes.js'
import { me } from '../handlerTypes.js'
import { adviserCard, iso, maskName, minPrice, priceLists, privilegedProducts, productRisk, productSummaries, shanghaiDay } from '../mappers.js'
import { containsPattern } from '../../db/likePattern.js'

const HOUR = 3600_000
type LiveRow = typeof t.liveRooms.$inferSelect
type QuizRow = typeof t.quizThreads.$inferSelect

const liveStatus = (room: LiveRow, now: Date) => (room.startsAt > now ? 'upcoming' : room.endsAt < now ? 'ended' : 'live')
const LIVE_ORDER = { live: 0, upcoming: 1, ended: 2 } as const

function liveRoom(room: LiveRow, tgName: string, now: Date) {
  return {
    id: room.id,
    title: room.title,
    adviserId: room.adviserId,
    tgName,
    coverUrl: room.cover,
    status: liveStatus(room, now),
    startTime: iso(room.startsAt),
    endTime: iso(room.endsAt),
    viewerCount: room.viewers,
    needsPrivilege: room.productId !== null,
  } as const
}

async function adviserOr404(ctx: HandlerContext, id: string) {
  const [row] = await ctx.db.select().from(t.advisers).where(eq(t.advisers.id, id))
  if (!row) throw fail(BUSINESS_CODES.notFound, messages.adviserNotFound)
  return row
}

// Opinions are always read with their package's product (left join: free opinions have none).
const opinionColumns = { opinion: t.opinions, tgName: t.advisers.tgName, productId: t.opinionPackages.productId }
function opinion({ opinion: o, tgName, productId }: { opinion: typeof t.opinions.$inferSelect; tgName: string; productId: string | null }) {
  return {
    id: o.id,
    title: o.title,
    summary: o.summary,
    adviserId: o.adviserId,
    tgName,
    publishTime: iso(o.publishedAt),
    readCount: o.reads,
    likeCount: o.likes,
    hot: o.hot,
    packageId: o.packageId,
    productId,
  }
}

function quizThread(q: QuizRow, asker: string, tgName: string) {
  return {
    id: q.id,
    question: q.question,
    askerName: maskName(asker),
    adviserId: q.adviserId,
    tgName,
    answer: q.answer,
    askTime: iso(q.askedAt),
    answerTime: q.answeredAt ? iso(q.answeredAt) : null,
    status: q.answer === null ? 'pending' : 'answered',
  } as const
}
const quizColumns = { thread: t.quizThreads, asker: t.users.userName, tgName: t.advisers.tgName }

/** Home's banners in their order (the banners' answer; index.html's shell shows the first one's picture). */
export async function homeBanners(db: HandlerContext['db']) {
  const rows = await db.select().from(t.banners).orderBy(asc(t.banners.sort))
  return rows.map((b) => ({ id: b.id, title: b.title, imageUrl: b.image, link: b.link }))
}

export const homeHandlers: Handlers['home'] = {
  async getTgIndexBanners(_req, { db }) {
    const list = await homeBanners(db)
    return { list, total: list.length }
  },
  async searchAdviserApp({ keyword, offset, size }, { db }) {
    const like = containsPattern(keyword)
    const where = or(ilike(t.advisers.name, like), ilike(t.advisers.teamName, like), ilike(t.advisers.specialty, like))
    const rows = await db.select().from(t.advisers).where(where).orderBy(asc(t.advisers.sort)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.advisers).where(where)
    return { list: rows.map(adviserCard), total: total?.n ?? 0 }
  },
}

export const adviserHandlers: Handlers['advisers'] = {
  async list({ offset, size }, { db }) {
    const rows = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.advisers)
    return { list: rows.map(adviserCard), total: total?.n ?? 0 }
  },
  async detail({ id }, ctx) {
    const a = await adviserOr404(ctx, id)
    const rooms = await ctx.db.select().from(t.liveRooms).where(eq(t.liveRooms.adviserId, id))
    const live = rooms.find((r) => liveStatus(r, ctx.now) === 'live')
    // The adviser's page lists what they sell (issue #32), as search results show products.
    const products = await ctx.db.select().from(t.products).where(and(eq(t.products.adviserId, id), eq(t.products.onSale, true))).orderBy(asc(t.products.id))
    return {
      data: {
        ...adviserCard(a),
        bio: a.bio,
        liveRoomId: live?.id ?? null,
        practiceYears: practiceYears(a.practiceSinceYear, ctx.now),
        products: await productSummaries(ctx.db, products, ctx.now),
      },
    }
  },
}

export const liveHandlers: Handlers['live'] = {
  async list({ status, offset, size }, { db, now }) {
    const rows = await db.select({ room: t.liveRooms, tgName: t.advisers.tgName }).from(t.liveRooms).innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
    const rooms = rows
      .map((r) => liveRoom(r.room, r.tgName, now))
      .filter((r) => !status || r.status === status)
      .sort((a, b) =>
        a.status !== b.status
          ? LIVE_ORDER[a.status] - LIVE_ORDER[b.status]
          : a.status === 'ended'
            ? b.startTime.localeCompare(a.startTime)
            : a.startTime.localeCompare(b.startTime),
      )
    return { list: rooms.slice(offset, offset + size), total: rooms.length }
  },
  async detail({ id }, ctx) {
    const [row] = await ctx.db
      .select({ room: t.liveRooms, tgName: t.advisers.tgName })
      .from(t.liveRooms)
      .innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
      .where(eq(t.liveRooms.id, id))
    if (!row) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const base = liveRoom(row.room, row.tgName, ctx.now)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const locked = row.room.productId !== null && !held.has(row.room.productId)
    const url = base.status === 'live' ? row.room.streamUrl : base.status === 'ended' ? row.room.replayUrl : null
    return { data: { ...base, intro: row.room.intro, locked, streamUrl: locked ? null : url, productId: row.room.productId } }
  },
  async history({ roomId, offset, size }, ctx) {
    const { db, now } = ctx
    const rows = await db
      .select({ room: t.liveRooms, tgName: t.advisers.tgName })
      .from(t.liveRooms)
      .innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
      .orderBy(desc(t.liveRooms.startsAt))
    const ended = rows.filter((r) => r.room.endsAt < now && (!roomId || r.room.id === roomId))
    // A paid room's audio is paid content like its stream: only for a holder (decision wave2-reach19-3).
    const held = ended.some((r) => r.room.productId !== null && r.room.audioUrl !== null) ? await privilegedProducts(db, ctx.user?.id ?? null, now) : new Set<string>()
    return {
      list: ended.slice(offset, offset + size).map(({ room, tgName }) => ({
        id: room.id,
        roomId: room.id,
        title: room.title,
        tgName,
        startTime: iso(room.startsAt),
        endTime: iso(room.endsAt),
        replayUrl: room.replayUrl,
        audioUrl: room.productId !== null && !held.has(room.productId) ? null : room.audioUrl,
      })),
      total: ended.length,
    }
  },
}

async function opinionPackageList(ctx: HandlerContext, where: ReturnType<typeof eq> | undefined, offset: number, size: number) {
  const rows = await ctx.db
    .select({ pkg: t.opinionPackages, tgName: t.advisers.tgName, risk: t.products.riskLevel })
    .from(t.opinionPackages)
    .innerJoin(t.advisers, eq(t.advisers.id, t.opinionPackages.adviserId))
    .innerJoin(t.products, eq(t.products.id, t.opinionPackages.productId))
    .where(where)
    .orderBy(asc(t.opinionPackages.id))
    .limit(size)
    .offset(offset)
  const ids = rows.map((r) => r.pkg.id)
  const counts = ids.length
    ? await ctx.db.select({ id: t.opinions.packageId, n: count() }).from(t.opinions).where(inArray(t.opinions.packageId, ids)).groupBy(t.opinions.packageId)
    : []
  const prices = await priceLists(ctx.db, rows.map((r) => r.pkg.productId))
  return rows.map(({ pkg, tgName, risk }) => ({
    id: pkg.id,
    productId: pkg.productId,
    name: pkg.name,
    adviserId: pkg.adviserId,
    tgName,
    intro: pkg.intro,
    riskLevel: productRisk(risk),
    opinionCount: counts.find((c) => c.id === pkg.id)?.n ?? 0,
    subscriberCount: pkg.subscribers,
    priceList: prices.get(pkg.productId) ?? [],
  }))
}

export const opinionHandlers: Handlers['opinions'] = {
  async list({ adviserId, keyword, offset, size }, { db }) {
    // The keyword (this project's extension, at most 50 characters by the contract) is a bound ILIKE pattern
    // with its wildcards escaped: title, summary or the adviser's name.
    const like = keyword ? containsPattern(keyword) : undefined
    const where = and(
      adviserId ? eq(t.opinions.adviserId, adviserId) : undefined,
      like ? or(ilike(t.opinions.title, like), ilike(t.opinions.summary, like), ilike(t.advisers.tgName, like)) : undefined,
    )
    const rows = await db
      .select(opinionColumns)
      .from(t.opinions)
      .innerJoin(t.advisers, eq(t.advisers.id, t.opinions.adviserId))
      .leftJoin(t.opinionPackages, eq(t.opinionPackages.id, t.opinions.packageId))
      .where(where)
      .orderBy(desc(t.opinions.publishedAt))
      .limit(size)
      .offset(offset)
    const [total] = await db
      .select({ n: count() })
      .from(t.opinions)
      .innerJoin(t.advisers, eq(t.advisers.id, t.opinions.adviserId))
      .where(where)
    return { list: rows.map(opinion), total: total?.n ?? 0 }
  },
  async detail({ id }, ctx) {
    const [row] = await ctx.db
      .select(opinionColumns)
      .from(t.opinions)
      .innerJoin(t.advisers, eq(t.advisers.id, t.opinions.adviserId))
      .leftJoin(t.opinionPackages, eq(t.opinionPackages.id, t.opinions.packageId))
      .where(eq(t.opinions.id, id))
    if (!row) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const locked = row.productId !== null && !held.has(row.productId)
    return { data: { ...opinion(row), content: locked ? '' : row.opinion.content, locked } }
  },
  async hot48({ offset, size }, { db, now }) {
    const where = and(eq(t.opinions.hot, true), gte(t.opinions.publishedAt, new Date(now.getTime() - 48 * HOUR)))
    const rows = await db
      .select(opinionColumns)
      .from(t.opinions)
      .innerJoin(t.advisers, eq(t.advisers.id, t.opinions.adviserId))
      .leftJoin(t.opinionPackages, eq(t.opinionPackages.id, t.opinions.packageId))
      .where(where)
      .orderBy(desc(t.opinions.reads), desc(t.opinions.publishedAt))
      .limit(size)
      .offset(offset)
    const [total] = await db.select({ n: count() }).from(t.opinions).where(where)
    return { list: rows.map(opinion), total: total?.n ?? 0 }
  },
  async packages({ offset, size }, ctx) {
    const [total] = await ctx.db.select({ n: count() }).from(t.opinionPackages)
    return { list: await opinionPackageList(ctx, undefined, offset, size), total: total?.n ?? 0 }
  },
  async packageDetail({ id }, ctx) {
    const [pkg] = await opinionPackageList(ctx, eq(t.opinionPackages.id, id), 0, 1)
    if (!pkg) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const page = await productPage(ctx, pkg.productId)
    const recent = await ctx.db
      .select(opinionColumns)
      .from(t.opinions)
      .innerJoin(t.advisers, eq(t.advisers.id, t.opinions.adviserId))
      .leftJoin(t.opinionPackages, eq(t.opinionPackages.id, t.opinions.packageId))
      .where(eq(t.opinions.packageId, id))
      .orderBy(desc(t.opinions.publishedAt))
      .limit(10)
    // A package counts its own subscribers (listed on the package list too).
    return { data: { ...pkg, ...page, subscriberCount: pkg.subscriberCount, recentOpinions: recent.map(opinion) } }
  },
}

/** Whole years since the adviser qualified, by the market's calendar year. */
const practiceYears = (sinceYear: number, now: Date) => Math.max(0, Number(shanghaiDay(now).slice(0, 4)) - sinceYear)

/** What a product page adds to the listing: the adviser's credentials, what the subscription includes, its holders. */
async function productPage(ctx: HandlerContext, productId: string) {
  const [row] = await ctx.db
    .select({ product: t.products, adviser: t.advisers })
    .from(t.products)
    .innerJoin(t.advisers, eq(t.advisers.id, t.products.adviserId))
    .where(eq(t.products.id, productId))
  if (!row) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
  const { product, adviser } = row
  return {
    adviser: {
      id: adviser.id,
      tgName: adviser.tgName,
      teamName: adviser.teamName,
      qualificationNo: adviser.qualificationNo,
      practiceYears: practiceYears(adviser.practiceSinceYear, ctx.now),
    },
    serviceItems: product.serviceItems,
    subscriberCount: product.subscribers,
  }
}

async function tipsPacks(ctx: HandlerContext, id?: string) {
  const rows = await ctx.db
    .select({ pack: t.tipsPacks, tgName: t.advisers.tgName, product: t.products })
    .from(t.tipsPacks)
    .innerJoin(t.advisers, eq(t.advisers.id, t.tipsPacks.adviserId))
    .innerJoin(t.products, eq(t.products.id, t.tipsPacks.productId))
    .where(id ? eq(t.tipsPacks.id, id) : undefined)
    .orderBy(asc(t.tipsPacks.id))
  const prices = await priceLists(ctx.db, rows.map((r) => r.pack.productId))
  return rows.map(({ pack, tgName, product }) => ({
    row: pack,
    view: {
      id: pack.id,
      productId: pack.productId,
      name: pack.name,
      adviserId: pack.adviserId,
      tgName,
      intro: pack.intro,
      riskLevel: productRisk(product.riskLevel),
      winRate: product.winRate,
      salesCount: product.sales,
      priceList: prices.get(pack.productId) ?? [],
    },
  }))
}

async function tipsBrief(ctx: HandlerContext, id: string) {
  const [found] = await tipsPacks(ctx, id)
  if (!found) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
  const [updates] = await ctx.db.select({ n: count() }).from(t.tipsUpdates).where(eq(t.tipsUpdates.packId, id))
  const page = await productPage(ctx, found.row.productId)
  return { found, brief: { ...found.view, ...page, serviceDescription: found.row.serviceDescription, updateCount: updates?.n ?? 0 } }
}

export const tipsHandlers: Handlers['tips'] = {
  async list({ sort, offset, size }, ctx) {
    const packs = (await tipsPacks(ctx)).map((p) => p.view)
    const price = (p: (typeof packs)[number]) => Number(minPrice(p.priceList, ctx.now) ?? Infinity)
    // 1 综合 (sales weighted by win rate), 2 销量, 3 价格 (lowest first), 4 胜率 (spec §3 sort menus).
    const score = { 1: (p: (typeof packs)[number]) => -p.salesCount * Number(p.winRate), 2: (p: (typeof packs)[number]) => -p.salesCount, 3: price, 4: (p: (typeof packs)[number]) => -Number(p.winRate) }[sort]
    packs.sort((a, b) => score(a) - score(b) || a.id.localeCompare(b.id))
    return { list: packs.slice(offset, offset + size), total: packs.length }
  },
  async brief({ id }, ctx) {
    return { data: (await tipsBrief(ctx, id)).brief }
  },
  async detail({ id }, ctx) {
    const { found, brief } = await tipsBrief(ctx, id)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const locked = !held.has(found.row.productId)
    return { data: { ...brief, locked, content: locked ? '' : found.row.content } }
  },
  async updates({ id, offset, size }, ctx) {
    const [pack] = await ctx.db.select().from(t.tipsPacks).where(eq(t.tipsPacks.id, id))
    if (!pack) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const rows = await ctx.db.select().from(t.tipsUpdates).where(eq(t.tipsUpdates.packId, id)).orderBy(desc(t.tipsUpdates.publishedAt)).limit(size).offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.tipsUpdates).where(eq(t.tipsUpdates.packId, id))
    // Titles are the teaser; the advice itself is paid content.
    const open = held.has(pack.productId)
    return {
      list: rows.map((u) => ({
        id: u.id,
        tipsId: u.packId,
        productId: pack.productId,
        title: u.title,
        content: open ? u.content : '',
        // The spoken note is part of the paid advice.
        audioUrl: open ? u.audioUrl : null,
        publishTime: iso(u.publishedAt),
      })),
      total: total?.n ?? 0,
    }
  },
  async activityList({ offset, size }, { db, now }) {
    const where = gte(t.activities.endDate, shanghaiDay(now))
    const rows = await db.select().from(t.activities).where(where).orderBy(asc(t.activities.startDate)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.activities).where(where)
    return { list: rows, total: total?.n ?? 0 }
  },
}

async function commission(ctx: HandlerContext, id?: string) {
  const rows = await ctx.db
    .select({ c: t.commissionProducts, tgName: t.advisers.tgName, product: t.products })
    .from(t.commissionProducts)
    .innerJoin(t.advisers, eq(t.advisers.id, t.commissionProducts.adviserId))
    .innerJoin(t.products, eq(t.products.id, t.commissionProducts.productId))
    .where(id ? eq(t.commissionProducts.id, id) : undefined)
    .orderBy(asc(t.commissionProducts.id))
  return rows.map(({ c, tgName, product }) => ({
    row: c,
    view: {
      id: c.id,
      productId: c.productId,
      name: c.name,
      adviserId: c.adviserId,
      tgName,
      intro: c.intro,
      riskLevel: productRisk(product.riskLevel),
      rateDescription: c.rateDescription,
      minAssets: product.minAssets,
    },
  }))
}
async function commissionOr404(ctx: HandlerContext, id: string) {
  const [found] = await commission(ctx, id)
  if (!found) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
  return found
}

export const commissionHandlers: Handlers['commission'] = {
  async list({ offset, size }, ctx) {
    const all = await commission(ctx)
    return { list: all.slice(offset, offset + size).map((c) => c.view), total: all.length }
  },
  async brief({ id }, ctx) {
    const { row, view } = await commissionOr404(ctx, id)
    return { data: { ...view, ...(await productPage(ctx, row.productId)), serviceDescription: row.serviceDescription } }
  },
  async detail({ id }, ctx) {
    const { row, view } = await commissionOr404(ctx, id)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const locked = !held.has(row.productId)
    const page = await productPage(ctx, row.productId)
    return { data: { ...view, ...page, serviceDescription: row.serviceDescription, locked, content: locked ? '' : row.strategy } }
  },
  async strategyUpdates({ id, offset, size }, ctx) {
    const { row } = await commissionOr404(ctx, id)
    // Titles are the teaser; the strategy text is paid content, like the tips updates.
    const open = (await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)).has(row.productId)
    const rows = await ctx.db.select().from(t.strategyUpdates).where(eq(t.strategyUpdates.commissionId, id)).orderBy(desc(t.strategyUpdates.publishedAt)).limit(size).offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.strategyUpdates).where(eq(t.strategyUpdates.commissionId, id))
    return {
      list: rows.map((s) => ({
        id: s.id,
        commissionId: id,
        productId: row.productId,
        title: s.title,
        content: open ? s.content : '',
        publishTime: iso(s.publishedAt),
      })),
      total: total?.n ?? 0,
    }
  },
  async chargingRules({ id }, ctx) {
    const { row } = await commissionOr404(ctx, id)
    return { data: { productId: row.productId, notice: row.chargingNotice, rules: row.chargingRules } }
  },
}

export const quizHandlers: Handlers['quiz'] = {
  async index(_req, { db }) {
    const threads = await db
      .select(quizColumns)
      .from(t.quizThreads)
      .innerJoin(t.users, eq(t.users.id, t.quizThreads.userId))
      .innerJoin(t.advisers, eq(t.advisers.id, t.quizThreads.adviserId))
      .where(and(eq(t.quizThreads.isPublic, true), isNotNull(t.quizThreads.answer)))
      .orderBy(desc(t.quizThreads.answeredAt))
      .limit(5)
    const advisers = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort)).limit(6)
    return { data: { hotThreads: threads.map((q) => quizThread(q.thread, q.asker, q.tgName)), advisers: advisers.map(adviserCard) } }
  },
  async adviserList({ offset, size }, { db }) {
    const rows = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.advisers)
    return { list: rows.map(adviserCard), total: total?.n ?? 0 }
  },
  async list({ adviserId, offset, size }, { db }) {
    const where = and(eq(t.quizThreads.isPublic, true), isNotNull(t.quizThreads.answer), adviserId ? eq(t.quizThreads.adviserId, adviserId) : undefined)
    const rows = await db
      .select(quizColumns)
      .from(t.quizThreads)
      .innerJoin(t.users, eq(t.users.id, t.quizThreads.userId))
      .innerJoin(t.advisers, eq(t.advisers.id, t.quizThreads.adviserId))
      .where(where)
      .orderBy(desc(t.quizThreads.answeredAt))
      .limit(size)
      .offset(offset)
    const [total] = await db.select({ n: count() }).from(t.quizThreads).where(where)
    return { list: rows.map((q) => quizThread(q.thread, q.asker, q.tgName)), total: total?.n ?? 0 }
  },
  async detail({ id }, ctx) {
    const [row] = await ctx.db
      .select(quizColumns)
      .from(t.quizThreads)
      .innerJoin(t.users, eq(t.users.id, t.quizThreads.userId))
      .innerJoin(t.advisers, eq(t.advisers.id, t.quizThreads.adviserId))
      .where(eq(t.quizThreads.id, id))
    // A private thread is visible to its asker only; to anyone else it does not exist.
    if (!row || (!(row.thread.isPublic && row.thread.answer !== null) && row.thread.userId !== ctx.user?.id)) {
      throw fail(BUSINESS_CODES.notFound, messages.quizNotFound)
    }
    return { data: quizThread(row.thread, row.asker, row.tgName) }
  },
  async submit({ adviserId, question }, ctx) {
    const user = me(ctx)
    const adviser = await adviserOr404(ctx, adviserId)
    const row = {
      id: `QZ${randomBytes(6).toString('hex').toUpperCase()}`,
      userId: user.id,
      adviserId,
      question,
      answer: null,
      askedAt: ctx.now,
      answeredAt: null,
      isPublic: false,
    }
    await ctx.db.insert(t.quizThreads).values(row)
    return { data: quizThread(row, user.userName, adviser.tgName) }
  },
  async myList({ offset, size }, ctx) {
    const user = me(ctx)
    const where = eq(t.quizThreads.userId, user.id)
    const rows = await ctx.db
      .select(quizColumns)
      .from(t.quizThreads)
      .innerJoin(t.users, eq(t.users.id, t.quizThreads.userId))
      .innerJoin(t.advisers, eq(t.advisers.id, t.quizThreads.adviserId))
      .where(where)
      .orderBy(desc(t.quizThreads.askedAt))
      .limit(size)
      .offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.quizThreads).where(where)
    return { list: rows.map((q) => quizThread(q.thread, q.asker, q.tgName)), total: total?.n ?? 0 }
  },
}
