import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startClockedServer, type ClockedServer } from '../../../e2e/support/clockedServer.js'
import { shanghaiDay } from '../../../e2e/support/journey.js'
import { DEMO_SMS_CODE, signIn, type DemoSession } from '../../../e2e/support/session.js'
import { answerPaper, answerType2Paper, auth } from '../../../e2e/support/signing.js'

// Issue #32's journey in the native-app simulator (decision wave3-journey-12): the app's pages in the simulator's
// webviews, driven through the bridge protocol, against a reference server of its own whose clock starts on a Friday
// after the close, and one on a month end. Each tap that opens a route asks for a new webview (spec §2); the signing
// flow runs in its own webview; after paying, 查看内容 shows the content there, and the phone's back closes webviews
// down to home without showing a /sign/ page; then 我的 → 已购产品 → the content → 续费 → the order detail.

const CLOCKS = [
  { name: 'on Friday 2026-11-27 after the close', now: '2026-11-27T16:30:00+08:00' },
  { name: 'on a month end, Sunday 2027-01-31 evening', now: '2027-01-31T21:00:00+08:00' },
] as const
const INVESTOR = '13800000323'
const RENEWED = 'TIP2'

test.describe.configure({ mode: 'serial', timeout: 300_000 })
test.use({ timezoneId: 'Asia/Shanghai', viewport: { width: 1100, height: 900 } })

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The simulator's built page served by `vite preview`, proxying the app of `appOrigin` (TOUGU_APP_ORIGIN). */
async function startSimulator(appOrigin: string): Promise<{ origin: string; stop: () => void }> {
  const dir = fileURLToPath(new URL('..', import.meta.url))
  const port = await freePort()
  const child: ChildProcess = spawn(fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url)), ['preview', '--port', String(port), '--strictPort'], {
    cwd: dir,
    env: { ...process.env, TOUGU_APP_ORIGIN: appOrigin, TOUGU_BASE: '/tougu', TOUGU_DEMO_SMS_CODE: DEMO_SMS_CODE },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${origin}/`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 200))
  }
  return { origin, stop: () => void child.kill('SIGTERM') }
}

interface Phone {
  page: Page
  server: ClockedServer
  session: DemoSession
}

/** The webview on top (the one the investor sees). */
const top = (page: Page): FrameLocator => page.frameLocator('#webviews iframe').last()
const topFrame = async (page: Page): Promise<Frame> => {
  const handle = await page.locator('#webviews iframe').last().elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error('no webview')
  return frame
}
const topUrl = async (page: Page) => (await topFrame(page)).url()
const webviews = (page: Page) => page.locator('#webviews iframe')

/** Taps a control that opens a route: the app asks for a new webview, which the simulator opens on top. */
async function tapOpening(page: Page, tap: () => Promise<void>, url: RegExp): Promise<void> {
  const before = await webviews(page).count()
  await tap()
  await expect(webviews(page)).toHaveCount(before + 1)
  await expect.poll(() => topUrl(page)).toMatch(url)
}

/** A row of a list webview, once its rows sit in their pull-to-refresh control (they move into it after painting). */
async function row(page: Page, name: string) {
  const w = top(page)
  await expect(w.locator('main').first()).toBeVisible()
  return w.getByRole('main').getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()
}

/** The signing flow in its webview, from the notice to the paid result; the app's pay sheet pays (the host's). */
async function signAndPay(page: Page, { period = /^1个月/, commission = false }: { period?: RegExp; commission?: boolean } = {}) {
  const w = top(page)
  await expect.poll(() => topUrl(page)).toMatch(/\/sign\/notice\?/)
  await w.getByRole('button', { name: '我已阅读，去签约' }).click()
  if (commission) {
    // The commission product's own steps (issue #37): its fee terms, the suitability match, the risk disclosure,
    // the agreement, the follow-up questionnaire; nothing is paid up front.
    await w.getByRole('button', { name: '下一步' }).click()
    await w.getByRole('button', { name: '我已知晓并确认' }).click()
    await w.getByText('我已阅读并理解风险揭示书').click()
    await w.getByRole('button', { name: '下一步' }).click()
    await w.getByText('我已阅读并同意以上服务协议').click()
    await w.getByRole('button', { name: '确认签约' }).click()
    await (await answerPaper(w)).getByRole('button', { name: '确认' }).click()
    await expect.poll(() => topUrl(page)).toMatch(/\/sign\/commissionDone\?/)
    await expect(w.getByText('签约成功', { exact: true })).toBeVisible()
    return
  }
  const radio = w.getByRole('radiogroup', { name: '选择订阅周期' }).getByRole('radio', { name: period })
  await radio.click()
  await expect(radio).toHaveAttribute('aria-checked', 'true')
  await w.getByRole('button', { name: '下一步' }).click()
  await w.getByRole('button', { name: '我已知晓并确认' }).click()
  await w.getByText('我已阅读并理解风险揭示书').click()
  await w.getByRole('button', { name: '下一步' }).click()
  await w.getByText('我已阅读并同意以上服务协议').click()
  await w.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(w)).getByRole('button', { name: '确认' }).click()
  // The app's pay sheet (the host's): 支付成功 pays through the server's demo payment provider.
  await page.locator('#sheet-layer').getByRole('button', { name: '支付成功' }).click()
  await expect(w.getByText('订阅成功')).toBeVisible({ timeout: 15_000 })
}

/** The addresses every webview shows from now on. */
function watch(page: Page): string[] {
  const seen: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) seen.push(frame.url())
  })
  return seen
}

/**
 * 查看内容 shows the content in the purchase's webview; then the phone's back, webview after webview, down to the
 * first: no /sign/ page shows on the way.
 */
async function viewContentThenBack(page: Page, reading: RegExp, kind: 'tips' | 'package' | 'live' | 'commission', { disclosed = false } = {}) {
  const w = top(page)
  await w.getByRole('button', { name: '查看内容' }).click()
  await expect.poll(() => topUrl(page)).toMatch(reading)
  // Tips content behind its risk disclosure, unless acknowledged for this pack today already.
  if (kind === 'tips' && !disclosed) await w.getByRole('button', { name: '我已知晓' }).click()
  await expect(w.getByRole('region', { name: '付费内容' })).toHaveCount(0)
  if (kind === 'package') await expect(w.getByRole('button', { name: '已订阅' })).toBeDisabled()
  if (kind === 'tips' || kind === 'commission') await expect(w.locator('.tg-rich-content').first()).toBeVisible()
  if (kind === 'live') {
    const video = w.locator('video')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1)
  }
  const seen = watch(page)
  while ((await webviews(page).count()) > 1) {
    await page.locator('#nav-back').click()
    await expect.poll(() => topUrl(page)).not.toMatch(/\/sign\//)
  }
  expect(seen.filter((u) => u.includes('/sign/')), 'no signing page on the way back').toEqual([])
}

async function serverOrders(phone: Phone, productId: string) {
  const res = await phone.server.api.post('/api/queryUserOrderById', { data: { authorityId: productId, offset: 0, size: 50 }, headers: auth(phone.session) })
  return ((await res.json()) as { list: { orderid: string; startDate: string | null; endDate: string | null }[] }).list
}

for (const clock of CLOCKS) {
  test.describe(`the investor's journey in the native simulator ${clock.name}`, () => {
    let server: ClockedServer
    let simulator: { origin: string; stop: () => void }
    test.beforeAll(async () => {
      test.setTimeout(180_000)
      server = await startClockedServer(clock.now)
      simulator = await startSimulator(server.origin)
    })
    test.afterAll(async () => {
      simulator?.stop()
      await server?.stop()
    })

    test('home → each kind of product → 查看内容 → back; 我的 → 已购产品 → the content → 续费 → the order detail', async ({ page }) => {
      const session = await signIn(server.api, INVESTOR)
      await answerType2Paper(server.api, session)
      const phone: Phone = { page, server, session }
      const today = shanghaiDay(new Date(clock.now))
      await page.clock.install({ time: new Date(clock.now) })
      const open = async (path: string) => {
        await page.goto(`${simulator.origin}/?app=${encodeURIComponent(`${server.origin}/tougu${path}`)}&phone=${INVESTOR}&sms=${DEMO_SMS_CODE}`)
        await expect(page.locator('#login-state')).toContainText('乔木')
        await expect(top(page).locator('main').first()).toBeVisible()
      }
      const choose = async <T>(path: string, data: unknown) => (await (await server.api.post(path, { data })).json()) as T
      const tipsList = (await choose<{ list: { id: string; productId: string; name: string }[] }>('/api/tips/list', { offset: 0, size: 50 })).list
      let tips: { id: string; productId: string; name: string } | undefined
      for (const t of tipsList.filter((r) => r.productId !== RENEWED)) {
        const info = await choose<{ data: { riskLevel: string; priceList: { periodId: number; price: string }[] } }>('/api/queryProductInfo', { productId: t.productId })
        if (info.data.riskLevel !== 'R5' && info.data.priceList.some((p) => p.periodId === 1 && Number(p.price) > 0)) {
          tips = t
          break
        }
      }
      if (!tips) throw new Error('no tips product sells 1天')

      // Tips: home → 精选锦囊 (a webview) → the pack (a webview) → 立即订阅 (the purchase's webview) → 1天.
      await open('/index')
      await tapOpening(page, () => top(page).getByRole('link', { name: '精选锦囊更多' }).click(), /\/tips\/list$/)
      await tapOpening(page, async () => (await row(page, tips.name)).click(), new RegExp(`/tips/brief\\?id=${tips.id}$`))
      await tapOpening(page, () => top(page).getByRole('button', { name: '立即订阅' }).click(), /\/sign\/notice\?/)
      await signAndPay(page, { period: /^1天/ })
      await viewContentThenBack(page, new RegExp(`/tips/detail\\?id=${tips.id}$`), 'tips')

      // An opinion package: home → 观点包 → the package.
      const pkg = (await choose<{ list: { id: string; productId: string }[] }>('/api/view/packageList', { offset: 0, size: 50 })).list[0]!
      const pkgName = (await choose<{ data: { productName: string } }>('/api/queryProductInfo', { productId: pkg.productId })).data.productName
      await tapOpening(page, () => top(page).getByRole('link', { name: '观点包更多' }).click(), /\/view\/package$/)
      await tapOpening(page, async () => (await row(page, pkgName)).click(), new RegExp(`/view/pkgDetail\\?id=${pkg.id}$`))
      await tapOpening(page, () => top(page).getByRole('button', { name: '立即订阅' }).click(), /\/sign\/notice\?/)
      await signAndPay(page)
      await viewContentThenBack(page, new RegExp(`/view/pkgDetail\\?id=${pkg.id}$`), 'package')

      // A paid live room on air: home → 正在直播 → the room → its locked notice's 立即订阅.
      const live = (await choose<{ list: { id: string; title: string; needsPrivilege: boolean }[] }>('/api/live/list', { status: 'live', offset: 0, size: 50 })).list.find((r) => r.needsPrivilege)
      if (!live) throw new Error('no paid live room on air')
      await tapOpening(page, () => top(page).getByRole('link', { name: '正在直播更多' }).click(), /\/live\/list$/)
      // The room's risk disclosure first, in the list's webview; then the room opens in its own.
      await (await row(page, live.title)).click()
      await tapOpening(page, () => top(page).getByRole('button', { name: '我已知晓' }).click(), new RegExp(`/live/detail\\?id=${live.id}$`))
      const lockedRoom = top(page).getByRole('region', { name: '付费内容' })
      await tapOpening(page, () => lockedRoom.getByRole('button', { name: '立即订阅' }).click(), /\/sign\/notice\?/)
      await signAndPay(page)
      await viewContentThenBack(page, new RegExp(`/live/detail\\?id=${live.id}$`), 'live')

      // 我的 (the app's own tab opens the personal centre) → 佣金产品 → the product → its own signing page.
      await open('/usercenter/index')
      const commission = (await choose<{ list: { id: string; productId: string }[] }>('/api/commission/list', { offset: 0, size: 50 })).list[0]!
      const commissionName = (await choose<{ data: { productName: string } }>('/api/queryProductInfo', { productId: commission.productId })).data.productName
      await tapOpening(page, () => top(page).getByRole('button', { name: '佣金产品' }).click(), /\/commission\/list$/)
      await tapOpening(page, async () => (await row(page, commissionName)).click(), new RegExp(`/commission/brief\\?id=${commission.id}$`))
      await tapOpening(page, () => top(page).getByRole('button', { name: '立即订阅' }).click(), /\/sign\/notice\?/)
      await signAndPay(page, { commission: true })
      await viewContentThenBack(page, new RegExp(`/commission/detail\\?id=${commission.id}$`), 'commission')

      // 我的 → 已购产品 (its reminder) → the due service → its content → 续费.
      const [held] = await serverOrders(phone, RENEWED)
      const entry = top(page).getByRole('button', { name: /已购产品/ })
      await expect(entry).toContainText('1项服务即将到期，请及时续费')
      await tapOpening(page, () => entry.click(), /\/usercenter\/products\?due=1$/)
      await expect(top(page).locator('.tg-holding-item')).toHaveCount(1)
      await tapOpening(page, () => top(page).locator('.tg-holding-item button.tg-card').click(), /\/tips\/detail\?id=/)
      await top(page).getByRole('button', { name: '我已知晓' }).click()
      const renewal = top(page).getByRole('status', { name: '续费提醒' })
      await expect(renewal).toContainText(`本服务将于 ${held!.endDate} 到期，请及时续费`)
      await tapOpening(page, () => renewal.getByRole('button', { name: '续费' }).click(), new RegExp(`/sign/notice\\?productId=${RENEWED}&`))
      await signAndPay(page)
      await viewContentThenBack(page, /\/tips\/detail\?id=/, 'tips', { disclosed: true })

      // 我的订单 → the renewal's detail, and the 1天 tips': the server's days, start <= end.
      const renewalOrder = (await serverOrders(phone, RENEWED)).find((o) => o.orderid !== held!.orderid)!
      const [oneDay] = await serverOrders(phone, tips.productId)
      expect([oneDay!.startDate, oneDay!.endDate]).toEqual([today, today])
      expect(renewalOrder.startDate! > held!.endDate!).toBe(true)
      for (const order of [renewalOrder, oneDay!]) {
        await tapOpening(page, () => top(page).getByRole('button', { name: '我的订单' }).click(), /\/usercenter\/order$/)
        await tapOpening(page, () => top(page).locator('.tg-order-item', { hasText: order.orderid }).click(), /\/usercenter\/orderDetail\?/)
        const rowOf = (label: string) => top(page).locator('.adm-list-item').filter({ hasText: label })
        await expect(rowOf('服务起始日')).toContainText(order.startDate!)
        await expect(rowOf('服务到期日')).toContainText(order.endDate!)
        expect(order.startDate! <= order.endDate!).toBe(true)
        while ((await webviews(page).count()) > 1) await page.locator('#nav-back').click()
      }
    })
  })
}
