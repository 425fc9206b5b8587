// Repeat visits in a browser (issue #36, decisions wave3-shipping-3 and -4): the service worker precaches the
// release's code, a second visit loads home with every code request answered from the cache, a new release installs
// in the background and the investor is asked (发现新版本), private API answers are never cached, and a recalled
// release steps aside. Each test runs its own reference server (a release needs a restart) on a port of its own.
import { expect, test, type Page, type Response } from '@playwright/test'
import { twoReleases, type ReleaseServer, type TwoReleases } from './support/releases.js'
import { signIn, startSignedIn } from './support/session.js'

// The config blocks service workers for every other spec (they route code requests): here they are the subject.
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let releases: TwoReleases
let server: ReleaseServer
let current: string
let nextDir: string
let next: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  releases = await twoReleases('repeat')
  ;({ server, current, next, nextDir } = releases)
})
test.afterAll(async () => {
  await releases?.dispose()
})

/** Waits until the page's service worker is active and holds the release's files (its install has finished). */
async function workerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/tougu/'))?.active?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated')
}

const isCode = (url: string) => /\/tougu\/assets\/[^?]+\.(?:js|css)(?:\?|$)/.test(url)

test('a second visit loads home with every code request answered from the cache; API answers are never cached', async ({ page, context, request }) => {
  const home = `${server.url}/tougu/index`
  await page.goto(home)
  await expect(page.locator('.tg-banners img').first()).toBeVisible()
  await workerReady(page)

  // Every request of the second visit, and every request the worker itself sends to the network meanwhile.
  const pageResponses: Response[] = []
  const workerFetches: string[] = []
  page.on('response', (res) => pageResponses.push(res))
  context.on('request', (req) => {
    if (req.serviceWorker()) workerFetches.push(req.url())
  })
  await page.goto(home)
  await expect(page.locator('.tg-banners img').first()).toBeVisible()
  await expect(page.locator('.tg-shell')).toHaveCount(0)

  const code = pageResponses.filter((r) => isCode(r.url()))
  expect(code.length).toBeGreaterThan(5)
  expect(code.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([])
  expect(workerFetches.filter(isCode)).toEqual([])
  // The page itself came from the worker too (it refreshes its copy for the next visit in the background).
  expect(pageResponses.find((r) => r.request().isNavigationRequest())?.fromServiceWorker()).toBe(true)

  // Signed in, a screen of private answers: nothing of /api/ is in any cache of the page.
  const session = await signIn(request, '13800000005')
  await startSignedIn(page, session)
  const privateAnswer = page.waitForResponse((r) => r.url().includes('/api/') && !!r.request().headers().authorization && r.status() === 200)
  await page.goto(`${server.url}/tougu/usercenter/order`)
  await privateAnswer
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url)
    return urls
  })
  expect(cached.some((u) => u.includes('/tougu/assets/'))).toBe(true)
  expect(cached.filter((u) => u.includes('/api/'))).toEqual([])
})

test('after a release the investor is asked, and the new version runs', async ({ page }) => {
  const home = `${server.url}/tougu/index`
  await page.goto(home)
  await workerReady(page)
  await page.goto(`${server.url}/tougu/test`)
  await expect(page.getByTestId('app-version')).toHaveText(current)
  await expect(page.getByTestId('code-source')).toHaveText('缓存（Service Worker）')

  await server.restart({ appDir: nextDir })
  await page.goto(home)
  // The new release installs in the background; the page asks.
  const dialog = page.getByRole('dialog', { name: '发现新版本' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toContainText('投顾社区已发布新版本')
  await page.screenshot({ path: test.info().outputPath('update-prompt-375.png') })
  await page.setViewportSize({ width: 320, height: 568 })
  await expect(dialog.getByRole('button', { name: '立即更新' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('update-prompt-320.png') })
  // 立即更新 switches to the new release and reloads the page: wait for that reload to end before going on, else the
  // next navigation and the reload cut each other off (net::ERR_ABORTED).
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 30_000 })
  await dialog.getByRole('button', { name: '立即更新' }).click()
  await reloaded
  await page.waitForLoadState('load')
  await page.goto(`${server.url}/tougu/test`)
  await expect(page.getByTestId('app-version')).toHaveText(next)
  await expect(page.getByTestId('code-source')).toHaveText('缓存（Service Worker）')
})

test('a recalled release steps aside: its worker goes and the pages load from the network', async ({ page }) => {
  const home = `${server.url}/tougu/index`
  await page.goto(home)
  await workerReady(page)
  await server.restart({ appDir: nextDir, recalled: [next] })
  await page.goto(home)
  await expect
    .poll(() => page.evaluate(async () => !(await navigator.serviceWorker.getRegistration('/tougu/'))), { timeout: 30_000 })
    .toBe(true)
  await page.goto(`${server.url}/tougu/test`)
  await expect(page.getByTestId('code-source')).toHaveText('网络')
  // The recalled release does not register again.
  await page.waitForTimeout(1500)
  expect(await page.evaluate(async () => !(await navigator.serviceWorker.getRegistration('/tougu/')))).toBe(true)
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0)
})
