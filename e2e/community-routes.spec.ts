import { expect, test } from '@playwright/test'
import { collectConsoleErrors, firstId } from './support/session.js'

// Every community route registered in packages/app/src/routes/communityRoutes.tsx, with its title from
// routeMeta.ts (spec §2). Detail pages get a real id from the reference API server.
test('every community route opens with its title and no console error', async ({ page, request }) => {
  // Sixteen pages in one test: give it the time of several.
  test.setTimeout(120_000)
  const ids = {
    live: await firstId(request, '/api/live/list'),
    opinion: await firstId(request, '/api/view/list'),
    pkg: await firstId(request, '/api/view/packageList'),
    adviser: await firstId(request, '/api/adviser/list'),
  }
  const routes: Array<[string, string]> = [
    ['/index', '投顾社区'],
    ['/search', '搜索'],
    ['/search?k=投资', '搜索'],
    ['/live/list', '直播'],
    ['/live/history', '历史直播'],
    ['/view/list', '观点'],
    ['/view/list/hot48', '48小时热门观点'],
    [`/view/detail?id=${ids.opinion}`, '观点详情'],
    [`/view/share?id=${ids.opinion}`, '观点分享'],
    [`/view/preview?id=${ids.opinion}`, '观点预览'],
    ['/view/package', '观点包'],
    [`/view/pkgDetail?id=${ids.pkg}`, '观点包详情'],
    ['/tougu/list', '投顾列表'],
    [`/tougu/home?id=${ids.adviser}`, '投顾主页'],
    [`/tougu/detail?id=${ids.adviser}`, '投顾详情'],
    ['/test', 'SDK测试'],
  ]
  const errors = collectConsoleErrors(page)
  for (const [path, title] of routes) {
    await page.goto(`/tougu${path}`)
    await expect(page, path).toHaveTitle(title)
    await expect(page.getByRole('main'), path).toBeVisible()
    // The screen finished loading: no skeleton left and no error block.
    await expect(page.locator('.tg-list-skeleton'), path).toHaveCount(0)
    await expect(page.getByText('加载失败'), path).toHaveCount(0)
  }
  // The live detail page is behind the risk disclosure; its own spec covers it (risk-disclosure.spec.ts).
  await page.goto(`/tougu/live/detail?id=${ids.live}`)
  await expect(page).toHaveTitle('直播详情')
  expect(errors).toEqual([])
})

test('home shows its sections with data from the API', async ({ page }) => {
  await page.goto('/tougu/index')
  for (const section of ['投资顾问', '正在直播', '热门观点', '观点包', '精选锦囊']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible()
  }
  await expect(
    page
      .getByRole('region', { name: '投资顾问' })
      .getByRole('button', { name: /执业编号/ })
      .first(),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: '观点包' })
      .getByText(/人订阅/)
      .first(),
  ).toBeVisible()
})

test('search keeps its history and finds advisers', async ({ page, request }) => {
  const res = await request.post('/api/adviser/list', { data: { offset: 0, size: 1 } })
  const adviser = ((await res.json()) as { list: { tgName: string }[] }).list[0]
  if (!adviser) throw new Error('no adviser seeded')
  // From home: its search box opens the search page.
  await page.goto('/tougu/index')
  await page.getByRole('search').getByRole('button', { name: '搜索投顾、产品、观点' }).click()
  await expect(page).toHaveURL(/\/tougu\/search$/)
  const box = page.getByRole('searchbox').or(page.getByPlaceholder('搜索投顾、产品、观点')).first()
  await box.fill(adviser.tgName)
  await box.press('Enter')
  await expect(page.getByRole('main').getByText(adviser.tgName).first()).toBeVisible()
  await page.goto('/tougu/search')
  await expect(
    page.getByRole('region', { name: '搜索历史' }).getByRole('button', { name: adviser.tgName }),
  ).toBeVisible()
})

test('a long list loads more rows on scroll and going back restores the position', async ({ page }) => {
  await page.goto('/tougu/view/list')
  const rows = page.getByRole('main').locator('li')
  await expect(rows.first()).toBeVisible()
  const firstPage = await rows.count()
  await page.mouse.wheel(0, 20000)
  await expect.poll(async () => rows.count()).toBeGreaterThan(firstPage)
  // The row to open is brought into view first: the click would scroll to it, and the position to come back to is
  // where the investor was when tapping (read before that scroll, it raced the click on a loaded machine).
  const opened = rows.nth(firstPage).locator('button')
  await opened.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  await opened.click()
  await expect(page).toHaveURL(/\/view\/detail\?id=/)
  await page.goBack()
  await expect(page).toHaveURL(/\/view\/list$/)
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)
})

test('paid opinions are locked with the way to subscribe', async ({ page, request }) => {
  const res = await request.post('/api/view/list', { data: { offset: 0, size: 100 } })
  const paid = ((await res.json()) as { list: { id: string; packageId: string | null; productId: string | null }[] }).list.find(
    (o) => o.packageId,
  )
  if (!paid?.productId) throw new Error('no paid opinion seeded')
  await page.goto(`/tougu/view/detail?id=${paid.id}`)
  // The daily risk warning of advice pages (decision wave2-compliance-3) comes first.
  await page.getByRole('button', { name: '知道了' }).click()
  await expect(page.getByText('该观点为付费内容，订阅观点包后可查看全文')).toBeVisible()
  await page.getByRole('button', { name: '立即订阅' }).click()
  // The product that sells the package (PKG…), not the package's content id (VP…).
  await expect(page).toHaveURL(new RegExp(`/sign/notice\\?productId=${paid.productId}&`))
})
