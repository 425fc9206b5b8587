import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENT, installFakeNative, nativeCalls } from './support/fakeNative.js'
import { signIn, startSignedIn } from './support/session.js'

// Spec §2 / §4: the root view shows the type 2 follow-up overlay after login for an investor who has a paper;
// submitting it clears the paper, hides the overlay and restores pull-refresh. An answered paper is not
// offered again and the e2e server's database is shared by all spec files, so these tests use the two demo
// investors no other spec touches (02, 04) and run in one device project only: the overlay logic does
// not depend on the device, and the android project's investors' papers are answered by the signing specs.
const PAPER_PROJECT = 'iphone'

async function answerAndSubmit(page: Page) {
  const dialog = page.getByRole('dialog', { name: '投顾产品回访问卷' })
  const question = (topic: string) => dialog.getByRole('region', { name: new RegExp(topic) })
  await question('您是否本人签署了投顾服务协议').getByText('是', { exact: true }).click()
  await question('签约前工作人员是否向您充分揭示了产品风险').getByText('是', { exact: true }).click()
  await question('是否有工作人员向您承诺收益或保本').getByText('否', { exact: true }).click()
  await question('您了解投资顾问服务不代客理财吗').getByText('了解', { exact: true }).click()
  await question('您对本次服务还有什么意见或建议').getByPlaceholder('请填写该题的答案').fill('服务很好')
  await dialog.getByRole('button', { name: '确认' }).click()
  await expect(dialog).toHaveCount(0, { timeout: 10_000 })
}

test.describe('in the native app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('the type 2 overlay appears after login and submitting clears it', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== PAPER_PROJECT, 'each paper can be answered once per database')
    const session = await signIn(request, '13800000002')
    await installFakeNative(page, { user: session.user })
    await page.goto('/tougu/index')
    const dialog = page.getByRole('dialog', { name: '投顾产品回访问卷' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(session.user.userName ?? '').first()).toBeVisible()
    // The page must not refresh under the questionnaire.
    await expect
      .poll(async () => (await nativeCalls(page, 'setPullRefresh')).at(-1))
      .toEqual({ down: false, up: false })

    // Submitting with a question left open is refused with the spec's message.
    await dialog.getByRole('button', { name: '确认' }).click()
    await expect(page.getByText('请完成第1题后再提交')).toBeVisible()

    await answerAndSubmit(page)
    // Home's pull-down comes back.
    await expect
      .poll(async () => (await nativeCalls(page, 'setPullRefresh')).at(-1))
      .toEqual({ down: true, up: false })
    await page.reload()
    await expect(page.getByRole('region', { name: '投资顾问' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toHaveCount(0)
  })
})

test('a visitor never sees the questionnaire', async ({ page }) => {
  await page.goto('/tougu/index')
  await expect(page.getByRole('region', { name: '投资顾问' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toHaveCount(0)
})

test.describe('in the native app, after a reload', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('the unanswered paper is kept and shows again without a new fetch', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== PAPER_PROJECT, 'each paper can be answered once per database')
    const session = await signIn(request, '13800000004')
    await installFakeNative(page, { user: session.user })
    await page.goto('/tougu/view/list')
    await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tougu.clientStore')))
      .toContain('"followupPaper":{')

    // The unanswered paper is kept in tougu.clientStore (decision api-4c): after a reload it shows again
    // without being fetched.
    let fetched = 0
    await page.route('**/api/user/getFollowupPaper**', (route) => {
      fetched += 1
      return route.abort()
    })
    await page.reload()
    await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toBeVisible()
    expect(fetched).toBe(0)
  })
})

// Spec §4: the type 2 paper is fetched "after login in the app" (decision wave2-reach-6): a signed-in investor with
// an unanswered paper gets no questionnaire in a browser (nor in WeChat, which is a browser to the app here).
test('in a browser, a signed-in investor with an unanswered paper is not asked for it', async ({
  page,
  request,
}) => {
  // 13800000004's paper stays unanswered in this file (the test above only shows it).
  const session = await signIn(request, '13800000004')
  await startSignedIn(page, session)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/user/getFollowupPaper')) asked.push(r.url())
  })
  // The session is checked before the first page (getUserInfo); the paper would be asked for on that session.
  const checked = page.waitForResponse((r) => r.url().includes('/api/user/getUserInfo'))
  await page.goto('/tougu/view/list')
  await checked
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '观点' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('main').locator('li').first()).toBeVisible()
  expect(asked).toEqual([])
  await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toHaveCount(0)
})
