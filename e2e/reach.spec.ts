import { expect, test, type Page, type Route } from '@playwright/test'
import { APP_USER_AGENT, installFakeNative } from './support/fakeNative.js'
import { expectSignFlowFor, purchaseFromProductPage, signUpTo } from './support/frontDoor.js'
import { signIn, startSignedIn } from './support/session.js'

// Issue 18, "places an investor cannot reach" (decisions wave2-reach-1…4): the tab bar, links from data, agreement
// links and the search's first tab. Read-only for the shared database: nothing here buys or answers a paper.

/**
 * The C5 demo investor: may walk the R5 product TIPR5 (its page: the pack TP901) up to its service agreement,
 * and the commission product to its agreement page; nothing is bought, no paper answered.
 */
const PRO = '13800000005'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN'

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主导航' })

async function walkTheTabs(page: Page) {
  await page.goto('/tougu/index')
  await expect(page.getByRole('region', { name: '投资顾问' })).toBeVisible()
  await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
  // Each tab shows an antd-mobile-icons icon, drawn by the stylesheet (a CSS mask of the icon's SVG file, no JS) in
  // a 22×22 box.
  const glyphs = tabBar(page).locator('.tg-tab-bar-icon .tg-tab-glyph')
  await expect(glyphs).toHaveCount(4)
  for (const glyph of await glyphs.all())
    expect(await glyph.evaluate((e) => getComputedStyle(e).maskImage || getComputedStyle(e).getPropertyValue('-webkit-mask-image'))).toMatch(/url\(".*\/assets\/[a-z]+-[\w-]+\.svg"\)/)
  for (const box of await tabBar(page).locator('.tg-tab-bar-icon').all()) expect(await box.boundingBox()).toMatchObject({ width: 22, height: 22 })

  await tabBar(page).getByRole('link', { name: '观点' }).click()
  await expect(page).toHaveURL(/\/tougu\/view\/list$/)
  await expect(page.getByRole('main', { name: '观点' }).locator('li').first()).toBeVisible()
  await expect(tabBar(page).getByRole('link', { name: '观点' })).toHaveAttribute('aria-current', 'page')

  await tabBar(page).getByRole('link', { name: '活动' }).click()
  await expect(page).toHaveURL(/\/tougu\/tips\/atList$/)
  await expect(page.getByRole('button', { name: /新客首单立减50元/ })).toBeVisible()

  await tabBar(page).getByRole('link', { name: '我的' }).click()
  await expect(page).toHaveURL(/\/tougu\/usercenter\/index$/)
  // 我的: the login entry for a visitor, and the way to orders and coupons.
  await expect(page.getByText('请先登录')).toBeVisible()
  await expect(page.getByText('我的订单')).toBeVisible()
  await expect(page.getByText('我的优惠券')).toBeVisible()

  await tabBar(page).getByRole('link', { name: '首页' }).click()
  await expect(page).toHaveURL(/\/tougu\/index$/)
  await expect(page.getByRole('region', { name: '投资顾问' })).toBeVisible()
  // The tabs are real links under the base.
  await expect(tabBar(page).getByRole('link', { name: '我的' })).toHaveAttribute('href', '/tougu/usercenter/index')
}

test('from home, a browser investor reaches 观点, 活动 and 我的 by tapping the tab bar', async ({ page }) => {
  await walkTheTabs(page)
  // A deeper page has its back arrow instead of tabs.
  await page.goto('/tougu/live/list')
  await expect(page.getByRole('main', { name: '直播' })).toBeVisible()
  await expect(tabBar(page)).toHaveCount(0)
})

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA })
  test('the same tab bar leads there', async ({ page }) => {
    await walkTheTabs(page)
  })
})

test.describe('in the native app', () => {
  test.use({ userAgent: APP_USER_AGENT })
  test('the shell has its own tabs: the page shows none', async ({ page }) => {
    await installFakeNative(page, { user: null })
    await page.goto('/tougu/index')
    await expect(page.getByRole('region', { name: '投资顾问' })).toBeVisible()
    // The shell's title comes over the bridge once the page is up; the tab bar would be in the same render.
    await expect.poll(() => page.evaluate(() => document.title)).toBe('投顾社区')
    await expect(tabBar(page)).toHaveCount(0)
  })
})

// The planted scripts would set this flag; data: pages would navigate the top frame.
const PLANTED = [
  'javascript:window.__planted=1',
  'JaVaScRiPt:window.__planted=1',
  ' \tjavascript:window.__planted=1',
  'data:text/html,<script>opener&&(opener.__planted=1)</script>',
]

/** Rewrites the list (or data.agreements) of an API answer, keeping everything else the server said. */
async function plant(route: Route, edit: (body: Record<string, unknown>) => void) {
  const res = await route.fetch()
  const body = (await res.json()) as Record<string, unknown>
  edit(body)
  await route.fulfill({ response: res, json: body })
}

function watchNavigations(page: Page): string[] {
  const seen: string[] = []
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(f.url())
  })
  page.on('popup', (p) => seen.push(`popup:${p.url()}`))
  return seen
}

const refused = (page: Page) => page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('link not followed'))

test('javascript: and data: links planted in activities, banners and agreements never run', async ({ page, request }) => {
  // Signed in: the agreements are met on the way to signing, which a visitor does not walk.
  await startSignedIn(page, await signIn(request, PRO))
  await page.route('**/api/tips/activityList', (route) =>
    plant(route, (body) => {
      const list = body.list as { title: string; link: string }[]
      PLANTED.forEach((link, i) => {
        if (list[i]) list[i] = { ...list[i], title: `活动${i}`, link }
      })
    }),
  )
  await page.route('**/api/getTgIndexBanners', (route) =>
    plant(route, (body) => {
      const list = body.list as { title: string; link: string }[]
      PLANTED.forEach((link, i) => {
        if (list[i]) list[i] = { ...list[i], title: `横幅${i}`, link }
      })
    }),
  )
  await page.route('**/api/queryProductInfo', (route) =>
    plant(route, (body) => {
      const data = body.data as { agreements: { title: string; url: string }[] }
      data.agreements = PLANTED.map((url, i) => ({ title: `协议${i}`, url }))
    }),
  )

  await page.goto('/tougu/index')
  const banners = page.getByRole('region', { name: '活动推荐' })
  await expect(banners.getByRole('button').first()).toBeVisible()
  const count = Math.min(PLANTED.length, await banners.getByRole('button').count())
  expect(count).toBeGreaterThan(0)
  const seen = watchNavigations(page)
  for (let i = 0; i < count; i++) {
    const warned = refused(page)
    await banners.getByRole('button', { name: `横幅${i}` }).click()
    await warned
  }

  await tabBar(page).getByRole('link', { name: '活动' }).click()
  await expect(page).toHaveURL(/\/tips\/atList$/)
  for (let i = 0; i < PLANTED.length; i++) {
    const card = page.getByRole('button', { name: new RegExp(`活动${i}`) })
    if ((await card.count()) === 0 || (await card.isDisabled())) continue
    const warned = refused(page)
    await card.click()
    await warned
  }

  // Agreements: a link that is not followed is no link at all. Met where an investor meets them: the commission
  // product's page, 立即订阅, the notice, and the signing page's 查看服务协议.
  const commission = await purchaseFromProductPage(page, 'COM1')
  await page.getByText('查看服务协议').click()
  await expectSignFlowFor(page, commission, 'attachCommissionService')
  for (let i = 0; i < PLANTED.length; i++) {
    await expect(page.getByText(`协议${i}`)).toBeVisible()
  }
  await expect(page.getByText('暂无法查看')).toHaveCount(PLANTED.length)
  await expect(page.locator('a[href^="javascript" i], a[href^="data:" i], a[href*="script:" i]')).toHaveCount(0)

  expect(await page.evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined()
  expect(seen.filter((u) => !u.includes('/tougu/'))).toEqual([])
})

async function expectAgreementLinksOpen(page: Page, base: RegExp) {
  // antd-mobile's List has no list role: its items, each with a 查看 link.
  const item = (title: string) => page.locator('.adm-list-item', { hasText: title })
  const links = page.locator('.adm-list-item').getByRole('link', { name: '查看' })
  await expect(links).toHaveCount(2)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    // Under the app's base, never the server's bare /sign/… (answered with {"iRet":404,…}).
    expect(href).toMatch(/^\/tougu\/sign\//)
  }
  // 证券投资顾问服务协议: this page is the agreement; its text is here.
  await item('证券投资顾问服务协议').getByRole('link', { name: '查看' }).click()
  await expect(page).toHaveURL(base)
  const text = page.getByRole('region', { name: '证券投资顾问服务协议' })
  await expect(text).toBeInViewport()
  await expect(text).toContainText('投资决策由甲方自主作出')
  // 风险揭示书: the risk disclosure page, with its text.
  await item('风险揭示书').getByRole('link', { name: '查看' }).click()
  await expect(page).toHaveURL(/\/tougu\/sign\/attachRisk\?productId=/)
  await expect(page.getByRole('region', { name: '证券投资顾问业务风险揭示书' })).toContainText('本风险揭示书的揭示事项仅为列举性质')
  await expect(page.getByText('接口不存在')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(base)
}

test('every agreement link on 服务协议 opens the agreement', async ({ page, request }) => {
  const session = await signIn(request, PRO)
  await startSignedIn(page, session)
  await signUpTo(page, 'TIPR5')
  // The flow carries its way back to the product page (returnTo) after the product id.
  await expectAgreementLinksOpen(page, /\/tougu\/sign\/attachService\?productId=TIPR5&returnTo=[^&]+$/)
  // Back on the step, the flow goes on: the agreement is still ticked and 下一步 is there.
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible()
})

test('every agreement link of the commission product opens the agreement', async ({ page, request }) => {
  const session = await signIn(request, PRO)
  await startSignedIn(page, session)
  const commission = await purchaseFromProductPage(page, 'COM1')
  await page.getByText('查看服务协议').click()
  await expectSignFlowFor(page, commission, 'attachCommissionService')
  await expectAgreementLinksOpen(page, /\/tougu\/sign\/attachCommissionService\?productId=COM1&returnTo=[^&]+$/)
})

test('a search opens on the first tab that has results (半导体: 产品, not an empty 投顾)', async ({ page, request }) => {
  // What the server finds, so the test follows the demo data.
  const found = async (path: string) => {
    const res = await request.post(path, { data: { keyword: '半导体', offset: 0, size: 1 } })
    return ((await res.json()) as { list: unknown[] }).list.length > 0
  }
  expect(await found('/api/searchAdviserApp')).toBe(false)
  expect(await found('/api/common/searchProduct')).toBe(true)

  await page.goto('/tougu/search')
  const box = page.getByPlaceholder('搜索投顾、产品、观点')
  await box.fill('半导体')
  await box.press('Enter')
  await expect(page).toHaveURL(/[?&]tab=products/)
  await expect(page.getByRole('tab', { name: '产品' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('main').getByRole('list', { name: '产品' }).locator('li').first()).toBeVisible()
  await expect(page.getByText('暂无数据')).toHaveCount(0)

  // A tab the investor chooses stays chosen, also for a reload.
  await page.getByRole('tab', { name: '投顾' }).click()
  await expect(page).toHaveURL(/[?&]tab=advisers/)
  await page.reload()
  await expect(page.getByRole('tab', { name: '投顾' })).toHaveAttribute('aria-selected', 'true')
})
