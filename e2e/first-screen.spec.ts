import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './support/hold.js'
import { collectConsoleErrors } from './support/session.js'

/**
 * Holds the app's own chunk (main.tsx: modulepreloaded by the server, imported by the boot entry after the shell's
 * first paint) until `release()`: what shows meanwhile is index.html's shell and what the boot entry does.
 */
const holdAppCode = (page: Page) => holdRequests(page, /\/assets\/main-[^/]+\.js$/)
/** The seed's first banner as every writer of the page asks for it: the artwork's middle width (core's mediaSources). */
const FIRST_BANNER = '/tougu/media/banner/B1.webp?w=960'

// Decision wave2-speed-9: index.html's shell has home's search and banner boxes, and the boot entry shows the first
// banner in it as soon as the banners' answer names it, before the app's code has run; the app's strip then takes
// its place at the same position and size.
test("home's first banner shows in the shell before the app's code, and the app's banner takes its place", async ({ page }) => {
  const errors = collectConsoleErrors(page)
  // The app's code held until the shell has shown the banner.
  const { held, release } = await holdAppCode(page)
  await page.goto('/tougu/index')

  const shellPicture = page.locator('.tg-shell-picture img')
  await expect(shellPicture).toHaveAttribute('src', FIRST_BANNER)
  await expect.poll(() => shellPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const shellBox = await shellPicture.boundingBox()
  expect(held.length).toBeGreaterThan(0)
  // Nothing of the app yet: the page is still index.html's shell.
  await expect(page.locator('.tg-page')).toHaveCount(0)

  await release()
  const appPicture = page.locator('.tg-banners img').first()
  await expect(appPicture).toHaveAttribute('src', FIRST_BANNER)
  await expect(page.locator('.tg-shell')).toHaveCount(0)
  // Same place, same size: the banner does not jump when the app replaces the shell.
  expect(await appPicture.boundingBox()).toEqual(shellBox)
  expect(errors).toEqual([])
})

// Decision wave2-speed-17: the server puts the first banner into index.html, so the picture loads with the page, not
// after the boot entry and the banners' answer. With every script held it is there all the same.
test("home's first banner is in the page as served, before any script runs", async ({ page }) => {
  const scripts = await holdRequests(page, /\.js$/)
  const banners = await holdRequests(page, /\/api\/getTgIndexBanners$/)
  await page.goto('/tougu/index', { waitUntil: 'commit' })
  const shellPicture = page.locator('.tg-shell-picture img')
  await expect.poll(() => shellPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(shellPicture).toHaveAttribute('src', FIRST_BANNER)
  // The banner box: the page's width less its 12 px margins, at the artwork's 75:28 (issue #33).
  const box = await shellPicture.boundingBox()
  expect(box?.width).toBe(page.viewportSize()!.width - 24)
  expect(Math.abs(box!.height - ((page.viewportSize()!.width - 24) * 28) / 75)).toBeLessThan(1)
  expect(banners.held).toHaveLength(0)
  await scripts.release()
  await banners.release()
  await expect(page.locator('.tg-banners img').first()).toHaveAttribute('src', FIRST_BANNER)
  await expect(page.locator('.tg-shell')).toHaveCount(0)
})

test("another route's shell has no home boxes: its skeleton rows sit under the title bar", async ({ page }) => {
  const { held, release } = await holdAppCode(page)
  await page.goto('/tougu/tips/list')
  await expect(page.locator('.tg-shell-title')).toHaveText('锦囊')
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(page.locator('.tg-shell-home')).toBeHidden()
  await expect(page.locator('.tg-shell-row').first()).toBeVisible()
  expect((await page.locator('.tg-shell-row').first().boundingBox())?.y).toBe(45)
  await release()
  await expect(page.locator('.tg-shell')).toHaveCount(0)
  await expect(page.locator('.tg-banners')).toHaveCount(0)
})

// Decision wave2-speed-15: the shell paints before the app's stylesheets (the server puts them after it). Its own
// body rule is app.css's page frame, so the title bar neither moves (the browser's 8 px body margin) nor changes font
// when they arrive.
test("the shell does not move when the app's stylesheets arrive", async ({ page }) => {
  const sheets = await holdRequests(page, /\/assets\/[^/]+\.css$/)
  const { release } = await holdAppCode(page)
  // Not until `load`: that waits for the held sheets.
  await page.goto('/tougu/tips/list', { waitUntil: 'commit' })
  const bar = page.locator('.tg-shell-bar')
  await expect(bar).toBeVisible()
  await expect.poll(() => sheets.held.length).toBeGreaterThan(0)
  const frame = () => bar.evaluate((el) => ({ box: el.getBoundingClientRect().toJSON() as DOMRect, font: getComputedStyle(el).fontFamily }))
  const before = await frame()
  expect(before.box.x).toBe(0)
  expect(before.box.y).toBe(0)

  await sheets.release()
  await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(2)
  expect(await frame()).toEqual(before)
  await release()
  await expect(page.locator('.tg-shell')).toHaveCount(0)
})

// Decision wave2-speed-11: an advice page a visit starts on gets its risk warning from the boot entry, before the
// app's code; 知道了 works there, and the app, once in, shows no second warning.
test("an opinion opened first shows its risk warning before the app's code, and 知道了 works there", async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const { held, release } = await holdAppCode(page)
  await page.goto('/tougu/view/detail?id=OP0027')
  const dialog = page.getByRole('dialog', { name: '风险提示' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('本内容仅供参考，投资决策由您自主作出。投资者据此操作，风险自担，盈亏自负。')
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(page.locator('.tg-page')).toHaveCount(0)
  // Drawn by the theme's stylesheet (in the page's head), not unstyled: the dialog's own dim and rounded box.
  expect(await dialog.evaluate((d) => getComputedStyle(d).borderRadius)).toBe('8px')
  await dialog.getByRole('button', { name: '知道了' }).click()
  await expect(dialog).toHaveCount(0)

  await release()
  await expect(page.locator('.tg-shell')).toHaveCount(0)
  await expect(page).toHaveTitle('观点详情')
  await expect(page.locator('.tg-page')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(errors).toEqual([])
})
