// Products, the customer's account figures, and the common helpers (search, WeChat share signature,
// quotes, trading days).
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, ilike, inArray, isNull, or } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { BUSINESS_CODES, fail } from '../businessError.js'
import type { HandlerContext, Handlers } from '../handlerTypes.js'
import { me } from '../handlerTypes.js'
import { adviserCard, adviserCredentials, priceLists, productSummaries, shanghaiDay } from '../mappers.js'
import { ORDER_STATUS } from '../../orders/servicePeriod.js'
import { advanceOrders, suitabilityRefusal } from './orderHandlers.js'
import { containsPattern } from '../../db/likePattern.js'
import { paged, totalColumn } from '../../db/paged.js'
import { CATALOGUE_MAX } from './contentHandlers.js'


async function productOr404(ctx: HandlerContext, productId: string) {
  const [row] = await ctx.db.select().from(t.products).where(eq(t.products.id, productId))
  if (!row) throw fail(BUSINESS_CODES.notFound, messages.productNotFound)
  return row
}

const DAY_MS = 86_400_000
/** Epoch ms of a `YYYY-MM-DD` day at 00:00 UTC (the contract has already checked the form and the range). */
const dayMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const isWeekday = (day: string) => {
  const d = new Date(dayMs(day)).getUTCDay()
  return d !== 0 && d !== 6
}
/**
 * The weekday after `day`, by arithmetic (Friday +3, Saturday +2, else +1): no loop, so no date (year 9999, a
 * day the string round trip does not reproduce) can keep the handler spinning (issue #34).
 */
export function nextWeekday(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay()
  const step = weekday === 5 ? 3 : weekday === 6 ? 2 : 1
  return new Date(dayMs(day) + step * DAY_MS).toISOString().slice(0, 10)
}

export const productHandlers: Handlers['products'] = {
  async queryProductInfo({ productId }, ctx) {
    const product = await productOr404(ctx, productId)
    const [summary] = await productSummaries(ctx.db, [product], ctx.now)
    const prices = await priceLists(ctx.db, [product.id])
    const kind = product.kind === 'commission' ? 'attachCommissionService' : 'attachService'
    const [adviser] = await ctx.db.select().from(t.advisers).where(eq(t.advisers.id, product.adviserId))
    if (!adviser) throw new Error(`product ${product.id} names adviser ${product.adviserId}, who does not exist`)
    return {
      data: {
        ...summary!,
        intro: product.intro,
        adviser: adviserCredentials(adviser, ctx.now),
        specialRisks: product.specialRisks,
        priceList: prices.get(product.id) ?? [],
        agreements: [
          { title: '证券投资顾问服务协议', url: `/sign/${kind}?productId=${product.id}` },
          { title: '风险揭示书', url: `/sign/attachRisk?productId=${product.id}` },
        ],
      },
    }
  },
  async getSubProduct({ productId }, ctx) {
    await productOr404(ctx, productId)
    const rows = await ctx.db.select().from(t.products).where(eq(t.products.parentId, productId)).orderBy(asc(t.products.id)).limit(CATALOGUE_MAX)
    const list = await productSummaries(ctx.db, rows, ctx.now)
    return { list, total: list.length }
  },
  async getProductTransfer({ productId }, ctx) {
    const product = await productOr404(ctx, productId)
    const [answer] = await ctx.db
      .select({ decision: t.productTransfers.decision })
      .from(t.productTransfers)
      .where(and(eq(t.productTransfers.userId, me(ctx).id), eq(t.productTransfers.productId, productId)))
    const decision = answer?.decision === 'accepted' || answer?.decision === 'declined' ? answer.decision : null
    return { data: { productId, transferable: product.successorId !== null, targetProductId: product.successorId, decision } }
  },
  // A transfer is the investor's choice, never announced as done (issue #37): only a holder answers; accepting is a
  // new purchase decision for the successor, so suitability is checked against it again (the same rule as
  // createContract), and a refusal leaves nothing recorded. Declining keeps the retired product's service as it is.
  async answerProductTransfer({ productId, accept }, ctx) {
    const user = me(ctx)
    const product = await productOr404(ctx, productId)
    if (!product.successorId) throw fail(BUSINESS_CODES.rejected, messages.transferNone)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const [holding] = await ctx.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(
        and(
          eq(t.orders.userId, user.id),
          eq(t.orders.productId, productId),
          inArray(t.orders.status, [ORDER_STATUS.coolingOff, ORDER_STATUS.inService]),
          or(isNull(t.orders.serviceEnd), gt(t.orders.serviceEnd, ctx.now)),
        ),
      )
    if (!holding) throw fail(BUSINESS_CODES.rejected, messages.transferNotHeld)
    const target = await productOr404(ctx, product.successorId)
    if (accept) {
      // Decided on the investor's row as stored now: the session's copy may be a few seconds old (sessionCacheMs), and
      // an assessment the CRM has just expired must refuse the switch.
      const [investor] = await ctx.db.select().from(t.users).where(eq(t.users.id, user.id))
      const unsuitable = suitabilityRefusal(investor ?? user, target, ctx.now)
      if (unsuitable) throw unsuitable
    }
    const decision = accept ? ('accepted' as const) : ('declined' as const)
    await ctx.db
      .insert(t.productTransfers)
      .values({ userId: user.id, productId, targetProductId: target.id, decision, decidedAt: ctx.now })
      .onConflictDoUpdate({ target: [t.productTransfers.userId, t.productTransfers.productId], set: { decision, targetProductId: target.id, decidedAt: ctx.now } })
    return { data: { productId, targetProductId: target.id, decision } }
  },
  async changeMessasgNotice({ productId, enabled }, ctx) {
    const user = me(ctx)
    await productOr404(ctx, productId)
    await ctx.db
      .insert(t.messageNotices)
      .values({ userId: user.id, productId, enabled })
      .onConflictDoUpdate({ target: [t.messageNotices.userId, t.messageNotices.productId], set: { enabled } })
    return {}
  },
  async queryMessasgNotice({ productId }, ctx) {
    const user = me(ctx)
    const [row] = await ctx.db
      .select()
      .from(t.messageNotices)
      .where(and(eq(t.messageNotices.userId, user.id), eq(t.messageNotices.productId, productId)))
    return { data: { productId, enabled: row?.enabled ?? false } }
  },
  // Weekends are closed; exchange holidays are not modelled by the demo (docs/decisions.md).
  getTradeDay({ date }, { now }) {
    const day = date ?? shanghaiDay(now)
    return Promise.resolve({ data: { date: day, isTradeDay: isWeekday(day), nextTradeDay: nextWeekday(day) } })
  },
  async queryBasicHq({ codes }, { db }) {
    const rows = await db.select().from(t.quotes).where(inArray(t.quotes.code, codes))
    const missing = codes.filter((c) => !rows.some((r) => r.code === c))
    if (rows.length === 0) throw fail(BUSINESS_CODES.notFound, messages.stockNotFound(missing.join('、')))
    const list = codes.flatMap((code) => {
      const q = rows.find((r) => r.code === code)
      if (!q) return []
      const change = Number(q.price) - Number(q.prevClose)
      return [{ code, name: q.name, price: q.price, change: change.toFixed(2), changePct: ((change / Number(q.prevClose)) * 100).toFixed(2) }]
    })
    return { list, total: list.length }
  },
}

export const customerHandlers: Handlers['customer'] = {
  getCustomerPhone(_req, ctx) {
    const phone = me(ctx).contactPhone ?? me(ctx).phone
    return Promise.resolve({ data: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` } })
  },
  async saveCustomerPhone({ phone }, ctx) {
    await ctx.db.update(t.users).set({ contactPhone: phone }).where(eq(t.users.id, me(ctx).id))
    // The next request reads the row with the new number, not the session cache's copy.
    ctx.auth.forgetUser(me(ctx).id)
    return {}
  },
}

export const commonHandlers: Handlers['common'] = {
  async getBatchTgInfoList({ ids }, { db }) {
    if (ids.length === 0) return { list: [], total: 0 }
    const rows = await db.select().from(t.advisers).where(inArray(t.advisers.id, ids))
    const list = ids.flatMap((id) => rows.filter((r) => r.id === id).map(adviserCard))
    return { list, total: list.length }
  },
  getWxShareConf({ url }, { now, wechat }) {
    const timestamp = Math.floor(now.getTime() / 1000)
    const nonceStr = randomBytes(8).toString('hex')
    // The JS-SDK signs the page URL without its hash part.
    const page = url.split('#')[0] ?? url
    const signature = createHash('sha1').update(`jsapi_ticket=${wechat.jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest('hex')
    return Promise.resolve({ appid: wechat.appId, timestamp, nonceStr, signature })
  },
  async searchProduct({ keyword, offset, size }, ctx) {
    // A product's name, or its adviser's name (an investor searching for an adviser finds what they sell, issue #32).
    const pattern = containsPattern(keyword)
    const advisers = ctx.db
      .select({ id: t.advisers.id })
      .from(t.advisers)
      .where(or(ilike(t.advisers.name, pattern), ilike(t.advisers.tgName, pattern)))
    const where = and(eq(t.products.onSale, true), or(ilike(t.products.name, pattern), inArray(t.products.adviserId, advisers)))
    const { rows, total } = await paged(
      (limit, skip) => ctx.db.select({ product: t.products, total: totalColumn() }).from(t.products).where(where).orderBy(asc(t.products.id)).limit(limit).offset(skip),
      offset,
      size,
    )
    return { list: await productSummaries(ctx.db, rows.map((r) => r.product), ctx.now), total }
  },
  async validateManager({ managerNo }, { db }) {
    const [row] = await db.select().from(t.managers).where(eq(t.managers.no, managerNo.trim().toUpperCase()))
    return { data: { valid: !!row, managerName: row?.name ?? null } }
  },
  async checkCustomerAssets({ productId }, ctx) {
    const product = await productOr404(ctx, productId)
    const user = me(ctx)
    return { data: { enough: Number(user.totalAssets) >= Number(product.minAssets), required: product.minAssets, available: user.totalAssets } }
  },
  checkCustomerArrears(_req, ctx) {
    return Promise.resolve({ data: { inArrears: me(ctx).inArrears } })
  },
  getCustomerAssets(_req, ctx) {
    const user = me(ctx)
    return Promise.resolve({ data: { totalAssets: user.totalAssets, available: user.availableAssets } })
  },
}
