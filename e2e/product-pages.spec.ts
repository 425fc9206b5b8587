import { expect, test, type Page } from '@playwright/test'
import { acknowledgeRiskWarning, signIn, startSignedIn } from './support/session.js'
import { answerType2Paper } from './support/signing.js'
import { contentIdOf, HOLDER_PHONE } from './support/frontDoor.js'

// Product and share pages are advice pages (issue #37): today's 风险提示 is taken as read here; it is
// e2e/compliance-launch.spec.ts's subject.
test.beforeEach(({ page }) => acknowledgeRiskWarning(page))

// Issue #16, product pages that sell: the price card, the risk level in plain words, the adviser's
// credentials, what the subscription includes with its holders, and the purchase bar kept in reach with the
// action the investor's state allows. The holder is seed batch 3's TIP10 holder (e2e/support/frontDoor.ts),
// who only reads here; the signed-out visitor buys nothing, so no state is left behind.

const priceCard = (page: Page) => page.getByRole('region', { name: '价格' })
const purchaseBar = (page: Page) => page.getByRole('region', { name: '订阅操作' })

async function expectSellingParts(page: Page) {
  await expect(page.getByRole('region', { name: '风险等级' })).toContainText(
    /R[1-5] (低|中低|中|中高|高)风险/,
  )
  await expect(page.getByRole('region', { name: '风险等级' })).toContainText('适合')
  const credentials = page.getByRole('region', { name: '投资顾问资质' })
  await expect(credentials).toContainText(/执业编号\s*S\d{12}/)
  await expect(credentials).toContainText('所属团队')
  await expect(credentials).toContainText(/从业年限\s*\d+年/)
  const includes = page.getByRole('region', { name: '订阅内容' })
  await expect(includes).toContainText(/已有[\d.]+万?人订阅/)
  await expect(includes.getByRole('listitem').first()).toBeVisible()
  // In reach: at the bottom of the screen even after scrolling to the end of the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(purchaseBar(page)).toBeInViewport()
  const box = await purchaseBar(page).boundingBox()
  const height = page.viewportSize()?.height ?? 0
  expect(box && Math.round(box.y + box.height)).toBe(height)
}

test('tips introduction, signed out: price card, the parts that sell, and 立即订阅 carrying the tapped period', async ({
  page,
  request,
}) => {
  const id = await contentIdOf(request, '/api/tips/list', 'TIP10')
  await page.goto(`/tougu/tips/brief?id=${id}`)
  // Nothing tapped: the lowest price on sale, its period, and 起 when there are several.
  await expect(priceCard(page)).toContainText(/¥[\d.]+/)
  await expect(priceCard(page)).toContainText('起')
  await expectSellingParts(page)
  await page
    .getByRole('radiogroup', { name: '选择订阅周期' })
    .getByRole('radio', { name: /^1个月/ })
    .click()
  await expect(priceCard(page)).toContainText('/ 1个月')
  await expect(priceCard(page)).not.toContainText('起')
  await expect(priceCard(page).locator('.tg-price-card-main del')).toContainText(/¥[\d.]+/)
  await expect(purchaseBar(page)).toContainText('/ 1个月')
  // One subscribe action on the page, in the bar.
  await expect(page.getByRole('button', { name: '立即订阅' })).toHaveCount(1)
  await purchaseBar(page).getByRole('button', { name: '立即订阅' }).click()
  await expect(page).toHaveURL(/\/sign\/notice\?productId=TIP10&.*periodId=14/)
})

test('tips introduction, holder: 已订阅 in the bar, no period to choose, no subscribe button', async ({
  page,
  request,
}) => {
  const s = await signIn(request, HOLDER_PHONE)
  await answerType2Paper(request, s)
  const id = await contentIdOf(request, '/api/tips/list', 'TIP10')
  await startSignedIn(page, s)
  await page.goto(`/tougu/tips/brief?id=${id}`)
  await expect(purchaseBar(page).getByRole('button', { name: '已订阅' })).toBeDisabled()
  await expect(page.getByRole('button', { name: '立即订阅' })).toHaveCount(0)
  await expect(page.getByRole('radiogroup', { name: '选择订阅周期' })).toHaveCount(0)
  await expect(priceCard(page)).toContainText(/¥[\d.]+/)
})

test('opinion package, signed out: price card, the parts that sell, 立即订阅 starts the sign flow', async ({
  page,
  request,
}) => {
  const id = await contentIdOf(request, '/api/view/packageList', 'PKG3')
  await page.goto(`/tougu/view/pkgDetail?id=${id}`)
  await expect(priceCard(page)).toContainText(/¥[\d.]+/)
  await expectSellingParts(page)
  await purchaseBar(page).getByRole('button', { name: '立即订阅' }).click()
  await expect(page).toHaveURL(/\/sign\/notice\?productId=PKG3&/)
})

test('commission introduction, signed out: the rate as its price, the parts that sell, 立即订阅', async ({
  page,
  request,
}) => {
  const id = await contentIdOf(request, '/api/commission/list', 'COM1')
  await page.goto(`/tougu/commission/brief?id=${id}`)
  await expect(priceCard(page)).toContainText('服务费率')
  await expect(priceCard(page)).toContainText('万分之')
  await expectSellingParts(page)
  await expect(purchaseBar(page)).toContainText('万分之')
  await purchaseBar(page).getByRole('button', { name: '立即订阅' }).click()
  await expect(page).toHaveURL(/\/sign\/notice\?productId=COM1&/)
})

test('adviser home: the credentials block under the profile', async ({ page, request }) => {
  const res = await request.post('/api/adviser/list', { data: { offset: 0, size: 1 } })
  const [adviser] = ((await res.json()) as { list: { id: string; qualificationNo: string }[] }).list
  if (!adviser) throw new Error('the seed has no adviser')
  await page.goto(`/tougu/tougu/home?id=${adviser.id}`)
  const credentials = page.getByRole('region', { name: '投资顾问资质' })
  await expect(credentials).toContainText(`执业编号${adviser.qualificationNo}`)
  await expect(credentials).toContainText(/从业年限\s*\d+年/)
})
