import { expect, test } from '@playwright/test'
import { ROUTE_META } from '../packages/app/src/routes/routeMeta.js'
import { pushRoute } from './support/routeWalk.js'
import { installWeixinJSBridge, WECHAT_UA, wxCalls } from './support/wechat.js'

// The WeChat variant (spec §1: the same app marked by a `wx` segment in the path) from the one build the reference
// server serves: every route of the app's route table is served under {base}/wx and opens there with its own screen
// and title, the WeChat share is initialised with that title on each page, and in-app links stay inside the variant.
const ONE_PROJECT = 'the WeChat user agent makes both device projects the same'

test.use({ userAgent: WECHAT_UA })

test('every route of the route table is served under the wx marker: the app page with the route title', async ({ request }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  expect(ROUTE_META.length).toBeGreaterThan(40)
  for (const route of ROUTE_META) {
    const res = await request.get(`/tougu/wx${route.path}`, { headers: { 'user-agent': WECHAT_UA } })
    expect(res.status(), route.path).toBe(200)
    expect(res.headers()['content-type'], route.path).toMatch(/^text\/html/)
    const html = await res.text()
    // The route's own title: a path the server did not know as a route would carry index.html's.
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], route.path).toBe(route.title)
    expect(html, `${route.path}: the app's root`).toContain('<div id="root"')
  }
})

test('every route of the route table opens under the wx marker with its title and the WeChat share', async ({ page }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  test.setTimeout(120_000)
  await installWeixinJSBridge(page)
  // One document load under the marker; the page goes on to each route by the app's own client-side navigation, as a
  // tap does (decision wave3-ci-5). The served page of each route is the test above's.
  const home = ROUTE_META.find((r) => r.path === '/index')!
  await page.goto('/tougu/wx/index')
  await expect(page).toHaveTitle(home.title)
  // The loaded page's own share first: each route below counts the calls made after its push, and home, the page
  // already shown, is not pushed again (the same address makes no new call, and a count taken before the load's own
  // call came would read that call as the push's).
  await expect.poll(async () => (await wxCalls(page, 'updateAppMessageShareData')).at(-1)?.title, { message: home.path }).toBe(home.title)
  for (const route of ROUTE_META.filter((r) => r !== home)) {
    await test.step(route.path, async () => {
      const shares = (await wxCalls(page, 'updateAppMessageShareData')).length
      await pushRoute(page, `/tougu/wx${route.path}`)
      // Opened without its required parameter, a detail route leads to its list (decision wave2-a11y): expect
      // that list, still inside the variant. The 404 route would title the page 页面不存在.
      const shown = route.requires ? ROUTE_META.find((r) => r.path === route.requires!.fallback) : route
      expect(shown, `${route.path} falls back to a route of the table`).toBeDefined()
      await expect(page).toHaveURL((url) => url.pathname === `/tougu/wx${shown!.path}`)
      await expect(page).toHaveTitle(shown!.title)
      // The share is initialised again for this page (not the last one's call read again).
      await expect.poll(async () => (await wxCalls(page, 'updateAppMessageShareData')).slice(shares).at(-1)?.title, { message: route.path }).toBe(shown!.title)
    })
  }
})

test('links inside the variant stay inside it: the tab bar, 我的 entries and the 404 way home', async ({ page }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  await installWeixinJSBridge(page)
  await page.goto('/tougu/wx')
  await expect(page).toHaveURL(/\/tougu\/wx\/index$/)
  await page.getByRole('link', { name: '我的', exact: true }).or(page.getByRole('tab', { name: '我的', exact: true })).first().click()
  await expect(page).toHaveURL(/\/tougu\/wx\/usercenter\/index$/)
  await page.getByText('锦囊', { exact: true }).first().click()
  await expect(page).toHaveURL(/\/tougu\/wx\/tips\/list/)
  // The share follows each page: its title, and its link is the variant page itself.
  await expect.poll(async () => (await wxCalls(page, 'updateAppMessageShareData')).map((c) => c.title).slice(-2)).toEqual(['我的', '锦囊'])
  expect((await wxCalls(page, 'updateAppMessageShareData')).at(-1)?.link).toBe(page.url())
  await page.goto('/tougu/wx/nope')
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/tougu\/wx\/index$/)
})
