// Screenshots of the main screens at 375×667 @2x into docs/screens/ (linked from the README).
// Builds nothing: run after `pnpm build`. Starts the reference API server (with the built app) on a free port
// with a fresh database, shoots each screen in Chromium, and stops the server.
//   node scripts/screenshots.mjs   (Chinese text needs CJK fonts: apt-get install -y fonts-noto-cjk)
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, devices } from '@playwright/test'
import { chromiumPath } from './chromium.mjs'

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4319)
const ORIGIN = `http://127.0.0.1:${PORT}`
const OUT = 'docs/screens'
const SMS_CODE = '246810'

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

try {
  await waitForServer()
  mkdirSync(OUT, { recursive: true })
  const ids = {
    live: (await post('/api/live/list', { offset: 0, size: 1 })).list[0].id,
    opinion: (await post('/api/view/list', { offset: 0, size: 1 })).list[0].id,
    pkg: (await post('/api/view/packageList', { offset: 0, size: 1 })).list[0].id,
    adviser: (await post('/api/adviser/list', { offset: 0, size: 1 })).list[0].id,
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
  })
  const page = await context.newPage()
  const shoot = async (name, path, prepare) => {
    await page.goto(`${ORIGIN}/tougu${path}`)
    await page.waitForLoadState('networkidle')
    if (prepare) await prepare()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${OUT}/${name}.png` })
    console.log(`  ${OUT}/${name}.png`)
  }
  await shoot('home', '/index')
  await shoot('search', `/search?k=${encodeURIComponent('科技')}&tab=products`)
  // An empty state: its antd-mobile-icons picture (the set of the tab bar and 我的).
  await shoot('search-empty', `/search?k=${encodeURIComponent('没有这个词')}`, () => page.locator('.tg-status-icon svg').first().waitFor())
  await shoot('live-list', '/live/list')
  await shoot('risk-disclosure', `/live/detail?id=${ids.live}`)
  await shoot('live-detail', `/live/detail?id=${ids.live}`, () =>
    page.getByRole('button', { name: '我已知晓' }).click(),
  )
  await shoot('opinion-list', '/view/list')
  await shoot('opinion-detail', `/view/detail?id=${ids.opinion}`)
  await shoot('hot48', '/view/list/hot48')
  await shoot('package-detail', `/view/pkgDetail?id=${ids.pkg}`)
  await shoot('adviser-list', '/tougu/list')
  await shoot('adviser-home', `/tougu/home?id=${ids.adviser}`)
  await shoot('sdk-test', '/test')
  // Product and account screens (packages/app/src/screens/product).
  const tipsId = (await post('/api/tips/list', { offset: 0, size: 1 })).list[0].id
  await shoot('tips-list', '/tips/list')
  await shoot('tips-brief', `/tips/brief?id=${tipsId}`)
  // The track record (uPlot chart with its figures) and the purchase bar kept at the bottom, further down the page.
  await shoot('tips-brief-track-record', `/tips/brief?id=${tipsId}`, async () => {
    await page.locator('canvas').first().waitFor()
    await page.getByRole('region', { name: '业绩走势' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  })
  const commissionId = (await post('/api/commission/list', { offset: 0, size: 1 })).list[0].id
  await shoot('commission-brief', `/commission/brief?id=${commissionId}`)
  await shoot('commission-brief-track-record', `/commission/brief?id=${commissionId}`, async () => {
    await page.locator('canvas').first().waitFor()
    await page.getByRole('region', { name: '业绩走势' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  })
  await shoot('adviser-home-track-record', `/tougu/home?id=${ids.adviser}`, async () => {
    await page.locator('canvas').first().waitFor()
    await page.getByRole('region', { name: '业绩走势' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  })
  await shoot('quiz-index', '/quiz/index')
  await post('/api/auth/sendSmsCode', { phone: '13800000001' })
  const investor = await post('/api/auth/login', { phone: '13800000001', code: SMS_CODE })
  const auth = { authorization: `Bearer ${investor.data.token}` }
  // Answer the investor's type 2 follow-up first, so the overlay does not cover these screens.
  const papers = await (await fetch(`${ORIGIN}/api/user/getFollowupPaper?paperType=2`, { headers: auth })).json()
  const paper = papers.list[0]
  if (paper) {
    const paperAnswer = paper.questions
      .filter((q) => !q.isWaiverQuestion)
      .map((q) => ({ no: q.no, answer: q.type === 3 || q.options.length === 0 ? '无' : '1' }))
    await post('/api/user/submitFollowupPaper', { paperId: paper.id, paperType: 2, paperAnswer, refundOrders: [] }, investor.data.token)
  }
  await page.evaluate((user) => localStorage.setItem('tougu.session', JSON.stringify(user)), {
    ...investor.data.user,
    token: investor.data.token,
  })
  await shoot('mine', '/usercenter/index')
  await shoot('my-orders', '/usercenter/order')
  await shoot('coupons', '/coupon/index')
  await shoot('tips-detail-locked', `/tips/detail?id=${tipsId}`, () => page.getByRole('button', { name: '我已知晓' }).click())
  // The cancellation dialog (投顾产品解约) with the investor's in-service products.
  await shoot('cancellation-dialog', '/usercenter/index', async () => {
    await page.getByRole('button', { name: '投顾产品解约' }).click()
    await page.getByRole('dialog', { name: '投顾产品解约确认' }).getByRole('checkbox').first().waitFor()
  })
  // A holding due for renewal (seed batch keep19): the purchase bar offers 续费 with the period chooser.
  await post('/api/auth/sendSmsCode', { phone: '13800000193' })
  const holder = await post('/api/auth/login', { phone: '13800000193', code: SMS_CODE })
  await page.evaluate((user) => localStorage.setItem('tougu.session', JSON.stringify(user)), {
    ...holder.data.user,
    token: holder.data.token,
  })
  const renewPkg = (await post('/api/view/packageList', { offset: 0, size: 200 })).list.find((p) => p.productId === 'PKG10').id
  await shoot('package-detail-renew', `/view/pkgDetail?id=${renewPkg}`, () => page.getByRole('button', { name: '续费' }).waitFor())
  // The type 2 follow-up overlay of a signed-in demo investor. The app fetches that paper after a login in the
  // native app only (decision wave2-reach-6); an unanswered one kept from there shows on reload, so it is stored
  // as the app would have kept it.
  await post('/api/auth/sendSmsCode', { phone: '13800000002' })
  const login = await post('/api/auth/login', { phone: '13800000002', code: SMS_CODE })
  const pending = await (
    await fetch(`${ORIGIN}/api/user/getFollowupPaper?paperType=2`, { headers: { authorization: `Bearer ${login.data.token}` } })
  ).json()
  await page.evaluate(
    ([user, followupPaper]) => {
      localStorage.setItem('tougu.session', JSON.stringify(user))
      localStorage.setItem('tougu.clientStore', JSON.stringify({ followupPaper }))
    },
    [{ ...login.data.user, token: login.data.token }, pending.list[0]],
  )
  await shoot('followup-overlay', '/index', () =>
    page.getByRole('dialog', { name: '投顾产品回访问卷' }).waitFor(),
  )
  await browser.close()
} finally {
  server.kill('SIGTERM')
}
