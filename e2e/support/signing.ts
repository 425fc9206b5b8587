import { expect, type APIRequestContext, type FrameLocator, type Page, type TestInfo } from '@playwright/test'
import type { DemoSession } from './session.js'

// The signing flow's shared steps and API checks (e2e/sign-*.spec.ts, e2e/wechat.spec.ts).

export const auth = (s: DemoSession) => ({ Authorization: `Bearer ${s.token}` })

export interface PriceRow {
  periodId: number
  price: number | string | null
  startDate?: string | null
  endDate?: string | null
}

/** Today as YYYY-MM-DD in Asia/Shanghai (the seed's calendar). */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
}

/**
 * A product this test (and project) alone uses: candidates are split into disjoint slots so tests running
 * in parallel never race for one product's subscription limit; within its slot, the first product on sale
 * today that the investor may subscribe to.
 */
export async function pickProduct(request: APIRequestContext, s: DemoSession, slot: number, info: TestInfo): Promise<{ id: string; name: string }> {
  await answerType2Paper(request, s)
  const slots = 16
  const mine = slot * 2 + (info.project.name === 'android' ? 1 : 0)
  const ids = [...Array.from({ length: 15 }, (_, i) => `TIP${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `PKG${i + 1}`)]
  const day = today()
  for (const [i, id] of ids.entries()) {
    if (i % slots !== mine % slots) continue
    const res = await request.post('/api/queryProductInfo', { data: { productId: id }, headers: auth(s) })
    const body = (await res.json()) as { iRet: number; data?: { productName: string; priceList: PriceRow[] } }
    if (body.iRet !== 0 || !body.data) continue
    const onSale = body.data.priceList.some(
      (p) => p.periodId !== 24 && p.price !== null && !!p.startDate && !!p.endDate && p.startDate <= day && day <= p.endDate,
    )
    if (!onSale) continue
    await releaseProduct(request, s, id)
    const limit = await request.post('/api/checkSubscribeLimit', { data: { productId: id }, headers: auth(s) })
    const allowed = ((await limit.json()) as { data?: { allowed: boolean } }).data?.allowed
    if (allowed) return { id, name: body.data.productName }
  }
  throw new Error(`no product on sale for slot ${mine}`)
}

export interface OrderRow {
  orderid: string
  productid: string
  stStatus: number
}

/** The investor's open orders of a product: unpaid (80), cooling-off (220), in service (105). */
export async function ordersOf(request: APIRequestContext, s: DemoSession, productId: string): Promise<OrderRow[]> {
  const res = await request.post('/api/queryUserOrder', { data: { sProductId: productId, offset: 0, size: 100 }, headers: auth(s) })
  return ((await res.json()) as { list: OrderRow[] }).list.filter((o) => [80, 105, 220].includes(o.stStatus))
}

/** Leaves the product subscribable again (earlier runs share the persistent demo database). */
export async function releaseProduct(request: APIRequestContext, s: DemoSession, productId: string): Promise<void> {
  for (const o of await ordersOf(request, s, productId)) {
    if (o.stStatus === 80) await request.post('/api/cancelOrder', { data: { orderId: o.orderid }, headers: auth(s) })
    if (o.stStatus === 105 || o.stStatus === 220) await request.post('/api/refundOrder', { data: { orderIds: [o.orderid] }, headers: auth(s) })
  }
}

/**
 * Answers the after-login (type 2) paper through the API, so the root overlay does not cover the signing
 * pages (it is another screen's subject).
 */
export async function answerType2Paper(request: APIRequestContext, s: DemoSession): Promise<void> {
  const paperAnswer = [
    { no: 1, answer: '1' },
    { no: 2, answer: '1' },
    { no: 3, answer: '2' },
    { no: 4, answer: '1' },
    { no: 5, answer: '无' },
  ]
  await request.post('/api/user/submitFollowupPaper', {
    data: { paperId: 'PAPER-2', paperType: 2, paperAnswer, refundOrders: [] },
    headers: auth(s),
  })
}

/** Answers the type 1 paper (购买前回访问卷) as an investor who may buy (in a page, or in a webview's frame). */
export async function answerPaper(page: Page | FrameLocator, firstAnswer: '是' | '否' = '是') {
  const dialog = page.getByRole('dialog', { name: '购买前回访问卷' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radiogroup', { name: /您是否已阅读并理解/ }).getByText(firstAnswer, { exact: true }).click()
  await dialog.getByRole('radiogroup', { name: /资金来源/ }).getByText('自有资金', { exact: true }).click()
  await dialog.getByRole('radiogroup', { name: /最大亏损/ }).getByText('10%以内', { exact: true }).click()
  await dialog.getByRole('group', { name: /服务内容/ }).getByText('观点资讯', { exact: true }).click()
  return dialog
}

/**
 * Taps a period on /sign/purchase (the month by default: every seeded product sells it) and waits until it
 * is the chosen one. The page preselects nothing: 下一步 stays disabled until the investor taps a period.
 */
export async function choosePeriod(page: Page, label: RegExp = /^1个月/) {
  const radio = page.getByRole('radiogroup', { name: '选择订阅周期' }).getByRole('radio', { name: label })
  await radio.click()
  await expect(radio).toHaveAttribute('aria-checked', 'true')
}
