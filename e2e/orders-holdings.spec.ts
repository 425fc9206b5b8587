import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signIn, startSignedIn, type DemoSession } from './support/session.js'

// Orders and holdings against the reference server, every screen reached by taps from 我的: CRM orders beside
// H5 orders, the experience-order filter (iIsTY), the search by product name, an order's detail with its
// service start (getTradeDay) and 回访 status (queryOrderCallback), the held products with 更新提醒 on/off, and
// the renewal reminder (getUserRenewCount). 13800000001 holds an order in every status (seed).
const DEMO_PHONE = '13800000001'

type Json = Record<string, unknown>

async function api<T = Json>(request: APIRequestContext, s: DemoSession, path: string, data: Json = {}): Promise<T> {
  const res = await request.post(path, { data, headers: { Authorization: `Bearer ${s.token}` } })
  const body = (await res.json()) as T & { iRet: number; message?: string }
  if (body.iRet !== 0) throw new Error(`${path} failed: ${body.message ?? res.status()}`)
  return body
}

/** Answers the type 2 follow-up paper through the API, so its overlay does not cover the screens under test. */
async function answerFollowupPaper(request: APIRequestContext, s: DemoSession): Promise<void> {
  const headers = { Authorization: `Bearer ${s.token}` }
  const body = (await (await request.get('/api/user/getFollowupPaper?paperType=2', { headers })).json()) as {
    list: { id: string; questions: { no: number; type: number; options: unknown[]; isWaiverQuestion?: boolean }[] }[]
  }
  const paper = body.list[0]
  if (!paper) return
  const paperAnswer = paper.questions.filter((q) => !q.isWaiverQuestion).map((q) => ({ no: q.no, answer: q.type === 3 || q.options.length === 0 ? '无' : '1' }))
  await api(request, s, '/api/user/submitFollowupPaper', { paperId: paper.id, paperType: 2, paperAnswer, refundOrders: [] })
}

async function openMine(page: Page, request: APIRequestContext): Promise<DemoSession> {
  const s = await signIn(request, DEMO_PHONE)
  await answerFollowupPaper(request, s)
  await startSignedIn(page, s)
  await page.goto('/tougu/usercenter/index')
  await expect(page).toHaveTitle('我的')
  return s
}

interface Holding {
  productId: string
  productName: string
  productType: string
  orderId: string
  endDate: string | null
}
interface OrderRow {
  orderid: string
  productid: string
  productname: string
  stStatus: number
  startDate: string | null
}

test('held products: the renewal reminder on 我的, 更新提醒 on and off, and an order detail with its service days and 回访', async ({ page, request }, info) => {
  // The main investor's holdings are changed by the android runs of the cancellation specs on the shared e2e database.
  test.skip(info.project.name === 'android', 'holdings of the shared demo investor: one project only')
  const s = await openMine(page, request)
  const { data: renew } = await api<{ data: { count: number } }>(request, s, '/api/getUserRenewCount')
  const entry = page.getByRole('button', { name: /^已购产品/ })
  if (renew.count > 0) await expect(entry).toContainText(`${renew.count}项服务即将到期，请及时续费`)
  else await expect(entry).not.toContainText('即将到期')

  await entry.click()
  if (renew.count > 0) {
    // The reminder opens the services due, each with 续费 (issue #32); the whole list is one tap on.
    await expect(page).toHaveURL(/\/tougu\/usercenter\/products\?due=1$/)
    await expect(page.locator('.tg-holding-item')).toHaveCount(renew.count)
    await expect(page.locator('.tg-holding-item').getByRole('button', { name: /续费$/ })).toHaveCount(renew.count)
    await page.getByRole('button', { name: '查看全部已购产品' }).click()
  }
  await expect(page).toHaveURL(/\/tougu\/usercenter\/products$/)
  await expect(page).toHaveTitle('已购产品')
  const { list: held } = await api<{ list: Holding[] }>(request, s, '/api/getUserProductList', { offset: 0, size: 20 })
  const tips = held.find((h) => h.productType === 'tips' || h.productType === 'commission')
  if (!tips) throw new Error('the demo investor holds no tips or commission product')
  const rows = page.getByRole('list', { name: '已购产品' }).getByRole('listitem')
  await expect(rows).toHaveCount(held.length)
  for (const h of held) await expect(rows.filter({ hasText: h.productName })).toContainText(h.endDate ? `有效期至 ${h.endDate}` : '长期有效')
  // A package product has no updates to remind of: no switch on its row.
  const pkg = held.find((h) => h.productType === 'package')
  if (pkg) await expect(page.getByRole('switch', { name: `${pkg.productName}更新提醒` })).toHaveCount(0)

  const notice = async () => (await api<{ data: { enabled: boolean } }>(request, s, '/api/queryMessasgNotice', { productId: tips.productId })).data.enabled
  const before = await notice()
  const toggle = page.getByRole('switch', { name: `${tips.productName}更新提醒` })
  await expect(toggle).toHaveAttribute('aria-checked', String(before))
  await toggle.click()
  await expect(page.getByText(before ? '已关闭更新提醒' : '已开启更新提醒')).toBeVisible()
  await expect.poll(notice).toBe(!before)
  await expect(toggle).toHaveAttribute('aria-checked', String(!before))
  // The tap on the switch stayed on the list.
  await expect(page).toHaveURL(/\/usercenter\/products$/)
  await toggle.click()
  await expect.poll(notice).toBe(before)

  // The row opens the content (issue #32); its 订单详情 opens the order.
  await rows.filter({ hasText: tips.productName }).getByRole('button', { name: `${tips.productName}订单详情` }).click()
  await expect(page).toHaveURL(/\/usercenter\/orderDetail\?/)
  await expect(page).toHaveTitle('订单详情')
  const { list: orders } = await api<{ list: OrderRow[] }>(request, s, '/api/queryUserOrderById', { authorityId: tips.productId, offset: 0, size: 50 })
  const order = orders.find((o) => o.orderid === tips.orderId)
  if (!order?.startDate) throw new Error('the held order has no start date')
  const { data: cb } = await api<{ data: { done: boolean } }>(request, s, '/api/queryOrderCallback', { orderId: tips.orderId })
  const row = (label: string) => page.locator('.adm-list-item', { hasText: label })
  await expect(row('订单编号')).toContainText(tips.orderId)
  await expect(row('产品名称')).toContainText(tips.productName)
  // The server's days as they come (decision wave3-journey-1).
  await expect(row('服务起始日')).toContainText(order.startDate)
  await expect(row('回访状态')).toContainText(cb.done ? '已完成回访' : '未回访')
})

test('my orders: CRM orders beside H5 orders, the experience filter, and the search by product name', async ({ page, request }) => {
  const s = await openMine(page, request)
  await page.getByRole('button', { name: '我的订单' }).click()
  await expect(page).toHaveTitle('我的订单')
  const rows = page.getByRole('list', { name: '我的订单' }).getByRole('listitem')
  const badges = page.locator('.tg-order-item .tg-badge')
  // H5 orders include the unpaid one; the CRM records orders once paid.
  await expect(badges.filter({ hasText: '待支付' }).first()).toBeVisible()
  await page.getByRole('tab', { name: '签约记录' }).click()
  await expect(page).toHaveURL(/source=crm/)
  const { list: crm, total } = await api<{ list: OrderRow[]; total: number }>(request, s, '/api/queryCrmOrder', { offset: 0, size: 20 })
  expect(total).toBeGreaterThan(0)
  await expect(page.getByText(crm[0]?.orderid ?? '?')).toBeVisible()
  await expect(badges.filter({ hasText: '待支付' })).toHaveCount(0)
  await expect(rows).toHaveCount(Math.min(total, crm.length))

  // 体验 (trial) orders only: the demo investor has none.
  const { total: trials } = await api<{ total: number }>(request, s, '/api/queryCrmOrder', { offset: 0, size: 20, iIsTY: 1 })
  await page.getByText('只看体验订单').click()
  await expect(page).toHaveURL(/ty=1/)
  if (trials === 0) await expect(page.getByText('暂无订单')).toBeVisible()
  else await expect(rows).toHaveCount(Math.min(trials, 20))
  await page.getByText('只看体验订单').click()
  await expect(page).not.toHaveURL(/ty=1/)

  const target = crm[0]
  if (!target) throw new Error('no CRM order')
  const part = target.productname.slice(0, 2)
  const { list: found } = await api<{ list: OrderRow[] }>(request, s, '/api/queryCrmOrderByProductName', { sProduName: part })
  const search = page.getByPlaceholder('输入产品名称搜索订单')
  await search.fill(part)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`))
  await expect(rows).toHaveCount(found.length)
  for (const o of found) await expect(page.getByText(o.orderid)).toBeVisible()
  await search.fill('不存在的产品名称')
  await search.press('Enter')
  await expect(page.getByText('没有找到相关订单')).toBeVisible()
  await search.fill(part)
  await search.press('Enter')
  await page.getByText(target.orderid).click()
  await expect(page).toHaveURL(/\/usercenter\/orderDetail\?/)
  await expect(page.locator('.adm-list-item', { hasText: '订单编号' })).toContainText(target.orderid)
})
