import { expect, test, type Route } from '@playwright/test'

test('/ and {base}/ redirect to {base}/index, which renders home', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  for (const entry of ['/', '/tougu/', '/tougu']) {
    await page.goto(entry)
    await expect(page).toHaveURL(/\/tougu\/index$/)
  }
  await expect(page.getByText('投顾社区').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/tougu/no/such/page')
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/tougu\/index$/)
})

test('the firm theme (red #E8302E) holds on screens whose antd-mobile parts load later', async ({ page }) => {
  // The search page loads Tabs in its own chunk; antd-mobile's default :root variables must not win. Small red
  // text (the active tab) takes the firm red's darker text shade, 4.5:1 on white (decision wave2-a11y-1).
  await page.goto('/tougu/search?k=%E6%8A%95%E9%A1%BE')
  const activeTab = page.locator('.adm-tabs-tab-active').first()
  await expect(activeTab).toBeVisible()
  await expect(activeTab).toHaveCSS('color', 'rgb(207, 42, 40)')
  await expect(page.locator('.tg-title-bar').first()).toHaveCSS('background-color', 'rgb(232, 48, 46)')
  const theme = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    return { primary: root.getPropertyValue('--tg-color-primary').trim(), font: getComputedStyle(document.body).fontFamily }
  })
  expect(theme.primary.toLowerCase()).toBe('#e8302e')
  // The page frame's font stack (app.css), not antd-mobile's default.
  expect(theme.font).toContain('Noto Sans CJK SC')
})

test('a screen whose code cannot load shows 页面加载失败, and 重新加载 recovers once the network is back', async ({ page }) => {
  // The tips list's own chunk fails (a weak mobile network, or files replaced by a new release).
  const block = (route: Route) => route.abort('failed')
  await page.route(/\/assets\/TipsList-[^/]+\.js$/, block)
  await page.goto('/tougu/tips/list')
  await expect(page.getByRole('alert').getByText('页面加载失败')).toBeVisible()
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/tougu/index')

  await page.unroute(/\/assets\/TipsList-[^/]+\.js$/, block)
  await page.getByRole('button', { name: '重新加载' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('main').locator('li').first()).toBeVisible()
})

test('a detail route opened without its id lands on the list it belongs to, not on a request error', async ({ page }) => {
  for (const [path, list] of [
    ['/commission/brief', '/commission/list'],
    ['/tips/detail?id=', '/tips/list'],
    ['/tougu/home', '/tougu/list'],
  ] as const) {
    await page.goto(`/tougu${path}`)
    await expect(page).toHaveURL(new RegExp(`/tougu${list}$`))
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
    await expect(page.getByText('请求参数有误')).toHaveCount(0)
  }
})
