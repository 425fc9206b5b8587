// Screenshots of the app's screens into docs/screens/ (linked from the README): every screen at 375×667 and at
// 320×568, both at device pixel ratio 2 (`<name>.png` and `<name>-320.png`).
// Builds nothing: run after `pnpm build`. Starts the reference API server (with the built app) on a free port
// with a fresh database, shoots each screen in Chromium, and stops the server.
//   node scripts/screenshots.mjs   (Chinese text needs CJK fonts: apt-get install -y fonts-noto-cjk)
//   SCREENSHOT_OUT=/tmp/shots node scripts/screenshots.mjs   (elsewhere, e.g. to compare two builds)
//   SCREENSHOT_ONLY=home,tips-list SCREENSHOT_WIDTHS=320 node scripts/screenshots.mjs   (only the screens and widths named)
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, devices } from '@playwright/test'
import { chromiumPath } from './chromium.mjs'

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4319)
const ORIGIN = `http://127.0.0.1:${PORT}`
const OUT = process.env.SCREENSHOT_OUT ?? 'docs/screens'
const ONLY = process.env.SCREENSHOT_ONLY ? new Set(process.env.SCREENSHOT_ONLY.split(',')) : null
const SMS_CODE = '246810'
/** The two widths: a 375 px phone (iPhone 6–8, SE 2/3) and the narrowest in use (iPhone SE 1st generation, 320 px). */
const DEVICES = [
  { width: 375, height: 667, suffix: '', buyer: '13800000001' },
  { width: 320, height: 568, suffix: '-320', buyer: '13800000005' },
].filter((d) => !process.env.SCREENSHOT_WIDTHS || process.env.SCREENSHOT_WIDTHS.split(',').includes(String(d.width)))

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: 'examples/api-server',
  env: {
    ...process.env,
    PORT: String(PORT),
    TOUGU_BASE: '/tougu',
    TOUGU_DEMO_SMS_CODE: SMS_CODE,
    TOUGU_DATA_DIR: mkdtempSync(join(tmpdir(), 'tougu-shots-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${ORIGIN}/tougu/index`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the API server did not answer on ${ORIGIN}`)
}

async function post(path, body, token) {
  const res = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return res.json()
}

/** Signs a demo investor in and answers their type 2 follow-up, so its overlay does not cover the screens. */
async function signIn(phone) {
  await post('/api/auth/sendSmsCode', { phone })
  const login = await post('/api/auth/login', { phone, code: SMS_CODE })
  const token = login.data.token
  const papers = await (await fetch(`${ORIGIN}/api/user/getFollowupPaper?paperType=2`, { headers: { authorization: `Bearer ${token}` } })).json()
  const paper = papers.list?.[0]
  if (paper) {
    const paperAnswer = paper.questions
      .filter((q) => !q.isWaiverQuestion)
      .map((q) => ({ no: q.no, answer: q.type === 3 || q.options.length === 0 ? '无' : '1' }))
    await post('/api/user/submitFollowupPaper', { paperId: paper.id, paperType: 2, paperAnswer, refundOrders: [] }, token)
  }
  return { token, user: { ...login.data.user, token } }
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())

/** A tips pack the investor may buy for a month today (on sale, not R5, not held): the signing flow's product. */
async function buyableTips(token) {
  const day = today()
  const { list } = await post('/api/tips/list', { offset: 0, size: 50 })
  for (const pack of list) {
    if (pack.riskLevel === 'R5') continue
    const month = pack.priceList.find((p) => p.periodId === 14 && p.price !== null && p.startDate <= day && day <= p.endDate)
    if (!month) continue
    const limit = await post('/api/checkSubscribeLimit', { productId: pack.productId }, token)
    if (limit.data?.allowed) return pack
  }
  throw new Error('no tips pack on sale for a month')
}

/** Answers the 购买前回访问卷 as an investor who may buy (e2e/support/signing.ts answerPaper). */
async function answerPurchasePaper(page) {
  const dialog = page.getByRole('dialog', { name: '购买前回访问卷' })
  await dialog.waitFor()
  await dialog.getByRole('radiogroup', { name: /您是否已阅读并理解/ }).getByText('是', { exact: true }).click()
  await dialog.getByRole('radiogroup', { name: /资金来源/ }).getByText('自有资金', { exact: true }).click()
  await dialog.getByRole('radiogroup', { name: /最大亏损/ }).getByText('10%以内', { exact: true }).click()
  await dialog.getByRole('group', { name: /服务内容/ }).getByText('观点资讯', { exact: true }).click()
  return dialog
}

const asSession = (page, session) =>
  page.evaluate((user) => {
    localStorage.setItem('tougu.session', JSON.stringify(user))
    // Today's 风险提示 read (e2e/support/session.ts acknowledgeRiskWarning): it is its own screen below.
    localStorage.setItem(`tougu.riskWarning.${user.clientId}`, String(Date.now()))
  }, session.user)

try {
  await waitForServer()
  mkdirSync(OUT, { recursive: true })
  const ids = {
    live: (await post('/api/live/list', { offset: 0, size: 1 })).list[0].id,
    opinion: (await post('/api/view/list', { offset: 0, size: 1 })).list[0].id,
    pkg: (await post('/api/view/packageList', { offset: 0, size: 1 })).list[0].id,
    adviser: (await post('/api/adviser/list', { offset: 0, size: 1 })).list[0].id,
    tips: (await post('/api/tips/list', { offset: 0, size: 1 })).list[0].id,
    commission: (await post('/api/commission/list', { offset: 0, size: 1 })).list[0].id,
    quiz: (await post('/api/quiz/list', { offset: 0, size: 1 })).list[0].id,
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  for (const device of DEVICES) {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: device.width, height: device.height },
      deviceScaleFactor: 2,
    })
    const page = await context.newPage()
    // Today's 风险提示 read by the visitor, as for the investors below: the warning has a screen of its own.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('shots.warned')) {
        localStorage.setItem('tougu.riskWarning.', String(Date.now()))
        sessionStorage.setItem('shots.warned', '1')
      }
    })
    // `sign-flow` names every step of both signing flows (sign-notice … sign-commission-done).
    const wanted = (name) => !ONLY || ONLY.has(name) || (ONLY.has('sign-flow') && name.startsWith('sign-'))
    /** Shoots the screen as it is now (after `prepare`, which may navigate or tap). */
    const snap = async (name, prepare) => {
      if (!wanted(name)) return
      if (prepare) await prepare()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${OUT}/${name}${device.suffix}.png` })
      console.log(`  ${OUT}/${name}${device.suffix}.png`)
    }
    /** Opens the path under the base and shoots it. */
    const shoot = async (name, path, prepare) => {
      if (!wanted(name)) return
      await page.goto(`${ORIGIN}/tougu${path}`)
      await page.waitForLoadState('networkidle')
      await snap(name, prepare)
    }
    const scrollTo = (region) => page.getByRole('region', { name: region }).evaluate((el) => el.scrollIntoView({ block: 'start' }))

    // Signed out: home, the lists, the product pages.
    await shoot('home', '/index')
    await shoot('search', `/search?k=${encodeURIComponent('科技')}&tab=products`)
    // An empty state: its antd-mobile-icons picture (the set of the tab bar and 我的).
    await shoot('search-empty', `/search?k=${encodeURIComponent('没有这个词')}`, () => page.locator('.tg-status-icon svg').first().waitFor())
    await shoot('live-list', '/live/list')
    await shoot('live-history', '/live/history', () => page.getByRole('button', { name: '我已知晓' }).click())
    await shoot('risk-disclosure', `/live/detail?id=${ids.live}`)
    await shoot('live-detail', `/live/detail?id=${ids.live}`, () => page.getByRole('button', { name: '我已知晓' }).click())
    await shoot('opinion-list', '/view/list')
    await shoot('opinion-detail', `/view/detail?id=${ids.opinion}`)
    await shoot('share-poster', `/view/share?id=${ids.opinion}`, () => scrollTo('分享图片'))
    await shoot('hot48', '/view/list/hot48')
    await shoot('package-list', '/view/package')
    await shoot('package-detail', `/view/pkgDetail?id=${ids.pkg}`)
    await shoot('adviser-list', '/tougu/list')
    await shoot('adviser-home', `/tougu/home?id=${ids.adviser}`)
    await shoot('sdk-test', '/test')
    await shoot('tips-list', '/tips/list')
    await shoot('tips-brief', `/tips/brief?id=${ids.tips}`)
    // The track record (uPlot chart with its figures) and the purchase bar kept at the bottom, further down the page.
    await shoot('tips-brief-track-record', `/tips/brief?id=${ids.tips}`, async () => {
      await page.locator('canvas').first().waitFor()
      await scrollTo('业绩走势')
    })
    await shoot('commission-list', '/commission/list')
    await shoot('commission-brief', `/commission/brief?id=${ids.commission}`)
    await shoot('commission-brief-track-record', `/commission/brief?id=${ids.commission}`, async () => {
      await page.locator('canvas').first().waitFor()
      await scrollTo('业绩走势')
    })
    await shoot('commission-rules', `/commission/rules?id=${ids.commission}`)
    await shoot('adviser-home-track-record', `/tougu/home?id=${ids.adviser}`, async () => {
      await page.locator('canvas').first().waitFor()
      await scrollTo('业绩走势')
    })
    await shoot('activities', '/tips/atList')
    await shoot('quiz-index', '/quiz/index')
    await shoot('quiz-list', '/quiz/list')
    await shoot('quiz-detail', `/quiz/detail?id=${ids.quiz}`)
    await shoot('quiz-advisers', '/quiz/tgList')
    await shoot('mine-signed-out', '/usercenter/index')

    // Signed in: 我的 and what hangs from it.
    const investor = await signIn(device.buyer)
    await page.goto(`${ORIGIN}/tougu/index`)
    await asSession(page, investor)
    await shoot('mine', '/usercenter/index')
    await shoot('my-orders', '/usercenter/order')
    await shoot('coupons', '/coupon/index')
    await shoot('tips-detail-locked', `/tips/detail?id=${ids.tips}`, () => page.getByRole('button', { name: '我已知晓' }).click())

    // The signing flow of a tips pack, step by step, from its page's 立即订阅 to the result.
    const pack = await buyableTips(investor.token)
    if (wanted('sign-flow')) {
      await page.goto(`${ORIGIN}/tougu/tips/brief?id=${pack.id}`)
      await page.getByRole('button', { name: '立即订阅' }).click()
      await page.waitForURL(/\/sign\/notice\?/)
      await snap('sign-notice')
      await page.getByRole('button', { name: '我已阅读，去签约' }).click()
      await page.waitForURL(/\/sign\/purchase\?/)
      await page.getByRole('radiogroup', { name: '选择订阅周期' }).getByRole('radio', { name: /^1个月/ }).click()
      await snap('sign-purchase')
      await page.getByRole('button', { name: '下一步' }).click()
      await page.waitForURL(/\/sign\/risk\?/)
      await snap('sign-risk')
      await page.getByRole('button', { name: '我已知晓并确认' }).click()
      await page.waitForURL(/\/sign\/attachRisk\?/)
      await page.getByText('我已阅读并理解风险揭示书').click()
      await snap('sign-attach-risk')
      await page.getByRole('button', { name: '下一步' }).click()
      await page.waitForURL(/\/sign\/attachService\?/)
      await page.getByText('我已阅读并同意以上服务协议').click()
      await snap('sign-attach-service')
      await page.getByRole('button', { name: '下一步' }).click()
      const paper = await answerPurchasePaper(page)
      await snap('sign-paper')
      await paper.getByRole('button', { name: '确认' }).click()
      const sheet = page.getByRole('dialog').filter({ hasText: '模拟支付' })
      await sheet.getByRole('button', { name: '确认支付' }).waitFor()
      await snap('sign-pay')
      await sheet.getByRole('button', { name: '确认支付' }).click()
      await page.waitForURL(/\/sign\/done\?/)
      await page.getByText('订阅成功').waitFor()
      await snap('sign-done')

      // The commission product's own steps (its notice names them), to its result.
      await page.goto(`${ORIGIN}/tougu/commission/brief?id=${ids.commission}`)
      await page.getByRole('button', { name: '立即订阅' }).click()
      await page.waitForURL(/\/sign\/notice\?/)
      await snap('sign-commission-notice')
      await page.getByRole('button', { name: '我已阅读，去签约' }).click()
      await page.waitForURL(/\/sign\/purchaseCommission\?/)
      await snap('sign-commission-purchase')
      await page.getByRole('button', { name: '下一步' }).click()
      await page.waitForURL(/\/sign\/risk\?/)
      await snap('sign-commission-risk')
      await page.getByRole('button', { name: '我已知晓并确认' }).click()
      await page.waitForURL(/\/sign\/attachRisk\?/)
      await page.getByText('我已阅读并理解风险揭示书').click()
      await page.getByRole('button', { name: '下一步' }).click()
      await page.waitForURL(/\/sign\/attachCommissionService\?/)
      await page.getByText('我已阅读并同意以上服务协议').click()
      await snap('sign-commission-service')
      await page.getByRole('button', { name: '确认签约' }).click()
      await (await answerPurchasePaper(page)).getByRole('button', { name: '确认' }).click()
      await page.waitForURL(/\/sign\/commissionDone\?/)
      await page.getByText('签约成功').waitFor()
      await snap('sign-commission-done')
    }

    // The cancellation dialog (投顾产品解约) with the investor's in-service products (the pack just bought among them).
    await shoot('cancellation-dialog', '/usercenter/index', async () => {
      await page.getByRole('button', { name: '投顾产品解约' }).click()
      await page.getByRole('dialog', { name: '投顾产品解约确认' }).getByRole('checkbox').first().waitFor()
    })
    // What the investor holds now: 已购产品 and an order's detail.
    await shoot('held-products', '/usercenter/products')
    const orders = await post('/api/queryUserOrder', { offset: 0, size: 1 }, investor.token)
    const order = orders.list?.[0]
    if (order) await shoot('order-detail', `/usercenter/orderDetail?orderId=${encodeURIComponent(order.orderid)}&productId=${encodeURIComponent(order.productid)}`)

    // A holding due for renewal (seed batch keep19): the purchase bar offers 续费 with the period chooser.
    const holder = await signIn('13800000193')
    await asSession(page, holder)
    const renewPkg = (await post('/api/view/packageList', { offset: 0, size: 200 })).list.find((p) => p.productId === 'PKG10')
    if (renewPkg) await shoot('package-detail-renew', `/view/pkgDetail?id=${renewPkg.id}`, () => page.getByRole('button', { name: '续费' }).waitFor())

    // The type 2 follow-up overlay of a signed-in demo investor. The app fetches that paper after a login in the
    // native app only (decision wave2-reach-6); an unanswered one kept from there shows on reload, so it is stored
    // as the app would have kept it.
    if (wanted('followup-overlay')) {
      await post('/api/auth/sendSmsCode', { phone: '13800000002' })
      const login = await post('/api/auth/login', { phone: '13800000002', code: SMS_CODE })
      const pending = await (
        await fetch(`${ORIGIN}/api/user/getFollowupPaper?paperType=2`, { headers: { authorization: `Bearer ${login.data.token}` } })
      ).json()
      if (pending.list?.[0]) {
        await page.evaluate(
          ([user, followupPaper]) => {
            localStorage.setItem('tougu.session', JSON.stringify(user))
            localStorage.setItem('tougu.clientStore', JSON.stringify({ followupPaper }))
          },
          [{ ...login.data.user, token: login.data.token }, pending.list[0]],
        )
        await shoot('followup-overlay', '/index', () => page.getByRole('dialog', { name: '投顾产品回访问卷' }).waitFor())
      }
    }
    await context.close()
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
}
