import { expect, test, type FrameLocator, type Page } from '@playwright/test'

// The device conformance page (conformance.html) inside the simulator's phone frame: the simulator's host must
// pass every case, automatic and person-driven (this test plays the person); a deliberately broken host
// (?fault=numeric-ids: every capability answered with a numeric id) must fail exactly the cases it breaks.

const AUTO_CASES = [
  'hello', 'queue', 'concurrent', 'unknown-method', 'malformed-request', 'timeout', 'abort', 'cancel-reasons',
  'capability-getVersion', 'capability-getUserInfo', 'capability-getRiskLevel', 'capability-setTitle',
  'capability-setTopBarColor', 'capability-setMenu', 'capability-setPullRefresh', 'capability-stopPullRefresh',
  'capability-copy', 'well-formed',
]

function open(page: Page, query: string): FrameLocator {
  void page.goto(`/?app=${encodeURIComponent('/conformance.html')}${query}`)
  return page.frameLocator('#webviews iframe').first()
}

const item = (frame: FrameLocator, id: string) => frame.locator(`li[data-case="${id}"]`)

async function waitForAuto(frame: FrameLocator) {
  await expect(frame.locator('body[data-auto="done"]')).toBeAttached({ timeout: 45_000 })
}

async function statuses(frame: FrameLocator): Promise<Record<string, string>> {
  const rows = await frame.locator('#auto > li').evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-case'), li.getAttribute('data-status')]))
  return Object.fromEntries(rows) as Record<string, string>
}

async function start(frame: FrameLocator, id: string) {
  await item(frame, id).locator('button.start').click()
  // Quick cases may already have their verdict.
  await expect(item(frame, id)).not.toHaveAttribute('data-status', 'todo')
}

async function expectPass(frame: FrameLocator, id: string) {
  await expect(item(frame, id), `${id}: ${await item(frame, id).locator('small.detail').textContent()}`).toHaveAttribute('data-status', 'pass', { timeout: 15_000 })
}

for (const platform of ['ios', 'android'] as const) {
  test(`the simulator host passes every case (${platform})`, async ({ page }) => {
    test.setTimeout(120_000)
    const frame = open(page, `&platform=${platform}`)
    await waitForAuto(frame)
    expect(await statuses(frame)).toEqual(Object.fromEntries(AUTO_CASES.map((id) => [id, 'pass'])))
    const sheet = page.locator('#sheet-layer')

    // Events: the menu item the page set, then pull down and up.
    await start(frame, 'event-menuTap')
    await page.locator('#nav-menu button', { hasText: '检查' }).click()
    await expectPass(frame, 'event-menuTap')
    await expect(page.locator('#nav-menu button')).toHaveCount(0)

    await start(frame, 'event-pull')
    await page.locator('#pull-down').click()
    await expect(item(frame, 'event-pull').locator('.instruction')).toHaveText('现在上拉加载')
    await page.locator('#pull-up').click()
    await expectPass(frame, 'event-pull')
    await expect(page.locator('#pull-down')).toBeHidden()

    // A child webview closed from its own page; the page below gets resume.
    await start(frame, 'webview-resume')
    const child = page.frameLocator('#webviews iframe >> nth=1')
    await child.getByRole('button', { name: '关闭此页' }).click()
    await expectPass(frame, 'webview-resume')
    await expect(page.locator('#webviews iframe')).toHaveCount(1)

    // Sheets the person answers: login closed (no server behind this simulator), share, pay cancelled.
    await start(frame, 'login')
    await sheet.getByRole('button', { name: '取消' }).click()
    await expect(item(frame, 'login')).toHaveAttribute('data-status', 'skip')
    await expect(item(frame, 'login').locator('small.detail')).toContainText('CANCELLED')

    await start(frame, 'risk')
    await expectPass(frame, 'risk') // not signed in: NATIVE_ERROR 未登录, a valid answer

    await start(frame, 'share')
    await sheet.getByRole('button', { name: '微信好友' }).click()
    await expectPass(frame, 'share')

    await start(frame, 'save-image-keepalive')
    await expectPass(frame, 'save-image-keepalive')
    await expect(item(frame, 'save-image-keepalive').locator('small.detail')).toContainText('keepAlive updates')

    await start(frame, 'pay')
    await sheet.getByRole('button', { name: '取消支付' }).click()
    await expectPass(frame, 'pay')
    await expect(item(frame, 'pay').locator('small.detail')).toContainText('CANCELLED')

    await start(frame, 'pdf')
    await expectPass(frame, 'pdf')
    await expect(page.locator('#webviews iframe')).toHaveCount(2)
    await page.locator('#nav-back').click()
    await expect(page.locator('#webviews iframe')).toHaveCount(1)

    await start(frame, 'native-pages')
    await expectPass(frame, 'native-pages')

    // Cancel closes the host's UI: the sheet appears, the page gives up, the sheet must go.
    for (const id of ['cancel-aborted', 'cancel-timeout']) {
      await start(frame, id)
      await expect(sheet).toBeVisible()
      await expect(item(frame, id).getByRole('button', { name: '是' })).toBeVisible({ timeout: 10_000 })
      await expect(sheet).toBeHidden()
      await item(frame, id).getByRole('button', { name: '是' }).click()
      await expectPass(frame, id)
    }

    await expect(frame.locator('#summary')).toHaveAttribute('data-failed', '0')
    await expect(frame.locator('#summary')).toContainText('待操作 0')
  })
}

test('a host answering with numeric ids fails exactly the cases it breaks', async ({ page }) => {
  test.setTimeout(90_000)
  const frame = open(page, '&fault=numeric-ids')
  await expect(page.locator('#banner')).toContainText('fault=numeric-ids')
  await waitForAuto(frame)
  const passing = new Set(['hello', 'unknown-method', 'malformed-request'])
  expect(await statuses(frame)).toEqual(Object.fromEntries(AUTO_CASES.map((id) => [id, passing.has(id) ? 'pass' : 'fail'])))
  await expect(item(frame, 'well-formed').locator('small.detail')).toContainText('malformed')
  await expect(item(frame, 'capability-getVersion').locator('small.detail')).toContainText('TIMEOUT')

  // A person-driven case fails too: the menu is never set (setMenu's reply is malformed).
  await start(frame, 'event-menuTap')
  await expect(item(frame, 'event-menuTap')).toHaveAttribute('data-status', 'fail', { timeout: 10_000 })
  await expect(frame.locator('#summary')).not.toHaveAttribute('data-failed', '0')
})

test('a host silent on unknown methods fails only the unknown-method case', async ({ page }) => {
  const frame = open(page, '&fault=ignore-unknown')
  await waitForAuto(frame)
  expect(await statuses(frame)).toEqual(Object.fromEntries(AUTO_CASES.map((id) => [id, id === 'unknown-method' ? 'fail' : 'pass'])))
})
