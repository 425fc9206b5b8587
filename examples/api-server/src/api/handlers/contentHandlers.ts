// Public content: home, advisers, live rooms, opinions, tips, the commission product and Q&A.
// Paid content (opinion in a package, tips content, commission strategy, paid live stream) is returned
// only to a signed-in user holding the product (see mappers.privilegedProducts).
import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { BUSINESS_CODES, fail } from '../businessError.js'
import type { HandlerContext, Handlers } from '../handlerTypes.js'
import { me } from '../handlerTypes.js'
import { adviserCard, adviserCredentials, iso, maskName, minPrice, priceLists, privilegedProducts, productRisk, productSummaries, shanghaiDay } from '../mappers.js'
import { containsPattern } from '../../db/likePattern.js'
import { artPath } from '../../media/art/artFiles.js'
import { themeOfTitle } from '../../media/art/themes.js'
import { paged, totalColumn } from '../../db/paged.js'

const HOUR = 3600_000
/**
 * Most products a catalogue list reads (tips packs, commission products): those lists sort by figures computed here
 * (the price the investor can pay today), so they read the catalogue whole; the firm's catalogue is tens of products,
 * and this bound keeps a runaway one from holding the server (issue #34). Past it the list shows the first by id.
 */
export const CATALOGUE_MAX = 1_000
type LiveRow = typeof t.liveRooms.$inferSelect
type QuizRow = typeof t.quizThreads.$inferSelect

const liveStatus = (room: LiveRow, now: Date) => (room.startsAt > now ? 'upcoming' : room.endsAt < now ? 'ended' : 'live')

function liveRoom(room: LiveRow, tgName: string, qualificationNo: string, now: Date) {
  return {
    id: room.id,
    title: room.title,
    adviserId: room.adviserId,
    tgName,
    qualificationNo,
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
const opinionColumns = { opinion: t.opinions, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo, productId: t.opinionPackages.productId }
function opinion({ opinion: o, tgName, qualificationNo, productId }: { opinion: typeof t.opinions.$inferSelect; tgName: string; qualificationNo: string; productId: string | null }) {
  return {
    id: o.id,
    title: o.title,
    summary: o.summary,
    adviserId: o.adviserId,
    tgName,
    qualificationNo,
    publishTime: iso(o.publishedAt),
    readCount: o.reads,
    likeCount: o.likes,
    hot: o.hot,
    packageId: o.packageId,
    productId,
    // The thumbnail of the sector the title names (decision wave3-finish-1).
    imageUrl: artPath('theme', themeOfTitle(o.title)),
  }
}

function quizThread(q: QuizRow, asker: string, tgName: string, qualificationNo: string) {
  return {
    id: q.id,
    question: q.question,
    askerName: maskName(asker),
    adviserId: q.adviserId,
    tgName,
    qualificationNo,
    answer: q.answer,
    askTime: iso(q.askedAt),
    answerTime: q.answeredAt ? iso(q.answeredAt) : null,
    status: q.answer === null ? 'pending' : 'answered',
  } as const
}
const quizColumns = { thread: t.quizThreads, asker: t.users.userName, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo }

/** Home's banners in their order (the banners' answer; index.html's shell shows the first one's picture). */
export async function homeBanners(db: HandlerContext['db']) {
  const rows = await db.select().from(t.banners).orderBy(asc(t.banners.sort), asc(t.banners.id))
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
    const rows = await db.select().from(t.advisers).where(where).orderBy(asc(t.advisers.sort), asc(t.advisers.id)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.advisers).where(where)
    return { list: rows.map(adviserCard), total: total?.n ?? 0 }
  },
}

export const adviserHandlers: Handlers['advisers'] = {
  async list({ offset, size }, { db }) {
    const rows = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort), asc(t.advisers.id)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.advisers)
    return { list: rows.map(adviserCard), total: total?.n ?? 0 }
  },
  async detail({ id }, ctx) {
    const a = await adviserOr404(ctx, id)
    // The adviser's room on air now, if any (read as one row: an adviser's rooms grow with every broadcast).
    const [live] = await ctx.db
      .select({ id: t.liveRooms.id })
      .from(t.liveRooms)
      .where(and(eq(t.liveRooms.adviserId, id), lte(t.liveRooms.startsAt, ctx.now), gte(t.liveRooms.endsAt, ctx.now)))
      .orderBy(asc(t.liveRooms.startsAt), asc(t.liveRooms.id))
      .limit(1)
    // The adviser's page lists what they sell (issue #32), as search results show products.
    const products = await ctx.db
      .select()
      .from(t.products)
      .where(and(eq(t.products.adviserId, id), eq(t.products.onSale, true)))
      .orderBy(asc(t.products.id))
      .limit(CATALOGUE_MAX)
    return {
      data: {
        ...adviserCard(a),
        bio: a.bio,
        liveRoomId: live?.id ?? null,
        practiceYears: adviserCredentials(a, ctx.now).practiceYears,
        products: await productSummaries(ctx.db, products, ctx.now),
      },
    }
  },
}

/**
 * A room's state as a number, by `liveStatus`'s rule in SQL (0 live, 1 upcoming, 2 ended): the live list filters and
 * orders by it in the statement, so a page never reads every room ever broadcast (issue #34).
 */
const liveRank = (now: Date) => sql<number>`(case when ${t.liveRooms.startsAt} > ${now} then 1 when ${t.liveRooms.endsAt} < ${now} then 2 else 0 end)`
const LIVE_ORDER = { live: 0, upcoming: 1, ended: 2 } as const

export const liveHandlers: Handlers['live'] = {
  // Live first, then upcoming (soonest first), then ended (latest first).
  async list({ status, offset, size }, { db, now }) {
    const rank = liveRank(now)
    const { rows, total } = await paged(
      (limit, skip) =>
        db
          .select({ room: t.liveRooms, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo, total: totalColumn() })
          .from(t.liveRooms)
          .innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
          .where(status ? sql`${rank} = ${LIVE_ORDER[status]}` : undefined)
          .orderBy(rank, sql`case when ${rank} = 2 then null else ${t.liveRooms.startsAt} end`, desc(t.liveRooms.startsAt), asc(t.liveRooms.id))
          .limit(limit)
          .offset(skip),
      offset,
      size,
    )
    return { list: rows.map((r) => liveRoom(r.room, r.tgName, r.qualificationNo, now)), total }
  },
  async detail({ id }, ctx) {
    const [row] = await ctx.db
      .select({ room: t.liveRooms, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo })
      .from(t.liveRooms)
      .innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
      .where(eq(t.liveRooms.id, id))
    if (!row) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const base = liveRoom(row.room, row.tgName, row.qualificationNo, ctx.now)
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const locked = row.room.productId !== null && !held.has(row.room.productId)
    const url = base.status === 'live' ? row.room.streamUrl : base.status === 'ended' ? row.room.replayUrl : null
    const audioUrl = base.status === 'ended' && !locked ? row.room.audioUrl : null
    // A paid room's media go to its holder as signed addresses: the bare paths are refused (issue #34).
    const paid = (path: string | null) => (path !== null && row.room.productId !== null ? ctx.media.sign(path, ctx.now) : path)
    return { data: { ...base, intro: row.room.intro, locked, streamUrl: locked ? null : paid(url), productId: row.room.productId, audioUrl: paid(audioUrl) } }
  },
  // Public and cached, answered without the caller: a paid room's replay and audio are paid content like its stream,
  // so they are left out for everyone (issue #34); a holder plays them from the room's page (live/detail).
  async history({ roomId, offset, size }, { db, now }) {
    const { rows, total } = await paged(
      (limit, skip) =>
        db
          .select({ room: t.liveRooms, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo, total: totalColumn() })
          .from(t.liveRooms)
          .innerJoin(t.advisers, eq(t.advisers.id, t.liveRooms.adviserId))
          .where(and(lt(t.liveRooms.endsAt, now), roomId ? eq(t.liveRooms.id, roomId) : undefined))
          .orderBy(desc(t.liveRooms.startsAt), asc(t.liveRooms.id))
          .limit(limit)
          .offset(skip),
      offset,
      size,
    )
    return {
      list: rows.map(({ room, tgName, qualificationNo }) => {
        const paid = room.productId !== null
        return {
          id: room.id,
          roomId: room.id,
          title: room.title,
          tgName,
          qualificationNo,
          startTime: iso(room.startsAt),
          endTime: iso(room.endsAt),
          replayUrl: paid ? null : room.replayUrl,
          audioUrl: paid ? null : room.audioUrl,
          needsPrivilege: paid,
        }
      }),
      total,
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
      .orderBy(desc(t.opinions.publishedAt), desc(t.opinions.id))
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
      .orderBy(desc(t.opinions.reads), desc(t.opinions.publishedAt), desc(t.opinions.id))
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
      .orderBy(desc(t.opinions.publishedAt), desc(t.opinions.id))
      .limit(10)
    // A package counts its own subscribers (listed on the package list too).
    return { data: { ...pkg, ...page, subscriberCount: pkg.subscriberCount, recentOpinions: recent.map(opinion) } }
  },
}


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
    adviser: adviserCredentials(adviser, ctx.now),
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
    .limit(CATALOGUE_MAX)
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
    const [found] = await ctx.db
      .select({ pack: t.tipsPacks, adviser: t.advisers })
      .from(t.tipsPacks)
      .innerJoin(t.advisers, eq(t.advisers.id, t.tipsPacks.adviserId))
      .where(eq(t.tipsPacks.id, id))
    if (!found) throw fail(BUSINESS_CODES.notFound, messages.contentNotFound)
    const { pack, adviser } = found
    const held = await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)
    const rows = await ctx.db.select().from(t.tipsUpdates).where(eq(t.tipsUpdates.packId, id)).orderBy(desc(t.tipsUpdates.publishedAt), desc(t.tipsUpdates.id)).limit(size).offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.tipsUpdates).where(eq(t.tipsUpdates.packId, id))
    // An update's title names the security and the call ('宁德时代：减仓观望'): advice, so like the text it goes to
    // holders only (issue #37). A non-holder sees that an update exists, when, and from whom.
    const open = held.has(pack.productId)
    return {
      list: rows.map((u) => ({
        id: u.id,
        tipsId: u.packId,
        productId: pack.productId,
        tgName: adviser.tgName,
        qualificationNo: adviser.qualificationNo,
        title: open ? u.title : '',
        locked: !open,
        content: open ? u.content : '',
        // The spoken note is part of the paid advice.
        // Signed: the media route refuses a tips update's audio without a holder's address (issue #34).
        audioUrl: open && u.audioUrl !== null ? ctx.media.sign(u.audioUrl, ctx.now) : null,
        publishTime: iso(u.publishedAt),
      })),
      total: total?.n ?? 0,
    }
  },
  async activityList({ offset, size }, { db, now }) {
    const where = gte(t.activities.endDate, shanghaiDay(now))
    const rows = await db.select().from(t.activities).where(where).orderBy(asc(t.activities.startDate), asc(t.activities.id)).limit(size).offset(offset)
    const [total] = await db.select({ n: count() }).from(t.activities).where(where)
    return { list: rows, total: total?.n ?? 0 }
  },
}

async function commission(ctx: HandlerContext, id?: string) {
  const rows = await ctx.db
    .select({ c: t.commissionProducts, tgName: t.advisers.tgName, qualificationNo: t.advisers.qualificationNo, product: t.products })
    .from(t.commissionProducts)
    .innerJoin(t.advisers, eq(t.advisers.id, t.commissionProducts.adviserId))
    .innerJoin(t.products, eq(t.products.id, t.commissionProducts.productId))
    .where(id ? eq(t.commissionProducts.id, id) : undefined)
    .orderBy(asc(t.commissionProducts.id))
    .limit(CATALOGUE_MAX)
  return rows.map(({ c, tgName, qualificationNo, product }) => ({
    row: c,
    adviser: { tgName, qualificationNo },
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
    const { row, adviser } = await commissionOr404(ctx, id)
    // The strategy text and the title that names the call are paid content, like the tips updates (issue #37).
    const open = (await privilegedProducts(ctx.db, ctx.user?.id ?? null, ctx.now)).has(row.productId)
    const rows = await ctx.db.select().from(t.strategyUpdates).where(eq(t.strategyUpdates.commissionId, id)).orderBy(desc(t.strategyUpdates.publishedAt), desc(t.strategyUpdates.id)).limit(size).offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.strategyUpdates).where(eq(t.strategyUpdates.commissionId, id))
    return {
      list: rows.map((s) => ({
        id: s.id,
        commissionId: id,
        productId: row.productId,
        tgName: adviser.tgName,
        qualificationNo: adviser.qualificationNo,
        title: open ? s.title : '',
        locked: !open,
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
      .orderBy(desc(t.quizThreads.answeredAt), desc(t.quizThreads.id))
      .limit(5)
    const advisers = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort), asc(t.advisers.id)).limit(6)
    return { data: { hotThreads: threads.map((q) => quizThread(q.thread, q.asker, q.tgName, q.qualificationNo)), advisers: advisers.map(adviserCard) } }
  },
  async adviserList({ offset, size }, { db }) {
    const rows = await db.select().from(t.advisers).orderBy(asc(t.advisers.sort), asc(t.advisers.id)).limit(size).offset(offset)
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
      .orderBy(desc(t.quizThreads.answeredAt), desc(t.quizThreads.id))
      .limit(size)
      .offset(offset)
    const [total] = await db.select({ n: count() }).from(t.quizThreads).where(where)
    return { list: rows.map((q) => quizThread(q.thread, q.asker, q.tgName, q.qualificationNo)), total: total?.n ?? 0 }
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
    return { data: quizThread(row.thread, row.asker, row.tgName, row.qualificationNo) }
  },
  // Asking an adviser about a security is asking for advice: only a client, under an agreement in service (signed
  // after suitability), may ask (issue #37). The answer is theirs alone (isPublic false).
  async submit({ adviserId, question }, ctx) {
    const user = me(ctx)
    const adviser = await adviserOr404(ctx, adviserId)
    if ((await privilegedProducts(ctx.db, user.id, ctx.now)).size === 0) throw fail(BUSINESS_CODES.rejected, messages.quizClientsOnly)
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
    return { data: quizThread(row, user.userName, adviser.tgName, adviser.qualificationNo) }
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
      .orderBy(desc(t.quizThreads.askedAt), desc(t.quizThreads.id))
      .limit(size)
      .offset(offset)
    const [total] = await ctx.db.select({ n: count() }).from(t.quizThreads).where(where)
    return { list: rows.map((q) => quizThread(q.thread, q.asker, q.tgName, q.qualificationNo)), total: total?.n ?? 0 }
  },
}
