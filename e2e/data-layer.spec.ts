import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signIn, startSignedIn, DEMO_SMS_CODE, type DemoSession } from './support/session.js'

// The one data layer (TanStack Query, decision wave2-datalayer-1) seen from the browser: going back shows the
// list at once where the investor left it, refreshed in the background; another investor signing in never
// sees the previous investor's orders.

/** Records, from now on, whether a loading skeleton ever entered the page. */
async function watchSkeletons(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __skeletonSeen?: boolean; __skeletonObserver?: MutationObserver }
    w.__skeletonSeen = document.querySelector('.tg-list-skeleton') !== null
    w.__skeletonObserver?.disconnect()
    w.__skeletonObserver = new MutationObserver(() => {
      if (document.querySelector('.tg-list-skeleton')) w.__skeletonSeen = true
    })
    w.__skeletonObserver.observe(document.body, { childList: true, subtree: true })
  })
}
const skeletonSeen = (page: Page) => page.evaluate(() => (window as unknown as { __skeletonSeen?: boolean }).__skeletonSeen === true)

test('back to a list: its rows at once, at the scroll position left, no skeleton, refreshed in the background', async ({ page }) => {
  // The page's clock, to let the list's answers go stale below without waiting for it.
  await page.clock.install()
  await page.goto('/tougu/view/list')
  const rows = page.getByRole('main').locator('button.tg-card')
  await expect(rows.first()).toBeVisible()
  // Scroll until infinite scroll has loaded a second page.
  await expect(async () => {
    await page.mouse.wheel(0, 4000)
    expect(await rows.count()).toBeGreaterThan(20)
  }).toPass()
  const target = rows.nth(22)
  await target.scrollIntoViewIfNeeded()
  // The opinion's own title: a paid one's row also says 付费内容 in a badge before it, which its page does not.
  const title = await target.locator('.tg-card-title').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement
    copy.querySelectorAll('.tg-badge').forEach((badge) => badge.remove())
    return (copy.textContent ?? '').trim()
  })
  const scrollY = await page.evaluate(() => window.scrollY)
  expect(scrollY).toBeGreaterThan(500)
  const loaded = await rows.count()

  await target.click()
  await expect(page).toHaveURL(/\/tougu\/view\/detail\?id=/)
  await expect(page.getByRole('main')).toContainText(title)
  // Let the list's answers go stale (staleTime 5 s) so coming back refreshes them.
  await page.clock.fastForward(5_500)
  await watchSkeletons(page)
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/view/list') && r.method() === 'POST')
  await page.goBack()
  await expect(page).toHaveURL(/\/tougu\/view\/list$/)
  await expect(rows.nth(22)).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(loaded)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 50)
  await refreshed
  expect(await skeletonSeen(page)).toBe(false)
})

interface OrderRow {
  orderid: string
}
async function orderIds(request: APIRequestContext, s: DemoSession): Promise<string[]> {
  const res = await request.post('/api/queryUserOrder', {
    data: { stStatus: [80, 90, 95, 105, 180, 220], offset: 0, size: 200 },
    headers: { Authorization: `Bearer ${s.token}` },
  })
  return ((await res.json()) as { list: OrderRow[] }).list.map((o) => o.orderid)
}

test("another investor signing in never sees the previous investor's orders", async ({ page, request }) => {
  // 13800000001 holds orders in every status (seed); 13800000007 holds none of them. Read-only for both.
  const first = await signIn(request, '13800000001')
  const second = await signIn(request, '13800000007')
  const secondIds = await orderIds(request, second)
  const previous = (await orderIds(request, first)).filter((id) => !secondIds.includes(id))
  expect(previous.length).toBeGreaterThan(0)

  await startSignedIn(page, first)
  await page.goto('/tougu/usercenter/index')
  await page.getByText('我的订单').click()
  await expect(page).toHaveURL(/\/usercenter\/order/)
  await expect(page.getByRole('main')).toContainText(previous[0]!)

  const leaked = () => page.evaluate(() => (window as unknown as { __leaked: string[] }).__leaked)

  // In-app: back to 我的, sign out, sign the other investor in, open 我的订单 again (no reload: same cache).
  await page.goBack()
  await expect(page).toHaveURL(/\/usercenter\/index/)
  // Watch every order number that ever enters the page from here on (the orders page is left: none is shown; while it
  // showed, its own updates, such as the rows moving into the pull-to-refresh control, were the first investor's).
  await expect(page.getByRole('main')).not.toContainText(previous[0]!)
  await page.evaluate((ids) => {
    const w = window as unknown as { __leaked: string[] }
    w.__leaked = []
    new MutationObserver(() => {
      const text = document.body.innerText
      for (const id of ids) if (text.includes(id) && !w.__leaked.includes(id)) w.__leaked.push(id)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, previous)
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.getByLabel('手机号').fill('13800000007')
  await page.getByLabel('验证码').fill(DEMO_SMS_CODE)
  await page.getByText('我已阅读并同意', { exact: true }).click()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible()
  await page.getByText('我的订单').click()
  await expect(page).toHaveURL(/\/usercenter\/order/)
  const main = page.getByRole('main')
  if (secondIds[0]) await expect(main).toContainText(secondIds[0])
  else await expect(main).toContainText('暂无订单')
  expect(await leaked()).toEqual([])
})

test('opinion search asks the server with the keyword instead of downloading every opinion', async ({ page, request }) => {
  const keyword = '半导体'
  const all = (await (await request.post('/api/view/list', { data: { offset: 0, size: 1 } })).json()) as { total: number }
  const hits = (await (await request.post('/api/view/list', { data: { keyword, offset: 0, size: 1 } })).json()) as { total: number }
  expect(hits.total).toBeGreaterThan(0)
  expect(hits.total).toBeLessThan(all.total)
  // The request body is not readable from here (the app's fetch sends a stream): read what the server answered.
  const answers: { total: number; list: unknown[] }[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/view/list')) void r.json().then((body: { total: number; list: unknown[] }) => answers.push(body))
  })
  await page.goto(`/tougu/search?k=${encodeURIComponent(keyword)}&tab=opinions`)
  const rows = page.getByRole('main').locator('button.tg-card')
  await expect(rows.first()).toBeVisible()
  for (const row of (await rows.all()).slice(0, 5)) await expect(row).toContainText(keyword)
  await expect.poll(() => answers.length).toBeGreaterThan(0)
  for (const answer of answers) {
    expect(answer.total).toBe(hits.total)
    expect(answer.list.length).toBeLessThanOrEqual(20)
  }
})

// Home's first screen comes rendered in the page with its answers (decision wave3-house-1), and so do the sections below
// the fold (decision wave3-speed-4): a visitor's browser asks none of them. A signed-in investor gets the visitor's
// markup first and their own answers after: each once, with the token. The first banner is preloaded either way.
const IN_THE_PAGE = ['/api/getTgIndexBanners', '/api/adviser/list', '/api/live/list']
const BELOW_THE_FOLD = ['/api/view/hot48', '/api/view/packageList', '/api/tips/list']
for (const signedInAs of [null, '13800000005'] as const) {
  test(`home's requests go out once each${signedInAs ? ', with the token, first screen included' : ', none for the first screen'}`, async ({ page, request }) => {
    const session = signedInAs ? await signIn(request, signedInAs) : null
    if (session) await startSignedIn(page, session)
    const sent: Array<{ path: string; auth: string }> = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (r.method() === 'POST' && path.startsWith('/api/')) sent.push({ path, auth: r.headers()['authorization'] ?? '' })
    })
    await page.goto('/tougu/index')
    await expect(page.getByRole('region', { name: '热门观点' }).locator('button.tg-card').first()).toBeVisible()
    // Preloaded as the banner's picture is shown: by its srcset for the phone's density (or its one address).
    const preload = page.locator('link[rel="preload"][as="image"]').first()
    await expect.poll(async () => `${await preload.getAttribute('href')} ${await preload.getAttribute('imagesrcset')}`).toMatch(/\/tougu\/media\/banner\//)
    for (const path of [...IN_THE_PAGE, ...BELOW_THE_FOLD]) {
      const calls = sent.filter((s) => s.path === path)
      if (!session) {
        expect(calls, path).toHaveLength(0)
        continue
      }
      await expect.poll(() => sent.filter((s) => s.path === path).length, { message: path }).toBe(1)
      expect(sent.find((s) => s.path === path)!.auth).toBe(session ? `Bearer ${session.token}` : '')
    }
  })
}
