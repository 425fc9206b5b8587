import { expect, type Page } from '@playwright/test'
import type { ClockedServer } from './clockedServer.js'
import { acknowledgeRisk, purchaseToServiceAgreement, signCommissionFromPurchasePage } from './frontDoor.js'
import { auth, answerPaper, choosePeriod } from './signing.js'
import type { DemoSession } from './session.js'

// The investor's journey as issue #32 reads it closely, shared by the browser, the WeChat variant and the native
// simulator: from home to each kind of product, bought by tapping; 查看内容 shows the content; back never reaches a
// /sign/ page; 我的 → 已购产品 → the content → 续费; the order detail shows the server's days, start <= end.

export type JourneyContext = 'browser' | 'wechat' | 'native'

export interface Journey {
  page: Page
  server: ClockedServer
  session: DemoSession
  /** '/tougu', or '/tougu/wx' for the WeChat variant. */
  base: string
  context: JourneyContext
}

/** The app's own origin and base for a router path. */
export const at = (j: Journey, path: string) => `${j.server.origin}${j.base}${path}`

/** The Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

interface ServerOrder {
  orderid: string
  productid: string
  stStatus: number
  startDate: string | null
  endDate: string | null
  createTime: string
}

/** The investor's orders of a product as the server answers them, newest first. */
export async function serverOrders(j: Journey, productId: string): Promise<ServerOrder[]> {
  const res = await j.server.api.post('/api/queryUserOrderById', { data: { authorityId: productId, offset: 0, size: 50 }, headers: auth(j.session) })
  return ((await res.json()) as { list: ServerOrder[] }).list
}

/**
 * Records every address the page's main frame shows from now on (history navigations included), so a test can say a
 * /sign/ page was never shown, not only that it is not shown at the end.
 */
export function watchAddresses(page: Page): { seen: string[]; reset: () => void } {
  const seen: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url())
  })
  return { seen, reset: () => void seen.splice(0) }
}

/**
 * From the notice (the flow's first page) to the paid result, by tapping: the period (`period`, the month unless given),
 * risk, disclosure, agreement, the purchase follow-up, and the payment as the context pays: the demonstration sheet in
 * a browser (it says it is one), WeChat pay inside WeChat (the server then told of it, as WeChat would tell it), the
 * app's pay sheet in the native simulator (the simulator pays through the server's demo payment). The commission
 * product signs through its own steps, with nothing to pay.
 */
export async function signAndPay(j: Journey, { period = /^1个月/, commission = false }: { period?: RegExp; commission?: boolean } = {}): Promise<void> {
  const p = j.page
  await expect(p).toHaveURL(/\/sign\/notice\?/)
  await p.getByRole('button', { name: '我已阅读，去签约' }).click()
  if (commission) {
    // Its own steps (issue #37): the checks, the 匹配意见, the disclosure, its agreement, the 购买前回访.
    await signCommissionFromPurchasePage(p)
    await expect(p.getByText('签约成功')).toBeVisible()
    return
  }
  await expect(p).toHaveURL(/\/sign\/purchase\?/)
  await choosePeriod(p, period)
  await purchaseToServiceAgreement(p, false)
  await p.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(p)).getByRole('button', { name: '确认' }).click()
  if (j.context === 'browser') {
    const sheet = p.getByRole('dialog').filter({ hasText: '模拟支付' })
    await expect(sheet).toContainText('演示环境：不会产生真实扣款。')
    await sheet.getByRole('button', { name: '确认支付' }).click()
  }
  await expect(p).toHaveURL(/\/sign\/done\?/)
  if (j.context === 'wechat') {
    // chooseWXPay answered ok; WeChat pay then notifies the server, played here by the demo payment provider.
    const orderId = new URL(p.url()).searchParams.get('orderId') ?? ''
    const paid = await j.server.api.post('/api/demo/pay', { data: { orderId, payType: 1 }, headers: auth(j.session) })
    expect(((await paid.json()) as { data: { payStatus: string } }).data.payStatus).toBe('paid')
  }
  await expect(p.getByText('订阅成功')).toBeVisible({ timeout: 15_000 })
}

/**
 * 查看内容 on the result: the content itself at `reading` (tips content behind its risk disclosure; never the
 * introduction), unlocked. Then back, step by step, to home: no address on the way is a page of the signing flow.
 */
export async function viewContentThenBackHome(j: Journey, reading: RegExp, kind: 'tips' | 'package' | 'live' | 'commission'): Promise<void> {
  const p = j.page
  const addresses = watchAddresses(p)
  await p.getByRole('button', { name: '查看内容' }).click()
  await expect(p).toHaveURL(reading)
  if (kind === 'tips') await acknowledgeRisk(p)
  await expectUnlocked(p, kind)
  const home = at(j, '/index')
  for (let i = 0; i < 8 && p.url() !== home; i++) {
    await p.goBack()
    await expect(p).not.toHaveURL(/\/sign\//)
    await expect(p.getByRole('main').first()).toBeVisible()
  }
  await expect(p).toHaveURL(home)
  expect(addresses.seen.filter((u) => u.includes('/sign/')), 'no signing page after 查看内容').toEqual([])
}

/** The content as its holder reads it: no 付费内容 notice, no 立即订阅; a live room plays. */
export async function expectUnlocked(p: Page, kind: 'tips' | 'package' | 'live' | 'commission'): Promise<void> {
  await expect(p.getByRole('region', { name: '付费内容' })).toHaveCount(0)
  if (kind === 'package') await expect(p.getByRole('button', { name: '已订阅' })).toBeDisabled()
  if (kind === 'tips' || kind === 'commission') await expect(p.locator('.tg-rich-content').first()).toBeVisible()
  if (kind === 'live') await expectPlaying(p)
  await expect(p.getByRole('button', { name: '立即订阅' })).toHaveCount(0)
}

/** The page's video plays: its currentTime advances. */
export async function expectPlaying(p: Page): Promise<void> {
  const video = p.locator('video')
  await expect(video).toBeVisible()
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(start + 1)
}

/** The order detail of `orderId` as the app shows it: its service days, the server's, start <= end. */
export async function expectOrderDetailDays(j: Journey, order: ServerOrder): Promise<void> {
  const p = j.page
  const row = (label: string) => p.locator('.adm-list-item').filter({ hasText: label })
  await expect(row('订单编号')).toContainText(order.orderid)
  expect(order.startDate, 'the server answers a first day').not.toBeNull()
  expect(order.endDate, 'the server answers a last day').not.toBeNull()
  await expect(row('服务起始日')).toContainText(order.startDate!)
  await expect(row('服务到期日')).toContainText(order.endDate!)
  expect(order.startDate! <= order.endDate!, `${order.startDate} <= ${order.endDate}`).toBe(true)
}
