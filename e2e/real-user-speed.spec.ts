// Real-user speed (issue #36, decision wave3-shipping-6): a page reports its first screen's web-vitals when it is
// left; the reference server stores them; the SDK test page (/test) shows count, median and p75 per platform, route
// and metric. A desktop browser's user agent makes the platform `pc`, which no other spec uses, so the rows read here
// are this test's.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36'
test.use({ userAgent: DESKTOP_UA, isMobile: false, hasTouch: false })

/** Resolves once the chunk that starts the reports after the first screen has loaded and run. */
const afterFirstScreen = (page: Page) =>
  page.waitForResponse((r) => /\/assets\/afterFirstScreen-[^/]+\.js$/.test(r.url())).then(() => page.waitForTimeout(300))

interface Row {
  platform: string
  route: string
  metric: string
  count: number
  median: number | null
  p75: number | null
}

const rowsOf = async (request: APIRequestContext): Promise<Row[]> => {
  const res = await request.post('/api/rum/summary', { data: { days: 1, platform: 'pc' } })
  return ((await res.json()) as { data: { rows: Row[] } }).data.rows
}

test('a loaded page’s figures arrive at the server and the report on /test shows them', async ({
  page,
  request,
}) => {
  const before =
    (await rowsOf(request)).find((r) => r.route === '/tips/list' && r.metric === 'LCP')?.count ?? 0
  const started = afterFirstScreen(page)
  await page.goto('/tougu/tips/list?from=e2e-secret')
  await expect(page.locator('.tg-page')).toBeVisible()
  await started
  // An interaction makes the largest paint final (web-vitals reports LCP on input or when the page is hidden).
  await page.mouse.click(5, 300)
  // Leaving the page sends the batch (pagehide).
  await page.goto('/tougu/test')
  await expect
    .poll(
      async () =>
        (await rowsOf(request)).find((r) => r.route === '/tips/list' && r.metric === 'LCP')?.count ?? 0,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before)

  const rows = await rowsOf(request)
  const lcp = rows.find((r) => r.route === '/tips/list' && r.metric === 'LCP')!
  expect(lcp.median).toBeGreaterThan(0)
  expect(lcp.p75).toBeGreaterThanOrEqual(lcp.median!)
  expect(rows.some((r) => r.route === '/tips/list' && r.metric === 'TTFB')).toBe(true)
  // The route without its query: the contract refuses anything else (src/rum/startRum.test.ts checks the batches).
  expect(rows.every((r) => /^\/[A-Za-z0-9/_-]*$/.test(r.route))).toBe(true)

  // The report on the SDK test page.
  const report = page.getByTestId('rum-report')
  await page.getByRole('button', { name: '刷新' }).click()
  // This page's row (platform pc); other tests' pages on the same server add rows of their own (mobile-browser, …).
  const row = report.locator('tr', { hasText: '/tips/list' }).filter({ hasText: 'LCP' }).filter({ has: page.getByRole('cell', { name: 'pc', exact: true }) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(' ms')
  await expect(report.locator('th')).toHaveText(['平台', '页面', '指标', '次数', '中位数', 'P75'])
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 667 })
    await report.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`rum-report-${width}.png`) })
  }
})

for (const rum of [false, true]) {
  test(`the host’s hello switches reports ${rum ? 'on' : 'off'} (rum: ${rum})`, async ({ page }) => {
    // A native host that answers the handshake with `rum` (bridge protocol §3). Beacons leave the page as it unloads,
    // where the test cannot see them: the page's sendBeacon counts its reports in localStorage, then sends them.
    await page.addInitScript((rum) => {
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, body) => {
        if (String(url).includes('/api/rum/report'))
          localStorage.setItem(
            'e2e.rumBeacons',
            String(Number(localStorage.getItem('e2e.rumBeacons') ?? 0) + 1),
          )
        return send(url, body)
      }
      Object.defineProperty(navigator, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 TouguApp/6.2.0',
      })
      const w = window as unknown as { webkit: unknown; __touguBridge?: { receive(m: unknown): void } }
      w.webkit = {
        messageHandlers: {
          touguBridge: {
            postMessage(msg: { id: string; method: string }) {
              const data =
                msg.method === 'bridge.hello'
                  ? {
                      protocolVersion: 1,
                      appVersion: '6.2.0',
                      platform: 'ios',
                      methods: ['setTitle', 'getUserInfo'],
                      rum,
                    }
                  : null
              setTimeout(() => w.__touguBridge?.receive(JSON.stringify({ id: msg.id, ok: true, data })), 0)
            },
          },
        },
      }
    }, rum)
    const started = afterFirstScreen(page)
    await page.goto('/tougu/index')
    await expect(page.locator('.tg-page')).toBeVisible()
    await started
    await page.goto('/tougu/test')
    await expect(page.getByTestId('app-version')).toBeVisible()
    const beacons = () => page.evaluate(() => Number(localStorage.getItem('e2e.rumBeacons') ?? 0))
    if (rum) await expect.poll(beacons).toBeGreaterThan(0)
    else {
      await page.waitForTimeout(1000)
      expect(await beacons()).toBe(0)
    }
  })
}
