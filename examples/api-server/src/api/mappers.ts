// Rows → contract shapes. Kept apart from the handlers so every shape is built one way.
import { filterPriceItems, parsePriceList, type AdviserCard, type ContentRef, type PriceItem, type ProductSummary } from '@tougu/core'
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import { ORDER_STATUS, shanghaiDay } from '../orders/servicePeriod.js'
import type { UserRow } from '../auth/authService.js'

export type AdviserRow = typeof t.advisers.$inferSelect
export type ProductRow = typeof t.products.$inferSelect
type PriceRow = typeof t.priceItems.$inferSelect

/** ISO 8601 with offset (UTC `Z`). */
export const iso = (d: Date): string => d.toISOString()
/** Calendar day in Asia/Shanghai (the market's day), `YYYY-MM-DD`. */
export { shanghaiDay } from '../orders/servicePeriod.js'
export const productRisk = (level: number) => `R${Math.min(5, Math.max(1, level))}` as 'R1' | 'R2' | 'R3' | 'R4' | 'R5'
export const productType = (kind: string) => kind as 'tips' | 'package' | 'live' | 'commission'
/** 张伟 → 张** (askers are shown masked). */
export const maskName = (name: string) => (name.length <= 1 ? name : `${name.slice(0, 1)}${'*'.repeat(Math.min(2, name.length - 1))}`)

export function adviserCard(a: AdviserRow): AdviserCard {
  return {
    id: a.id,
    name: a.name,
    tgName: a.tgName,
    teamName: a.teamName,
    avatarUrl: a.avatar,
    qualificationNo: a.qualificationNo,
    title: a.title,
    intro: a.intro,
    followerCount: a.followers,
    tags: a.tags,
  }
}

/** A price item as the legacy backend sends it: money as text, the sales window also in `ext`. */
export function priceItem(p: PriceRow) {
  return {
    periodId: p.periodId,
    price: p.price,
    oldPrice: p.oldPrice,
    startDate: p.startDate ?? undefined,
    endDate: p.endDate ?? undefined,
    ext: JSON.stringify({ startDate: p.startDate, endDate: p.endDate }),
    moduleEndTime: p.moduleEndTime ? iso(p.moduleEndTime) : undefined,
    TYPE: String(p.type),
  }
}

/** Price lists of several products at once, keyed by product id, in period order. */
export async function priceLists(db: Db, productIds: string[]): Promise<Map<string, ReturnType<typeof priceItem>[]>> {
  const out = new Map<string, ReturnType<typeof priceItem>[]>()
  if (productIds.length === 0) return out
  const rows = await db.select().from(t.priceItems).where(inArray(t.priceItems.productId, productIds)).orderBy(t.priceItems.periodId)
  for (const row of rows) {
    const list = out.get(row.productId) ?? []
    list.push(priceItem(row))
    out.set(row.productId, list)
  }
  return out
}

/** The lowest price the investor can pay today (the app's own price rules from @tougu/core), or null. */
export function minPrice(list: ReturnType<typeof priceItem>[] | undefined, now: Date): string | null {
  const parsed = parsePriceList(list ?? [])
  if (!parsed.ok) return null
  const prices = filterPriceItems(parsed.value, now)
    .map((p: PriceItem) => p.price)
    .filter((p): p is number => p !== null)
  return prices.length ? Math.min(...prices).toFixed(2) : null
}

/**
 * The content page each product opens (product → content, the reverse of the content rows' `productId`):
 * its tips pack, opinion package, commission content or, for a live product, its first live room by id.
 * Products without content (none seeded yet) are absent from the map.
 */
export async function contentRefs(db: Db, productIds: readonly string[]): Promise<Map<string, ContentRef>> {
  const out = new Map<string, ContentRef>()
  if (productIds.length === 0) return out
  const ids = [...new Set(productIds)]
  const [tips, packages, commission, live] = await Promise.all([
    db.select({ id: t.tipsPacks.id, productId: t.tipsPacks.productId }).from(t.tipsPacks).where(inArray(t.tipsPacks.productId, ids)),
    db.select({ id: t.opinionPackages.id, productId: t.opinionPackages.productId }).from(t.opinionPackages).where(inArray(t.opinionPackages.productId, ids)),
    db
      .select({ id: t.commissionProducts.id, productId: t.commissionProducts.productId })
      .from(t.commissionProducts)
      .where(inArray(t.commissionProducts.productId, ids)),
    db.select({ id: t.liveRooms.id, productId: t.liveRooms.productId }).from(t.liveRooms).where(inArray(t.liveRooms.productId, ids)),
  ])
  const add = (kind: ContentRef['kind'], rows: { id: string; productId: string | null }[]) => {
    for (const row of [...rows].sort((a, b) => a.id.localeCompare(b.id))) {
      if (row.productId !== null && !out.has(row.productId)) out.set(row.productId, { kind, id: row.id })
    }
  }
  add('tips', tips)
  add('package', packages)
  add('commission', commission)
  add('live', live)
  return out
}

export async function productSummaries(db: Db, rows: ProductRow[], now: Date): Promise<ProductSummary[]> {
  const advisers = rows.length
    ? await db.select().from(t.advisers).where(inArray(t.advisers.id, [...new Set(rows.map((r) => r.adviserId))]))
    : []
  const names = new Map(advisers.map((a) => [a.id, a.tgName]))
  const prices = await priceLists(db, rows.map((r) => r.id))
  const content = await contentRefs(db, rows.map((r) => r.id))
  return rows.map((p) => ({
    productId: p.id,
    productName: p.name,
    productType: productType(p.kind),
    riskLevel: productRisk(p.riskLevel),
    adviserId: p.adviserId,
    tgName: names.get(p.adviserId) ?? '',
    minPrice: minPrice(prices.get(p.id), now),
    content: content.get(p.id) ?? null,
  }))
}

/**
 * Products the user may read paid content of: paid orders in service (cooling-off or in service) not yet ended, and
 * the successor of a held product whose transfer the user accepted (answerProductTransfer, issue #37).
 */
export async function privilegedProducts(db: Db, userId: string | null, now: Date): Promise<Set<string>> {
  if (!userId) return new Set()
  const rows = await db
    .select({ productId: t.orders.productId })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.userId, userId),
        inArray(t.orders.status, [ORDER_STATUS.coolingOff, ORDER_STATUS.inService]),
        or(isNull(t.orders.serviceEnd), gt(t.orders.serviceEnd, now)),
      ),
    )
  const held = new Set(rows.map((r) => r.productId))
  for (const moved of await acceptedTransfers(db, userId)) if (held.has(moved.productId)) held.add(moved.targetProductId)
  return held
}

/** The transfers the user accepted: the retired product, its successor and the successor's kind. */
export async function acceptedTransfers(db: Db, userId: string): Promise<{ productId: string; targetProductId: string; targetKind: string }[]> {
  return db
    .select({ productId: t.productTransfers.productId, targetProductId: t.productTransfers.targetProductId, targetKind: t.products.kind })
    .from(t.productTransfers)
    .innerJoin(t.products, eq(t.products.id, t.productTransfers.targetProductId))
    .where(and(eq(t.productTransfers.userId, userId), eq(t.productTransfers.decision, 'accepted')))
}

/** The credentials of an adviser as product pages and the agreements show them. */
export function adviserCredentials(adviser: AdviserRow, now: Date) {
  return {
    id: adviser.id,
    tgName: adviser.tgName,
    teamName: adviser.teamName,
    qualificationNo: adviser.qualificationNo,
    practiceYears: Math.max(0, Number(shanghaiDay(now).slice(0, 4)) - adviser.practiceSinceYear),
  }
}

/** User info (spec §3) as the app stores it; the risk level travels as "C1"…"C5". */
export function userInfo(user: UserRow, token: string | null) {
  return {
    clientId: user.id,
    cid: user.cid,
    phone: user.phone,
    token: token ?? undefined,
    userName: user.userName,
    unionid: user.unionid ?? undefined,
    riskLevel: user.riskLevel === null ? undefined : `C${user.riskLevel}`,
    levelName: user.levelName ?? undefined,
    riskEndDate: user.riskEndDate ?? undefined,
    customerClass: user.customerClass ?? undefined,
    singleFlag: String(user.singleFlag),
  }
}
