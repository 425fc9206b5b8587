// The offline package (离线包) in the native app (issue #36, docs/bridge-protocol.md §15), played by the native-host
// simulator (examples/native-host) over a reference server of its own: the host downloads and verifies the package,
// serves the app from it at the next open with the network for code cut (sign-in and a purchase included), refuses a
// tampered package (the network serves), and applies an update at the next open. The simulator's side panel names the
// source of every page (离线包 <version> / 网络).
import { expect, request as newRequest, test, type Page } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { productPageOf } from './support/frontDoor.js'
import { twoReleases, type ReleaseServer, type TwoReleases } from './support/releases.js'
import { signIn } from './support/session.js'
import { answerType2Paper, auth, ordersOf, pickProduct } from './support/signing.js'

test.use({ serviceWorkers: 'allow', viewport: { width: 1100, height: 900 }, isMobile: false, hasTouch: false, userAgent: undefined })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST_DIR = join(ROOT, 'examples/native-host')

let releases: TwoReleases
let server: ReleaseServer
let host: ChildProcess | undefined
let hostUrl = ''
let current = ''
let next = ''
let nextDir = ''

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })

/** The simulator, built and served by `vite preview`, proxying the release server (its TOUGU_APP_ORIGIN). */
async function startSimulator(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules/.bin/vite')
  const env = { ...process.env, TOUGU_APP_ORIGIN: server.url, TOUGU_BASE: '/tougu', TOUGU_DEMO_SMS_CODE: '246810' }
  const built = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: HOST_DIR, env, encoding: 'utf8' })
  if (built.status !== 0) throw new Error(`building the simulator failed:\n${built.stdout}\n${built.stderr}`)
  const port = await freePort()
  hostUrl = `http://127.0.0.1:${port}`
  host = spawn(vite, ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { cwd: HOST_DIR, env, stdio: 'ignore' })
  await expect.poll(() => fetch(`${hostUrl}/`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200)
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  releases = await twoReleases('pkg')
  ;({ server, current, next, nextDir } = releases)
  await startSimulator(join(releases.dir, 'host'))
})
test.afterAll(async () => {
  host?.kill('SIGTERM')
  await releases?.dispose()
})

/** Opens the app in the simulator (an open of the native app) at `path` of the app. */
async function openApp(page: Page, path = '/index'): Promise<void> {
  await page.goto(`${hostUrl}/?app=${encodeURIComponent(`${server.url}/tougu${path}`)}`)
}
const status = (page: Page) => page.getByTestId('offline-status')
const badge = (page: Page) => page.locator('#source-badge')
/** The webview on top of the native stack. */
const webview = (page: Page) => page.frameLocator('#webviews iframe:not(.below)').last()
/** Cuts the network for the app's pages and code (everything under /tougu/); the API stays. */
const cutCode = (page: Page) => page.context().route(/\/tougu\//, (route) => route.abort())

/** First open: no package yet, the network serves; the host downloads, verifies and keeps the package. */
async function installCurrent(page: Page, path = '/index'): Promise<void> {
  await openApp(page, path)
  await expect(badge(page)).toHaveText('网络')
  await expect(status(page)).toContainText(`待生效 ${current}`, { timeout: 30_000 })
  await expect(page.locator('#log')).toContainText(`离线包 ${current} 已下载并校验`)
}

test('the app opens from the offline package with the network for code cut; the investor signs in and buys', async ({ page }) => {
  const api = await newRequest.newContext({ baseURL: server.url })
  const s = await signIn(api, '13800000005')
  await answerType2Paper(api, s)
  const product = await pickProduct(api, s, 0, test.info())
  const start = await productPageOf(api, product.id)
  await installCurrent(page, start.path)

  await cutCode(page)
  await openApp(page, start.path)
  await expect(badge(page)).toHaveText(`离线包 ${current}`)
  await expect(status(page)).toContainText(`本次使用 ${current}`)
  const app = webview(page)
  await app.getByRole('button', { name: '立即订阅' }).click()
  // 立即订阅 opens the signing flow in a new webview, from the package too.
  await expect(page.locator('#webviews iframe')).toHaveCount(2, { timeout: 15_000 })
  const flow = webview(page)
  await flow.getByRole('button', { name: '我已阅读，去签约' }).click()
  // The signing page asks for a sign-in; the native login sheet signs 陈静 (C5) in for real at the reference server.
  await flow.getByRole('button', { name: '登录', exact: true }).click()
  await page.locator('.sheet').getByRole('button', { name: /13800000005/ }).click()
  await expect(page.locator('#login-state')).toContainText('陈静')
  const month = flow.getByRole('radiogroup', { name: '选择订阅周期' }).getByRole('radio', { name: /^1个月/ })
  await month.click()
  await flow.getByRole('button', { name: '下一步' }).click()
  await flow.getByRole('button', { name: '我已知晓并确认' }).click()
  await flow.getByText('我已阅读并理解风险揭示书').click()
  await flow.getByRole('button', { name: '下一步' }).click()
  await flow.getByText('我已阅读并同意以上服务协议').click()
  await flow.getByRole('button', { name: '下一步' }).click()
  const paper = flow.getByRole('dialog', { name: '购买前回访问卷' })
  await paper.getByRole('radiogroup', { name: /您是否已阅读并理解/ }).getByText('是', { exact: true }).click()
  await paper.getByRole('radiogroup', { name: /资金来源/ }).getByText('自有资金', { exact: true }).click()
  await paper.getByRole('radiogroup', { name: /最大亏损/ }).getByText('10%以内', { exact: true }).click()
  await paper.getByRole('group', { name: /服务内容/ }).getByText('观点资讯', { exact: true }).click()
  await paper.getByRole('button', { name: '确认' }).click()
  // The native pay sheet; the host tells the demo payment provider.
  await page.locator('.sheet').getByRole('button', { name: '支付成功' }).click()
  await expect(flow.getByText('订阅成功')).toBeVisible({ timeout: 15_000 })
  expect((await ordersOf(api, s, product.id)).some((o) => [105, 220].includes(o.stStatus))).toBe(true)
  // Every page of the session came from the package: the network for them was cut.
  const log = await page.locator('#log').innerText()
  expect(log).toMatch(new RegExp(`页面 /tougu/sign/notice 来源：离线包 ${current.replace(/[+.]/g, '\\$&')}`))
  expect(log).not.toContain('来源：网络')
  // And every file of the signing page went through the host's interception (none from a browser cache).
  const files = await page.evaluate(() => {
    const frames = [...document.querySelectorAll<HTMLIFrameElement>('#webviews iframe')]
    const entries = frames.at(-1)!.contentWindow!.performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return entries.filter((e) => e.name.includes('/tougu/assets/')).map((e) => ({ name: e.name, intercepted: e.workerStart > 0 }))
  })
  expect(files.length).toBeGreaterThan(5)
  expect(files.filter((f) => !f.intercepted)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('simulator-package.png') })
  await api.post('/api/refundOrder', { data: { orderIds: (await ordersOf(api, s, product.id)).map((o) => o.orderid) }, headers: auth(s) })
  await api.dispose()
})

test('a tampered package is refused and the network serves; a file changed on the device is not served either', async ({ page, context }) => {
  // A package changed on its way (one byte of the archive): the host refuses it and keeps nothing.
  await context.route('**/api/release/package/**', async (route) => {
    const res = await route.fetch()
    const body = Buffer.from(await res.body())
    const at = Math.floor(body.length / 2)
    body.writeUInt8(body.readUInt8(at) ^ 0xff, at)
    await route.fulfill({ response: res, body })
  })
  await openApp(page)
  await expect(page.locator('#log')).toContainText(`离线包 ${current} 校验失败，已拒绝：archive: SHA-256 differs from the manifest`, { timeout: 30_000 })
  await expect(status(page)).toContainText('待生效 —')
  await openApp(page)
  await expect(badge(page)).toHaveText('网络')
  await expect(webview(page).locator('.tg-banners img').first()).toBeVisible()

  // Installed whole, then one file changed in the device's storage before the next open: its hash no longer matches,
  // it is not served, the network answers it, and the host rolls the package back.
  await context.unroute('**/api/release/package/**')
  await page.getByRole('button', { name: '检查更新' }).click()
  await expect(status(page)).toContainText(`待生效 ${current}`, { timeout: 30_000 })
  const changed = await page.evaluate(async (version) => {
    const cache = await caches.open(`tougu-offline-pkg-${version}`)
    const key = (await cache.keys()).map((r) => new URL(r.url).pathname).find((p) => /\/assets\/Home-[^/]+\.js$/.test(p))!
    await cache.put(key, new Response('document.body.textContent = "tampered"'))
    return key.replace('/__offline/files/', '')
  }, current)
  // The device's storage now holds the changed file.
  const stored = await page.evaluate(async ([v, path]) => (await (await caches.open(`tougu-offline-pkg-${v}`)).match(`/__offline/files/${path}`))?.text(), [current, changed])
  expect(stored).toContain('tampered')
  await openApp(page)
  await expect(badge(page)).toHaveText(`离线包 ${current}`)
  await expect(page.locator('#log')).toContainText(`文件 ${changed} 校验失败`, { timeout: 15_000 })
  await expect(webview(page).locator('.tg-banners img').first()).toBeVisible()
  await expect(webview(page).locator('body')).not.toContainText('tampered')
  await openApp(page)
  await expect(badge(page)).toHaveText('网络')
  await expect(status(page)).toContainText(`已拒绝 ${current}`)
})

test('an update is applied on the next open', async ({ page }) => {
  await installCurrent(page, '/test')
  await openApp(page, '/test')
  await expect(badge(page)).toHaveText(`离线包 ${current}`)
  await expect(webview(page).getByTestId('app-version')).toHaveText(current)
  await expect(webview(page).getByTestId('code-source')).toHaveText('离线包')

  // A release: the server now publishes the next package.
  await server.restart({ appDir: nextDir })
  await openApp(page, '/test')
  // This open still runs the package it has; the new one downloads in the background.
  await expect(badge(page)).toHaveText(`离线包 ${current}`)
  await expect(status(page)).toContainText(`待生效 ${next}`, { timeout: 30_000 })
  await openApp(page, '/test')
  await expect(badge(page)).toHaveText(`离线包 ${next}`)
  await expect(webview(page).getByTestId('app-version')).toHaveText(next)
  await expect(status(page)).toContainText(`上一个 ${current}`)
})
