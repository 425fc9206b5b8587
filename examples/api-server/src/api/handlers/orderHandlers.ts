// Orders and payments: createContract → createOrder (idempotent on clientKey) → demo pay →
// queryOrderPayStatus; cancelOrder, refundOrder (cooling-off rule), subscription limits, coupons.
// Every change of an order's money state is one conditional transition (an UPDATE that names the status it
// expects, or rows locked in a transaction), and its side effects (coupon taken or given back, refund,
// contract claimed, call-back record) happen in the same transaction, only when the transition happened:
// concurrent requests on PostgreSQL must not pay, refund or discount twice (docs/decisions.md "wave2-money-1").
import { createHmac, randomBytes } from 'node:crypto'
import { checkSuitability, filterPriceItems, isRenewalDue, isWithinCoolingOff, parsePriceList, riskAssessmentMessage, type RefundQuote } from '@tougu/core'
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { UserRow } from '../../auth/authService.js'
import type { Db } from '../../db/database.js'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { ORDER_STATUS, refundFor, serviceDays, serviceEnd, serviceEndAfterDays, toMoney } from '../../orders/servicePeriod.js'
import { BUSINESS_CODES, BusinessError, fail } from '../businessError.js'
import type { HandlerContext, Handlers } from '../handlerTypes.js'
import { me } from '../handlerTypes.js'
import { acceptedTransfers, adviserCard, contentRefs, iso, priceItem, productSummaries, productType, shanghaiDay, userInfo } from '../mappers.js'
import { containsPattern } from '../../db/likePattern.js'
import { prepared } from '../../db/prepared.js'
import { paged, totalColumn } from '../../db/paged.js'

const DAY = 86_400_000
/** Unpaid orders close after a day. */
export const UNPAID_TIMEOUT_MS = DAY
/**
 * No cooling-off ends sooner than this after the order was created (5 working days after the signing day are at
 * least 7 calendar days): orders younger than it are not looked at by advanceOrders.
 */
const COOLING_OFF_MIN_MS = 5 * DAY
/**
 * How long after signing a contract can back an order (decision wave2-money-1). Long enough to read the
 * agreements, answer the purchase follow-up and retry a failed step; short enough that the price, coupon and
 * suitability it was signed on are still today's.
 */
export const CONTRACT_TTL_MS = 30 * 60_000
/**
 * Most orders an unpaged answer reads (the privileges, the CRM search by product name: the contract gives them no
 * page): an investor's orders in service are a handful, and this bound keeps a runaway account from holding the
 * server (issue #34).
 */
export const UNPAGED_MAX = 1_000
const OPEN = [ORDER_STATUS.unpaid, ORDER_STATUS.coolingOff, ORDER_STATUS.inService]
const IN_SERVICE = [ORDER_STATUS.coolingOff, ORDER_STATUS.inService]
const CRM = [ORDER_STATUS.finished, ORDER_STATUS.inService, ORDER_STATUS.refunded, ORDER_STATUS.coolingOff]

type OrderRow = typeof t.orders.$inferSelect
type CouponRow = typeof t.coupons.$inferSelect
const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`

/**
 * An order of the investor (`userId` placeholder) that time may have moved on: cooling-off possibly over (`coolingOver`), service
 * ended (`now`), unpaid too long (`unpaidOver`). The cheap look advanceOrders takes first, and the flag the order
 * lists read in the same statement as their page (issue #34).
 */
function dueWhere(orders: Record<'userId' | 'status' | 'paidAt' | 'serviceEnd' | 'createdAt', AnyPgColumn>) {
  return and(
    eq(orders.userId, sql.placeholder('userId')),
    or(
      and(eq(orders.status, ORDER_STATUS.coolingOff), lte(orders.createdAt, sql.placeholder('coolingOver'))),
      and(inArray(orders.status, IN_SERVICE), lte(orders.serviceEnd, sql.placeholder('now'))),
      and(eq(orders.status, ORDER_STATUS.unpaid), lte(orders.createdAt, sql.placeholder('unpaidOver'))),
    ),
  )
}

/** The values of dueWhere's placeholders at `now`. */
const dueValues = (userId: string, now: Date) => ({
  userId,
  now,
  // The earliest a cooling-off can end (5 working days are at least 5 days); core's rule decides per order.
  coolingOver: new Date(now.getTime() - COOLING_OFF_MIN_MS),
  unpaidOver: new Date(now.getTime() - UNPAID_TIMEOUT_MS),
})

/**
 * Moves a user's orders along with time: cooling-off ends (220 → 105), services end (→ 90), unpaid
 * orders time out (80 → 95, their coupon released). Run before reading or changing orders, so no
 * background job is needed. True when something was due (and has moved).
 */
export async function advanceOrders(db: Db, userId: string, now: Date): Promise<boolean> {
  // One cheap look first: on most requests nothing is due. Built once (prepared): every order request asks it.
  const dueCheck = prepared(db, 'orders_due', (db, name) => db.select({ id: t.orders.id }).from(t.orders).where(dueWhere(t.orders)).limit(1).prepare(name))
  const [due] = await dueCheck.execute(dueValues(userId, now))
  if (!due) return false
  // The cooling-off counts from the agreement's signing, by working days: decided per order by core's rule.
  const cooling = await db
    .select({ id: t.orders.id, createdAt: t.orders.createdAt, signedAt: t.contracts.signedAt })
    .from(t.orders)
    .leftJoin(t.contracts, eq(t.contracts.id, t.orders.contractId))
    .where(and(eq(t.orders.userId, userId), eq(t.orders.status, ORDER_STATUS.coolingOff), lte(t.orders.createdAt, new Date(now.getTime() - COOLING_OFF_MIN_MS))))
  const over = cooling.filter((o) => !isWithinCoolingOff(o.signedAt ?? o.createdAt, now)).map((o) => o.id)
  if (over.length) {
    await db
      .update(t.orders)
      .set({ status: ORDER_STATUS.inService })
      .where(and(eq(t.orders.userId, userId), eq(t.orders.status, ORDER_STATUS.coolingOff), inArray(t.orders.id, over)))
  }
  await db
    .update(t.orders)
    .set({ status: ORDER_STATUS.finished })
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.status, IN_SERVICE), lte(t.orders.serviceEnd, now)))
  // Only the orders this update closed give their coupon back (a concurrent payment wins the row or loses it whole).
  await db.transaction(async (tx) => {
    const timedOut = await tx
      .update(t.orders)
      .set({ status: ORDER_STATUS.cancelled, payStatus: 'cancelled', closedAt: now })
      .where(and(eq(t.orders.userId, userId), eq(t.orders.status, ORDER_STATUS.unpaid), lte(t.orders.createdAt, new Date(now.getTime() - UNPAID_TIMEOUT_MS))))
      .returning({ id: t.orders.id })
    if (timedOut.length) await releaseCoupons(tx, timedOut.map((o) => o.id))
  })
  return true
}

async function releaseCoupons(db: Db, orderIds: string[]) {
  await db.update(t.coupons).set({ usedAt: null, usedOrderId: null }).where(inArray(t.coupons.usedOrderId, orderIds))
}

/**
 * Locks the investor's row for the rest of the transaction and reads it fresh. Every transaction that creates
 * an order takes it first, so one investor's order creations run one after another and each sees the orders
 * the others made (purchase limit, one order per contract, the coupon). `NO KEY UPDATE` leaves rows that
 * merely reference the investor (sessions, follow-up records) free to be written meanwhile.
 */
async function lockInvestor(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('no key update')
  if (!row) throw new Error(`user ${userId} vanished`)
  return row
}

/** Suitability of the investor for the product (core's rule), as the business error to answer, or null. */
export function suitabilityRefusal(user: UserRow, product: typeof t.products.$inferSelect, now: Date): BusinessError | null {
  const suitability = checkSuitability({ riskLevel: user.riskLevel === null ? undefined : `C${user.riskLevel}`, riskEndDate: user.riskEndDate ?? undefined }, `R${product.riskLevel}`, now)
  if (suitability.ok) return null
  return fail(BUSINESS_CODES.suitability, suitability.reason === 'mismatch' ? suitability.message : riskAssessmentMessage(suitability.reason, false))
}

/**
 * The broker's account checks of a signing (decision wave2-reach19-5): fees owed first (nothing else matters
 * until they are settled), then the product's minimum total assets. The same order and texts as the signing pages.
 */
function accountRefusal(user: UserRow, product: typeof t.products.$inferSelect): BusinessError | null {
  if (user.inArrears) return fail(BUSINESS_CODES.account, messages.accountArrears)
  if (Number(user.totalAssets) < Number(product.minAssets)) return fail(BUSINESS_CODES.account, messages.accountAssets(product.minAssets, user.totalAssets))
  return null
}

/** The referrer number as the managers table keys it, or a refusal when no such manager exists; null when none was given. */
async function referrerOf(db: Db, managerNo: string | undefined): Promise<string | null> {
  const no = managerNo?.trim().toUpperCase()
  if (!no) return null
  const [row] = await db.select({ no: t.managers.no }).from(t.managers).where(eq(t.managers.no, no))
  if (!row) throw fail(BUSINESS_CODES.referrer, messages.referrerUnknown)
  return row.no
}

/** The price of the product's period the investor may see now (core's rule), in yuan, or null. */
async function visiblePrice(db: Db, productId: string, periodId: number, now: Date): Promise<string | null> {
  const [item] = await db.select().from(t.priceItems).where(and(eq(t.priceItems.productId, productId), eq(t.priceItems.periodId, periodId)))
  const visible = item ? parsePriceList([priceItem(item)]) : null
  const price = visible?.ok ? filterPriceItems(visible.value, now)[0]?.price : null
  return price === null || price === undefined ? null : toMoney(Math.round(price * 100))
}

/** The columns of an order its list item shows (a list reads these, not the whole row). */
const ORDER_VIEW_COLUMNS = {
  id: t.orders.id,
  productId: t.orders.productId,
  status: t.orders.status,
  createdAt: t.orders.createdAt,
  periodId: t.orders.periodId,
  amount: t.orders.amount,
  payAmount: t.orders.payAmount,
  serviceStart: t.orders.serviceStart,
  serviceEnd: t.orders.serviceEnd,
  refundAmount: t.orders.refundAmount,
  payStatus: t.orders.payStatus,
  payType: t.orders.payType,
}
type OrderViewRow = Pick<OrderRow, keyof typeof ORDER_VIEW_COLUMNS>

function orderView(o: OrderViewRow, productName: string) {
  return {
    orderid: o.id,
    productid: o.productId,
    productname: productName,
    stStatus: o.status,
    createTime: iso(o.createdAt),
    periodId: o.periodId,
    amount: o.amount,
    payAmount: o.payAmount,
    ...serviceDays(o),
    payType: o.payStatus === 'paid' ? o.payType : null,
    // What cancelling refunded (the amount the dialog quoted), for the orders' pages after 确认解约.
    refundAmount: o.status === ORDER_STATUS.refunded ? o.refundAmount : null,
  }
}

/**
 * WeChat pay v2 JSAPI signature: the parameters sorted by name, `k=v` joined with `&`, then `&key=<merchant
 * key>`, HMAC-SHA256 with the merchant key, upper-case hex. The key comes from the environment
 * (`TOUGU_WX_MCH_KEY`; the demo key only in demo mode), is held by the server only, and a real deployment
 * takes `package` (prepay_id) from WeChat pay's unified order API.
 */
export function wxPaySign(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
  return createHmac('sha256', key).update(`${text}&key=${key}`).digest('hex').toUpperCase()
}

const payStatus = (o: OrderRow) => o.payStatus as 'unpaid' | 'paid' | 'failed' | 'cancelled'

/** Which of the investor's orders a list shows; an absent field does not filter. */
interface OrderFilter {
  statuses?: readonly number[]
  trial?: boolean
  productId?: string
}

/**
 * A page of the investor's orders, newest first, with the total: one prepared statement (the total by `count(*)
 * over ()`), which also says whether advanceOrders has anything to move; only then (or on an empty page, which cannot
 * say) does the list take the usual way (issue #34: every order list paid a round trip for the due check).
 */
async function listOrders(ctx: HandlerContext, filter: OrderFilter, offset: number, size: number) {
  const user = me(ctx)
  const page = prepared(ctx.db, 'orders_page', (db, name) => {
    const due = alias(t.orders, 'due_orders')
    return db
      .select({
        order: ORDER_VIEW_COLUMNS,
        productName: t.products.name,
        total: totalColumn(),
        due: sql<boolean>`exists (${db.select({ one: sql`1` }).from(due).where(dueWhere(due))})`.mapWith(Boolean),
      })
      .from(t.orders)
      .innerJoin(t.products, eq(t.products.id, t.orders.productId))
      .where(and(eq(t.orders.userId, sql.placeholder('userId')), orderFilterSql))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  })
  const values = { ...dueValues(user.id, ctx.now), ...orderFilterValues(filter) }
  const read = () => paged((limit, skip) => page.execute({ ...values, size: limit, offset: skip }), offset, size)
  let found = await read()
  const moved = found.rows.length === 0 || found.rows[0]!.due ? await advanceOrders(ctx.db, user.id, ctx.now) : false
  if (moved) found = await read()
  return { list: found.rows.map((r) => orderView(r.order, r.productName)), total: found.total }
}

// The optional filters as one shape of statement: a null value lets every row through.
const orderFilterSql = sql`(${sql.placeholder('statuses')}::int[] is null or ${t.orders.status} = any(${sql.placeholder('statuses')}::int[]))
  and (${sql.placeholder('trial')}::boolean is null or ${t.orders.isTrial} = ${sql.placeholder('trial')}::boolean)
  and (${sql.placeholder('productId')}::text is null or ${t.orders.productId} = ${sql.placeholder('productId')}::text)`
const orderFilterValues = (filter: OrderFilter) => ({
  statuses: filter.statuses ? [...filter.statuses] : null,
  trial: filter.trial ?? null,
  productId: filter.productId ?? null,
})

/** The user's own order, or a not-found business error (another user's order does not exist for them). */
async function ownOrder(ctx: HandlerContext, orderId: string): Promise<OrderRow> {
  const user = me(ctx)
  await advanceOrders(ctx.db, user.id, ctx.now)
  const [row] = await ctx.db.select().from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, user.id)))
  if (!row) throw fail(BUSINESS_CODES.notFound, messages.orderNotFound)
  return row
}

/** Why the user may not subscribe to the product now, or null. */
async function subscribeBlock(db: Db, userId: string, productId: string, now: Date): Promise<string | null> {
  await advanceOrders(db, userId, now)
  return openOrdersBlock(db, userId, productId, now)
}

/**
 * The purchase limit against the user's open orders of the product as they are (no clock moves). An unpaid order
 * always blocks; paid ones block up to the product's limit, except a renewal: when the service that ends last is due
 * for renewal by core's rule (decision wave3-journey-3), one more order may follow it (its service starts where that
 * one ends, `markPaid`). A renewal made is itself the service that ends last, not due yet, so it blocks another.
 */
async function openOrdersBlock(db: Db, userId: string, productId: string, now: Date): Promise<string | null> {
  const open = await db
    .select({ status: t.orders.status, serviceStart: t.orders.serviceStart, serviceEnd: t.orders.serviceEnd })
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), eq(t.orders.productId, productId), inArray(t.orders.status, OPEN)))
  const [product] = await db.select({ limit: t.products.subscribeLimit }).from(t.products).where(eq(t.products.id, productId))
  if (open.some((o) => o.status === ORDER_STATUS.unpaid)) return messages.unpaidOrderExists
  if (open.length < (product?.limit ?? 1)) return null
  const last = lastEnding(open)
  if (last && isRenewalDue(serviceDays(last), shanghaiDay(now))) return null
  return messages.subscribedAlready
}

/** Of a product's paid orders, the one whose service ends last (a long-term one first of all), or undefined. */
function lastEnding<T extends { serviceStart: Date | null; serviceEnd: Date | null }>(orders: readonly T[]): T | undefined {
  let last: T | undefined
  for (const o of orders) {
    if (!o.serviceStart) continue
    if (!last || (last.serviceEnd !== null && (o.serviceEnd === null || o.serviceEnd > last.serviceEnd))) last = o
  }
  return last
}

export function couponStatus(c: CouponRow, now: Date): 'usable' | 'used' | 'expired' {
  return c.usedAt ? 'used' : c.validTo < now ? 'expired' : 'usable'
}

export function couponView(c: CouponRow, now: Date) {
  return {
    id: c.id,
    name: c.name,
    type: c.kind as 'discount' | 'cash' | 'experience',
    amount: c.amount,
    minSpend: c.threshold,
    status: couponStatus(c, now),
    validFrom: shanghaiDay(c.validFrom),
    validTo: shanghaiDay(c.validTo),
    scope: c.productId ? 'products' : c.adviserId ? 'advisers' : 'all',
    // The purchase page offers only coupons that fit the product (core couponFit) and needs the scope's ids.
    productId: c.productId,
    adviserId: c.adviserId,
  } as const
}

/** What the investor pays with a coupon: cash → amount off, discount → percent off, experience → free. */
function payAmountWith(coupon: CouponRow | null, price: string): string {
  const cents = Math.round(Number(price) * 100)
  if (!coupon) return toMoney(cents)
  if (coupon.kind === 'experience') return '0.00'
  if (coupon.kind === 'discount') return toMoney(Math.round((cents * (100 - Number(coupon.amount))) / 100))
  return toMoney(Math.max(0, cents - Math.round(Number(coupon.amount) * 100)))
}

async function usableCoupon(db: Db, userId: string, now: Date, couponId: string, product: typeof t.products.$inferSelect, price: string): Promise<CouponRow> {
  const [coupon] = await db.select().from(t.coupons).where(and(eq(t.coupons.id, couponId), eq(t.coupons.userId, userId)))
  if (!coupon || couponStatus(coupon, now) !== 'usable' || coupon.validFrom > now) throw fail(BUSINESS_CODES.coupon, messages.couponUnavailable)
  if ((coupon.productId && coupon.productId !== product.id) || (coupon.adviserId && coupon.adviserId !== product.adviserId)) {
    throw fail(BUSINESS_CODES.coupon, messages.couponNotApplicable)
  }
  if (coupon.kind === 'experience' && !coupon.productId) throw fail(BUSINESS_CODES.coupon, messages.couponNotApplicable)
  if (Number(price) < Number(coupon.threshold)) throw fail(BUSINESS_CODES.coupon, messages.couponBelowThreshold(String(Number(coupon.threshold))))
  return coupon
}

/**
 * Marks an unpaid order paid now: cooling-off starts, the service runs for its period (or the experience days). The
 * service starts now, or, for a renewal (the investor still holds the product), where the held service ends: the
 * renewal adds its days after them instead of overlapping them (decision wave3-journey-1). False when the order was no
 * longer unpaid (cancelled, closed or paid by a concurrent request).
 */
async function markPaid(db: Db, order: OrderRow, payType: number, now: Date): Promise<boolean> {
  const [item] = await db.select().from(t.priceItems).where(and(eq(t.priceItems.productId, order.productId), eq(t.priceItems.periodId, order.periodId)))
  const held = await db
    .select({ serviceStart: t.orders.serviceStart, serviceEnd: t.orders.serviceEnd })
    .from(t.orders)
    .where(and(eq(t.orders.userId, order.userId), eq(t.orders.productId, order.productId), inArray(t.orders.status, IN_SERVICE), gt(t.orders.serviceEnd, now)))
  const heldUntil = lastEnding(held)?.serviceEnd
  const start = heldUntil && heldUntil > now ? heldUntil : now
  let end = serviceEnd(order.periodId, start, item?.moduleEndTime ?? null)
  if (order.isTrial && order.couponId) {
    const [coupon] = await db.select().from(t.coupons).where(eq(t.coupons.id, order.couponId))
    end = serviceEndAfterDays(start, coupon?.experienceDays ?? 7)
  }
  const paid = await db
    .update(t.orders)
    .set({ status: ORDER_STATUS.coolingOff, payStatus: 'paid', payType, paidAt: now, serviceStart: start, serviceEnd: end })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, ORDER_STATUS.unpaid)))
    .returning({ id: t.orders.id })
  return paid.length === 1
}

/** The refund rule's facts of orders: the product's kind and the agreement's signing (the contract's, else the order's creation). */
async function refundFacts(db: Db, rows: readonly OrderRow[]) {
  if (rows.length === 0) return new Map<string, { kind: string; productName: string; signedAt: Date }>()
  const found = await db
    .select({ id: t.orders.id, kind: t.products.kind, productName: t.products.name, signedAt: t.contracts.signedAt })
    .from(t.orders)
    .innerJoin(t.products, eq(t.products.id, t.orders.productId))
    .leftJoin(t.contracts, eq(t.contracts.id, t.orders.contractId))
    .where(inArray(t.orders.id, rows.map((r) => r.id)))
  return new Map(found.map((f) => [f.id, { kind: f.kind, productName: f.productName, signedAt: f.signedAt ?? rows.find((r) => r.id === f.id)!.createdAt }]))
}

/** The refund of each order at `now` by core's rule (what quoteRefund shows and refundOrder pays), keyed by order id. */
async function quotesOf(db: Db, rows: readonly OrderRow[], now: Date): Promise<Map<string, RefundQuote & { productName: string }>> {
  const facts = await refundFacts(db, rows)
  return new Map(
    rows.map((row) => {
      const f = facts.get(row.id)!
      const quote = refundFor({ productKind: f.kind, payAmount: row.payAmount, signedAt: f.signedAt, serviceStart: row.serviceStart, serviceEnd: row.serviceEnd }, now)
      return [row.id, { ...quote, productName: f.productName }]
    }),
  )
}

/** A refund the investor was shown, to compare with what the server would pay. */
export interface ExpectedRefund {
  orderId: string
  amount: string
}

/**
 * Cancels paid in-service orders with their refund (core's rule: all within cooling-off, the unused days after).
 * All or nothing; with `expected` (the amounts the dialog showed) nothing is cancelled unless each is what the
 * server pays now (the day turned, the cooling-off ended): the investor is shown the new amounts first.
 */
export async function refundOrders(db: Db, userId: string, orderIds: string[], now: Date, expected?: readonly ExpectedRefund[]) {
  await advanceOrders(db, userId, now)
  return db.transaction((tx) => refundOrdersIn(tx, userId, orderIds, now, expected))
}

/**
 * refundOrders inside the caller's transaction: the orders are locked (in id order, so two refunds of
 * overlapping sets cannot deadlock) and each moves 105/220 → 180 only from the status just read; a concurrent
 * refund waits for the lock, then sees 180 and is refused. An error rolls the caller's transaction back.
 */
export async function refundOrdersIn(tx: Db, userId: string, orderIds: string[], now: Date, expected?: readonly ExpectedRefund[]) {
  const ids = [...new Set(orderIds)]
  const rows = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.id, ids)))
    .orderBy(asc(t.orders.id))
    .for('update')
  for (const id of ids) {
    const row = rows.find((r) => r.id === id)
    if (!row) throw fail(BUSINESS_CODES.notFound, messages.orderNotFound)
    if (!IN_SERVICE.includes(row.status as 105 | 220)) throw fail(BUSINESS_CODES.order, messages.orderNotRefundable(id))
  }
  const quotes = await quotesOf(tx, rows, now)
  if (expected) {
    for (const id of ids) {
      const shown = expected.find((e) => e.orderId === id)
      if (!shown || Number(shown.amount) !== Number(quotes.get(id)!.amount)) throw fail(BUSINESS_CODES.order, messages.refundChanged)
    }
  }
  const refunds: ExpectedRefund[] = []
  for (const row of rows) {
    const amount = quotes.get(row.id)!.amount
    const done = await tx
      .update(t.orders)
      .set({ status: ORDER_STATUS.refunded, refundAmount: amount, closedAt: now })
      .where(and(eq(t.orders.id, row.id), eq(t.orders.status, row.status)))
      .returning({ id: t.orders.id })
    if (done.length !== 1) throw fail(BUSINESS_CODES.order, messages.orderNotRefundable(row.id))
    refunds.push({ orderId: row.id, amount })
  }
  return { refundedOrderIds: ids, refunds: ids.map((id) => refunds.find((r) => r.orderId === id)!) }
}

/** The user's order made with this client key, if any (a retry answers it). */
async function orderOfKey(tx: Db, userId: string, clientKey: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(t.orders).where(and(eq(t.orders.userId, userId), eq(t.orders.clientKey, clientKey)))
  return row
}

export const orderHandlers: Handlers['orders'] = {
  async queryUserOrder({ iStatus, stStatus, offset, size, iIsTY, sProductId, cxlx }, ctx) {
    const statuses = cxlx === 1 ? IN_SERVICE : stStatus?.length ? stStatus : iStatus !== undefined ? [iStatus] : undefined
    return listOrders(ctx, { statuses, trial: iIsTY === 1 ? true : undefined, productId: sProductId }, offset, size)
  },
  // The CRM records orders once paid: unpaid and cancelled-before-payment orders are not there.
  async queryCrmOrder({ iStatus, stStatus, offset, size, iIsTY }, ctx) {
    const statuses = (stStatus?.length ? stStatus : iStatus !== undefined ? [iStatus] : CRM).filter((s) => (CRM as number[]).includes(s))
    return listOrders(ctx, { statuses: statuses.length ? statuses : [-1], trial: iIsTY === 1 ? true : undefined }, offset, size)
  },
  // authorityId is the product id (see getUserPrivilegeList).
  async queryUserOrderById({ iStatus, authorityId, offset, size }, ctx) {
    return listOrders(ctx, { productId: authorityId, statuses: iStatus !== undefined ? [iStatus] : undefined }, offset, size)
  },
  async queryCrmOrderByProductName({ sProduName }, ctx) {
    const user = me(ctx)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const rows = await ctx.db
      .select({ order: t.orders, productName: t.products.name })
      .from(t.orders)
      .innerJoin(t.products, eq(t.products.id, t.orders.productId))
      .where(and(eq(t.orders.userId, user.id), inArray(t.orders.status, CRM), ilike(t.products.name, containsPattern(sProduName))))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
      .limit(UNPAGED_MAX)
    const list = rows.map(({ order, productName }) => ({ orderid: order.id, productid: order.productId, productname: productName, stStatus: order.status }))
    return { list, total: list.length }
  },
  async getUserPrivilegeList(_req, ctx) {
    const user = me(ctx)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const rows = await ctx.db
      .select({ order: t.orders, kind: t.products.kind })
      .from(t.orders)
      .innerJoin(t.products, eq(t.products.id, t.orders.productId))
      .where(and(eq(t.orders.userId, user.id), inArray(t.orders.status, IN_SERVICE), or(isNull(t.orders.serviceEnd), gt(t.orders.serviceEnd, ctx.now))))
      .orderBy(asc(t.orders.productId))
      .limit(UNPAGED_MAX)
    const byProduct = new Map<string, { productId: string; authorityId: string; productType: ReturnType<typeof productType>; startDate: string | null; endDate: string | null }>()
    for (const { order, kind } of rows) {
      const { startDate, endDate } = serviceDays(order)
      const seen = byProduct.get(order.productId)
      // Two orders of one product: the privilege lasts until the later end (null = long-term), and its first day is
      // that order's (the renewal window scales with the service that ends last).
      if (!seen || (seen.endDate !== null && (endDate === null || endDate > seen.endDate))) {
        byProduct.set(order.productId, { productId: order.productId, authorityId: order.productId, productType: productType(kind), startDate, endDate })
      }
    }
    // A product the investor agreed to move to (answerProductTransfer) is open for as long as the retired one's holding.
    for (const moved of await acceptedTransfers(ctx.db, user.id)) {
      const from = byProduct.get(moved.productId)
      if (from && !byProduct.has(moved.targetProductId)) {
        byProduct.set(moved.targetProductId, { ...from, productId: moved.targetProductId, authorityId: moved.targetProductId, productType: productType(moved.targetKind) })
      }
    }
    const list = [...byProduct.values()]
    return { list, total: list.length }
  },
  async getUserProductList({ offset, size }, ctx) {
    const user = me(ctx)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const where = and(eq(t.orders.userId, user.id), inArray(t.orders.status, IN_SERVICE))
    const { rows, total } = await paged(
      (limit, skip) =>
        ctx.db
          .select({ order: t.orders, product: t.products, total: totalColumn() })
          .from(t.orders)
          .innerJoin(t.products, eq(t.products.id, t.orders.productId))
          .where(where)
          .orderBy(desc(t.orders.paidAt), desc(t.orders.id))
          .limit(limit)
          .offset(skip),
      offset,
      size,
    )
    const content = await contentRefs(ctx.db, rows.map((r) => r.product.id))
    const list = rows.map(({ order, product }) => ({
      productId: product.id,
      productName: product.name,
      productType: productType(product.kind),
      orderId: order.id,
      ...serviceDays(order),
      content: content.get(product.id) ?? null,
    }))
    return { list, total }
  },
  async createContract({ productId, periodId, couponId, managerNo }, ctx) {
    const user = me(ctx)
    const [product] = await ctx.db.select().from(t.products).where(and(eq(t.products.id, productId), eq(t.products.onSale, true)))
    if (!product) throw fail(BUSINESS_CODES.notFound, messages.productNotFound)
    // The commission product is paid through trading commission (payCommission), never by a priced order.
    if (product.kind === 'commission') throw fail(BUSINESS_CODES.rejected, messages.commissionNotPaid)
    // The price must be one the investor can see today, by the same rule the app uses (@tougu/core).
    const amount = await visiblePrice(ctx.db, productId, periodId, ctx.now)
    if (amount === null) throw fail(BUSINESS_CODES.rejected, messages.priceUnavailable)
    const unsuitable = suitabilityRefusal(user, product, ctx.now)
    if (unsuitable) throw unsuitable
    const blocked = await subscribeBlock(ctx.db, user.id, productId, ctx.now)
    if (blocked) throw fail(BUSINESS_CODES.subscribeLimit, blocked)
    const account = accountRefusal(user, product)
    if (account) throw account
    const referrerNo = await referrerOf(ctx.db, managerNo)
    const coupon = couponId ? await usableCoupon(ctx.db, user.id, ctx.now, couponId, product, amount) : null
    const contract = {
      id: newId('CT'),
      userId: user.id,
      productId,
      periodId,
      price: amount,
      couponId: coupon?.id ?? null,
      payAmount: payAmountWith(coupon, amount),
      signedAt: ctx.now,
      referrerNo,
    }
    await ctx.db.insert(t.contracts).values(contract)
    return { data: { contractId: contract.id, productId, periodId, amount, payAmount: contract.payAmount } }
  },
  // The checks of createContract run again here, in the transaction that creates the order, because the
  // contract may be old (price window, price, coupon, evaluation changed since) and other orders may have
  // been made meanwhile (purchase limit). A refusal that a new contract can cure is 1402 (the app then
  // offers 重新签约); suitability (1201) and the limit (1202) keep their codes.
  async createOrder({ contractId, payType, clientKey }, ctx) {
    const user = me(ctx)
    const [owned] = await ctx.db.select({ id: t.contracts.id }).from(t.contracts).where(and(eq(t.contracts.id, contractId), eq(t.contracts.userId, user.id)))
    if (!owned) throw fail(BUSINESS_CODES.notFound, messages.contractNotFound)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const o = await ctx.db.transaction(async (tx) => {
      const investor = await lockInvestor(tx, user.id)
      // A retry with the same key answers the same order before any other check (even once the contract expired).
      const again = await orderOfKey(tx, user.id, clientKey)
      if (again) {
        if (again.contractId !== contractId) throw fail(BUSINESS_CODES.order, messages.clientKeyReused)
        return again
      }
      const [contract] = await tx.select().from(t.contracts).where(eq(t.contracts.id, contractId))
      if (!contract) throw fail(BUSINESS_CODES.notFound, messages.contractNotFound)
      if (contract.orderId) throw fail(BUSINESS_CODES.contract, messages.contractUsed)
      if (ctx.now.getTime() >= contract.signedAt.getTime() + CONTRACT_TTL_MS) throw fail(BUSINESS_CODES.contract, messages.contractExpired(CONTRACT_TTL_MS / 60_000))
      const [product] = await tx.select().from(t.products).where(and(eq(t.products.id, contract.productId), eq(t.products.onSale, true)))
      if (!product) throw fail(BUSINESS_CODES.notFound, messages.productNotFound)
      if ((await visiblePrice(tx, contract.productId, contract.periodId, ctx.now)) !== contract.price) throw fail(BUSINESS_CODES.contract, messages.contractPriceInvalid)
      const unsuitable = suitabilityRefusal(investor, product, ctx.now)
      if (unsuitable) throw unsuitable
      // Fees may have become owed, or assets fallen, since the contract was signed.
      const account = accountRefusal(investor, product)
      if (account) throw account
      const blocked = await openOrdersBlock(tx, user.id, contract.productId, ctx.now)
      if (blocked) throw fail(BUSINESS_CODES.subscribeLimit, blocked)
      let coupon: CouponRow | null = null
      if (contract.couponId) {
        try {
          coupon = await usableCoupon(tx, user.id, ctx.now, contract.couponId, product, contract.price)
        } catch (error) {
          if (error instanceof BusinessError) throw fail(BUSINESS_CODES.contract, messages.contractCouponInvalid)
          throw error
        }
      }
      const [created] = await tx
        .insert(t.orders)
        .values({
          id: newId('OD'),
          userId: user.id,
          productId: contract.productId,
          contractId,
          clientKey,
          periodId: contract.periodId,
          amount: contract.price,
          payAmount: contract.payAmount,
          couponId: contract.couponId,
          status: ORDER_STATUS.unpaid,
          payStatus: 'unpaid',
          createdAt: ctx.now,
          isTrial: coupon?.kind === 'experience',
          referrerNo: contract.referrerNo,
        })
        .returning()
      const order = created!
      // The contract is claimed and the coupon taken only from the state just checked; under the investor's
      // lock both always succeed, and if not, the whole order is rolled back.
      const claimed = await tx
        .update(t.contracts)
        .set({ orderId: order.id })
        .where(and(eq(t.contracts.id, contractId), isNull(t.contracts.orderId)))
        .returning({ id: t.contracts.id })
      if (claimed.length === 0) throw fail(BUSINESS_CODES.contract, messages.contractUsed)
      if (contract.couponId) {
        const taken = await tx
          .update(t.coupons)
          .set({ usedAt: ctx.now, usedOrderId: order.id })
          .where(and(eq(t.coupons.id, contract.couponId), isNull(t.coupons.usedAt)))
          .returning({ id: t.coupons.id })
        if (taken.length === 0) throw fail(BUSINESS_CODES.contract, messages.contractCouponInvalid)
      }
      // Nothing to pay (experience coupon, free period): the order is paid at once.
      if (Number(order.payAmount) === 0) await markPaid(tx, order, payType, ctx.now)
      const [fresh] = await tx.select().from(t.orders).where(eq(t.orders.id, order.id))
      return fresh ?? order
    })
    return { data: { orderId: o.id, amount: o.amount, payAmount: o.payAmount, stStatus: o.status, payStatus: payStatus(o) } }
  },
  async queryOrderPayStatus({ orderId }, ctx) {
    const order = await ownOrder(ctx, orderId)
    return { data: { orderId, payStatus: payStatus(order), stStatus: order.status } }
  },
  // Cancelling twice is fine (the second answers success, changing nothing); the coupon goes back only with
  // the cancellation that happened, so a cancel that lost the race to a payment frees nothing.
  async cancelOrder({ orderId }, ctx) {
    const order = await ownOrder(ctx, orderId)
    if (order.status === ORDER_STATUS.cancelled) return {}
    if (order.status !== ORDER_STATUS.unpaid) throw fail(BUSINESS_CODES.order, messages.orderNotCancellable)
    const cancelled = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(t.orders)
        .set({ status: ORDER_STATUS.cancelled, payStatus: 'cancelled', closedAt: ctx.now })
        .where(and(eq(t.orders.id, orderId), eq(t.orders.status, ORDER_STATUS.unpaid)))
        .returning({ id: t.orders.id })
      if (rows.length) await releaseCoupons(tx, [orderId])
      return rows.length === 1
    })
    if (cancelled) return {}
    const [now] = await ctx.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId))
    if (now?.status === ORDER_STATUS.cancelled) return {}
    throw fail(BUSINESS_CODES.order, messages.orderNotCancellable)
  },
  async refundOrder({ orderIds, expected }, ctx) {
    return { data: await refundOrders(ctx.db, me(ctx).id, orderIds, ctx.now, expected) }
  },
  // The same rule refundOrder pays by, at the same moment's calendar day: what the dialog shows before 确认解约.
  async quoteRefund({ orderIds }, ctx) {
    const user = me(ctx)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const ids = [...new Set(orderIds)]
    const rows = await ctx.db.select().from(t.orders).where(and(eq(t.orders.userId, user.id), inArray(t.orders.id, ids)))
    for (const id of ids) {
      const row = rows.find((r) => r.id === id)
      if (!row) throw fail(BUSINESS_CODES.notFound, messages.orderNotFound)
      if (!IN_SERVICE.includes(row.status as 105 | 220)) throw fail(BUSINESS_CODES.order, messages.orderNotRefundable(id))
    }
    const quotes = await quotesOf(ctx.db, rows, ctx.now)
    const list = ids.map((orderId) => {
      const { productName, basis, amount, paid, coolingOffLastDay, remainingDays, totalDays } = quotes.get(orderId)!
      return { orderId, productName, basis, amount, paid, coolingOffLastDay, remainingDays, totalDays }
    })
    return { list, total: list.length }
  },
  async checkSubscribeLimit({ productId }, ctx) {
    const [product] = await ctx.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId))
    if (!product) throw fail(BUSINESS_CODES.notFound, messages.productNotFound)
    const blocked = await subscribeBlock(ctx.db, me(ctx).id, productId, ctx.now)
    return { data: { allowed: blocked === null, message: blocked ?? messages.allowed } }
  },
  async payCommission({ productId, clientKey, managerNo }, ctx) {
    const user = me(ctx)
    const [product] = await ctx.db.select().from(t.products).where(eq(t.products.id, productId))
    if (!product) throw fail(BUSINESS_CODES.notFound, messages.productNotFound)
    if (product.kind !== 'commission') throw fail(BUSINESS_CODES.rejected, messages.notCommission)
    await advanceOrders(ctx.db, user.id, ctx.now)
    // Signing and its checks in one transaction under the investor's lock: concurrent signings with
    // different keys run one after another, and the second sees the first's order.
    const order = await ctx.db.transaction(async (tx) => {
      const investor = await lockInvestor(tx, user.id)
      const again = await orderOfKey(tx, user.id, clientKey)
      if (again) {
        if (again.productId !== productId) throw fail(BUSINESS_CODES.order, messages.clientKeyReused)
        return again
      }
      const unsuitable = suitabilityRefusal(investor, product, ctx.now)
      if (unsuitable) throw unsuitable
      const account = accountRefusal(investor, product)
      if (account) throw account
      if (await openOrdersBlock(tx, user.id, productId, ctx.now)) throw fail(BUSINESS_CODES.subscribeLimit, messages.commissionSigned)
      const referrerNo = await referrerOf(tx, managerNo)
      // Paid through trading commission: no payment step, the service starts (in cooling-off) at once.
      const [created] = await tx
        .insert(t.orders)
        .values({
          id: newId('OD'),
          userId: user.id,
          productId,
          contractId: null,
          clientKey,
          periodId: 0,
          amount: '0.00',
          payAmount: '0.00',
          status: ORDER_STATUS.unpaid,
          payStatus: 'unpaid',
          createdAt: ctx.now,
          referrerNo,
        })
        .returning()
      await markPaid(tx, created!, 1, ctx.now)
      const [fresh] = await tx.select().from(t.orders).where(eq(t.orders.id, created!.id))
      return fresh ?? created!
    })
    return { data: { orderId: order.id, stStatus: order.status } }
  },
  // Services due for renewal by core's rule (decision wave3-journey-3), one per product: the order that ends last
  // decides, so a renewal already made takes its product off the count.
  async getUserRenewCount(_req, ctx) {
    const user = me(ctx)
    await advanceOrders(ctx.db, user.id, ctx.now)
    const rows = await ctx.db
      .select({ productId: t.orders.productId, serviceStart: t.orders.serviceStart, serviceEnd: t.orders.serviceEnd })
      .from(t.orders)
      .where(and(eq(t.orders.userId, user.id), inArray(t.orders.status, IN_SERVICE)))
    const byProduct = new Map<string, typeof rows>()
    for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row])
    const today = shanghaiDay(ctx.now)
    const due = [...byProduct.values()].filter((orders) => {
      const last = lastEnding(orders)
      return last !== undefined && isRenewalDue(serviceDays(last), today)
    })
    return { data: { count: due.length } }
  },
  // Links the type 1 follow-up (购买前回访) submission `result` (the number submitFollowupPaper answered) to
  // the order created after it (decision app-10). One record per order: a repeat (a retry whose answer was
  // lost) changes nothing; the unique index on order_id makes concurrent repeats one record too.
  async saveOrderCallback({ orderId, paperId, result }, ctx) {
    const order = await ownOrder(ctx, orderId)
    const user = me(ctx)
    if (result < 1 || result > 2_147_483_647) throw fail(BUSINESS_CODES.notFound, messages.callbackNotFound)
    const [submission] = await ctx.db
      .select({ id: t.followupSubmissions.id })
      .from(t.followupSubmissions)
      .where(and(eq(t.followupSubmissions.id, result), eq(t.followupSubmissions.userId, user.id), eq(t.followupSubmissions.paperId, paperId), eq(t.followupSubmissions.paperType, 1)))
    if (!submission) throw fail(BUSINESS_CODES.notFound, messages.callbackNotFound)
    await ctx.db
      .insert(t.orderCallbacks)
      .values({ userId: user.id, orderId: order.id, paperId, result, createdAt: ctx.now })
      .onConflictDoNothing({ target: t.orderCallbacks.orderId })
    return {}
  },
  async getWxPayParams({ orderId }, ctx) {
    const order = await ownOrder(ctx, orderId)
    if (order.status === ORDER_STATUS.cancelled) throw fail(BUSINESS_CODES.order, messages.orderCancelledAlready)
    if (order.status !== ORDER_STATUS.unpaid) throw fail(BUSINESS_CODES.order, messages.orderNotUnpaid)
    const unsigned = {
      appId: ctx.wechat.appId,
      timeStamp: String(Math.floor(ctx.now.getTime() / 1000)),
      nonceStr: randomBytes(8).toString('hex'),
      // Demo prepay id: names the order, so the demo payment provider (/api/demo/pay) can be told which.
      package: `prepay_id=demo_${order.id}`,
      signType: 'HMAC-SHA256',
    }
    return { data: { orderId: order.id, ...unsigned, paySign: wxPaySign(unsigned, ctx.wechat.merchantKey) } }
  },
  async queryOrderCallback({ orderId }, ctx) {
    await ownOrder(ctx, orderId)
    const rows = await ctx.db.select({ id: t.orderCallbacks.id }).from(t.orderCallbacks).where(eq(t.orderCallbacks.orderId, orderId)).limit(1)
    return { data: { orderId, done: rows.length > 0 } }
  },
}

export const couponHandlers: Handlers['coupons'] = {
  // One prepared statement: the state (couponStatus's rule, in SQL), the page and the total (issue #34).
  async list({ status, offset, size }, ctx) {
    const page = prepared(ctx.db, 'coupons_page', (db, name) => {
      const now = sql.placeholder('now')
      const state = sql`case when ${t.coupons.usedAt} is not null then 'used' when ${t.coupons.validTo} < ${now} then 'expired' else 'usable' end`
      return db
        .select({ coupon: t.coupons, total: totalColumn() })
        .from(t.coupons)
        .where(and(eq(t.coupons.userId, sql.placeholder('userId')), sql`${state} = ${sql.placeholder('status')}`))
        .orderBy(asc(t.coupons.validTo), asc(t.coupons.id))
        .limit(sql.placeholder('size'))
        .offset(sql.placeholder('offset'))
        .prepare(name)
    })
    const values = { userId: me(ctx).id, now: ctx.now, status }
    const { rows, total } = await paged((limit, skip) => page.execute({ ...values, size: limit, offset: skip }), offset, size)
    return { list: rows.map((r) => couponView(r.coupon, ctx.now)), total }
  },
  async usableProducts({ couponId, offset, size }, ctx) {
    const coupon = await ownCoupon(ctx, couponId)
    const where = and(
      eq(t.products.onSale, true),
      coupon.productId ? eq(t.products.id, coupon.productId) : undefined,
      coupon.adviserId ? eq(t.products.adviserId, coupon.adviserId) : undefined,
    )
    const { rows, total } = await paged(
      (limit, skip) => ctx.db.select({ product: t.products, total: totalColumn() }).from(t.products).where(where).orderBy(asc(t.products.id)).limit(limit).offset(skip),
      offset,
      size,
    )
    return { list: await productSummaries(ctx.db, rows.map((r) => r.product), ctx.now), total }
  },
  async specifiedAdvisers({ couponId, offset, size }, ctx) {
    const coupon = await ownCoupon(ctx, couponId)
    let adviserIds: string[] | null = coupon.adviserId ? [coupon.adviserId] : null
    if (!adviserIds && coupon.productId) {
      const [product] = await ctx.db.select({ adviserId: t.products.adviserId }).from(t.products).where(eq(t.products.id, coupon.productId))
      adviserIds = product ? [product.adviserId] : []
    }
    const where = adviserIds ? inArray(t.advisers.id, adviserIds.length ? adviserIds : ['-']) : undefined
    const { rows, total } = await paged(
      (limit, skip) => ctx.db.select({ adviser: t.advisers, total: totalColumn() }).from(t.advisers).where(where).orderBy(asc(t.advisers.sort), asc(t.advisers.id)).limit(limit).offset(skip),
      offset,
      size,
    )
    return { list: rows.map((r) => adviserCard(r.adviser)), total }
  },
  async exchange({ code }, ctx) {
    const user = me(ctx)
    const normalized = code.trim().toUpperCase()
    const [found] = await ctx.db.select().from(t.exchangeCodes).where(eq(t.exchangeCodes.code, normalized))
    if (!found) throw fail(BUSINESS_CODES.coupon, messages.exchangeCodeUnknown)
    if (found.redeemedBy) throw fail(BUSINESS_CODES.coupon, messages.exchangeCodeUsed)
    if (found.expiresAt <= ctx.now) throw fail(BUSINESS_CODES.coupon, messages.exchangeCodeExpired)
    const coupon = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(t.exchangeCodes)
        .set({ redeemedBy: user.id, redeemedAt: ctx.now })
        .where(and(eq(t.exchangeCodes.code, normalized), isNull(t.exchangeCodes.redeemedBy)))
        .returning()
      if (claimed.length === 0) throw fail(BUSINESS_CODES.coupon, messages.exchangeCodeUsed)
      const [row] = await tx
        .insert(t.coupons)
        .values({
          id: newId('CP'),
          userId: user.id,
          name: found.couponName,
          kind: 'experience',
          amount: '0.00',
          threshold: '0.00',
          experienceDays: found.experienceDays,
          productId: found.productId,
          adviserId: null,
          validFrom: ctx.now,
          validTo: new Date(ctx.now.getTime() + 30 * DAY),
        })
        .returning()
      return row!
    })
    return { data: couponView(coupon, ctx.now) }
  },
}

async function ownCoupon(ctx: HandlerContext, couponId: string): Promise<CouponRow> {
  const [coupon] = await ctx.db.select().from(t.coupons).where(and(eq(t.coupons.id, couponId), eq(t.coupons.userId, me(ctx).id)))
  if (!coupon) throw fail(BUSINESS_CODES.notFound, messages.couponUnavailable)
  return coupon
}

export const demoHandlers: Handlers['demo'] = {
  // Mounted in demo mode only, like the payment it announces (outside it the path answers 404).
  status() {
    return Promise.resolve({ data: { demo: true } as const })
  },
  // The firm's app signs its investors in through its own SSO and hands the page a token (spec §7 getUserInfo); the
  // native-host simulator plays that app against a running server, which must not need a known SMS code for it.
  async ssoLogin({ phone }, ctx) {
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.phone, phone))
    if (!user) throw fail(BUSINESS_CODES.login, messages.unknownPhone)
    const session = await ctx.auth.issueToken(user.id, ctx.now)
    return { data: { token: session.token, expiresAt: iso(session.expiresAt), user: userInfo(user, session.token) } }
  },
  async pay({ orderId, payType, outcome }, ctx) {
    const order = await ownOrder(ctx, orderId)
    if (order.status === ORDER_STATUS.cancelled) throw fail(BUSINESS_CODES.order, messages.orderCancelledAlready)
    if (order.status !== ORDER_STATUS.unpaid) return { data: { orderId, payStatus: payStatus(order) } }
    // Both outcomes change only an order that is still unpaid; when a concurrent call changed it first,
    // the answer is what the order became (paid, or cancelled), never the outcome that did not happen.
    const changed =
      outcome === 'fail'
        ? (
            await ctx.db
              .update(t.orders)
              .set({ payStatus: 'failed' })
              .where(and(eq(t.orders.id, orderId), eq(t.orders.status, ORDER_STATUS.unpaid)))
              .returning({ id: t.orders.id })
          ).length === 1
        : await markPaid(ctx.db, order, payType, ctx.now)
    if (changed) return { data: { orderId, payStatus: outcome === 'fail' ? 'failed' : 'paid' } }
    const [now] = await ctx.db.select().from(t.orders).where(eq(t.orders.id, orderId))
    if (!now || now.status === ORDER_STATUS.cancelled) throw fail(BUSINESS_CODES.order, messages.orderCancelledAlready)
    return { data: { orderId, payStatus: payStatus(now) } }
  },
}
