import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { purchaseFromProductPage, signCommissionFromPurchasePage, viewContentUnlocked } from './support/frontDoor.js'
import { signIn, startSignedIn } from './support/session.js'
import { answerType2Paper, auth, ordersOf, pickProduct, releaseProduct } from './support/signing.js'

// The broker's checks of the signing pages (decision wave2-compliance-1) over the reference server.
// Investors of seed batch compliance: 101 owes fees, 102 holds 20000 (the commission product needs 100000),
// 103 (iphone) and 104 (android) are clean C4 buyers that change their own contact phone and sign COM1.
// Each check is met where an investor meets it: from the product's page, tapping 立即订阅 and the notice.

const IN_ARREARS = '13800000101'
const LOW_ASSETS = '13800000102'
const buyer = (info: TestInfo) => (info.project.name === 'android' ? '13800000104' : '13800000103')

/** /sign/purchase with the month chosen, reached from the product page through the notice. */
async function openPurchase(page: Page, productId: string) {
  await purchaseFromProductPage(page, productId, { period: true })
}

test('an investor who owes fees is refused before the contract, with what to do', async ({ page, request }, info) => {
  const s = await signIn(request, IN_ARREARS)
  const product = await pickProduct(request, s, 4, info)
  await startSignedIn(page, s)
  await openPurchase(page, product.id)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('alert')).toHaveText('您的账户存在欠费，暂不能签约。请先结清欠费后再试，如有疑问请联系您的客户经理。')
  await expect(page).toHaveURL(/\/sign\/purchase\?/)
})

test('the commission product refuses an account below its minimum assets, naming both amounts', async ({ page, request }) => {
  const s = await signIn(request, LOW_ASSETS)
  await answerType2Paper(request, s)
  await startSignedIn(page, s)
  await purchaseFromProductPage(page, 'COM1')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('alert')).toHaveText('签约该产品要求账户总资产不低于¥100,000.00，您当前账户总资产为¥20,000.00，暂不能签约。')
  await expect(page).toHaveURL(/\/sign\/purchaseCommission\?/)
  expect(await ordersOf(request, s, 'COM1')).toHaveLength(0)
})

test('a referrer code: an unknown one stops the flow, a known one names the manager and travels with the flow', async ({ page, request }, info) => {
  const s = await signIn(request, buyer(info))
  const product = await pickProduct(request, s, 4, info)
  await startSignedIn(page, s)
  await openPurchase(page, product.id)
  const code = page.getByRole('textbox', { name: '推荐人（客户经理）编号' })
  await code.fill('M9999')
  await code.blur()
  const unknown = '未找到该客户经理编号，请核对后重新输入；没有推荐人可不填写。'
  await expect(page.getByRole('alert')).toHaveText(unknown)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText(unknown).first()).toBeVisible()
  await expect(page).toHaveURL(/\/sign\/purchase\?/)
  await code.fill('m0002')
  // The code is checked as the field loses focus, which a press on 下一步 does: the manager's name appears while the
  // button is held, and must not move it from under the press (the press would then be lost).
  const next = page.getByRole('button', { name: '下一步' })
  const before = await next.boundingBox()
  await code.blur()
  await expect(page.getByText('客户经理：钱经理')).toBeVisible()
  expect((await next.boundingBox())?.y, '下一步 stays where it was pressed').toBe(before?.y)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await next.click()
  await expect(page).toHaveURL(/\/sign\/risk/)
  const flow = await page.evaluate((id) => sessionStorage.getItem(`tougu.signFlow.${id}`), product.id)
  expect(JSON.parse(flow ?? '{}')).toMatchObject({ referrer: { managerNo: 'M0002', managerName: '钱经理' } })
})

test('the contact phone is shown masked and can be changed; a wrong number is refused in place', async ({ page, request }, info) => {
  const phone = buyer(info)
  const s = await signIn(request, phone)
  const product = await pickProduct(request, s, 4, info)
  // Back to the login number first: the check below must see this test's change, not an earlier run's.
  await request.post('/api/saveCustomerPhone', { data: { phone }, headers: auth(s) })
  await startSignedIn(page, s)
  await openPurchase(page, product.id)
  const shown = page.getByTestId('contact-phone')
  await expect(shown).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await page.getByRole('button', { name: '修改' }).click()
  const input = page.getByRole('textbox', { name: '新的联系电话' })
  await input.fill('12345')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('alert')).toHaveText('请输入正确的11位手机号码')
  const changed = `139${phone.slice(3)}`
  await input.fill(changed)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('联系电话已更新')).toBeVisible()
  await expect(shown).toHaveText(`139****${phone.slice(7)}`)
  const res = await request.post('/api/getCustomerPhone', { data: {}, headers: auth(s) })
  expect(((await res.json()) as { data: { phone: string } }).data.phone).toBe(`139****${phone.slice(7)}`)
  // Tapping 下一步 with the number shown is the confirmation: the flow goes on.
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page).toHaveURL(/\/sign\/risk/)
  await request.post('/api/saveCustomerPhone', { data: { phone }, headers: auth(s) })
})

test('the commission purchase gets the limit and referrer checks of the ordinary one', async ({ page, request }, info) => {
  const s = await signIn(request, buyer(info))
  await answerType2Paper(request, s)
  await releaseProduct(request, s, 'COM1')
  await startSignedIn(page, s)
  // A second tab on the same signing page, opened before the signing (what the limit check below meets).
  const stale = await page.context().newPage()
  await startSignedIn(stale, s)
  await purchaseFromProductPage(stale, 'COM1')
  // The tab opened last is in front; the first one, behind it, gets no animation frames, and the follow-up dialog's
  // opening animation would never settle there.
  await page.bringToFront()
  const start = await purchaseFromProductPage(page, 'COM1')
  await expect(page.getByTestId('contact-phone')).toHaveText(/^1\d\d\*{4}\d{4}$/)
  const code = page.getByRole('textbox', { name: '推荐人（客户经理）编号' })
  await code.fill('X1')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('alert')).toHaveText('未找到该客户经理编号，请核对后重新输入；没有推荐人可不填写。')
  await expect(page).toHaveURL(/\/sign\/purchaseCommission\?/)
  expect(await ordersOf(request, s, 'COM1')).toHaveLength(0)
  await code.fill('M0001')
  await signCommissionFromPurchasePage(page)
  expect(await ordersOf(request, s, 'COM1')).toHaveLength(1)
  await viewContentUnlocked(page, start)
  // Signed already: the subscription limit stops a second signing (the other tab's) before payCommission is asked.
  await stale.bringToFront()
  await stale.getByRole('button', { name: '下一步' }).click()
  await expect(stale.getByRole('alert')).toHaveText('您已订阅该产品，服务期内不能重复订阅')
  expect(await ordersOf(request, s, 'COM1')).toHaveLength(1)
  await stale.close()
  await releaseProduct(request, s, 'COM1')
})

test('the risk warning shows on the first advice page of the day, once per investor', async ({ page, request }) => {
  const res = await request.post('/api/view/list', { data: { offset: 0, size: 20 } })
  const opinions = ((await res.json()) as { list: { id: string; packageId: string | null; title: string }[] }).list.filter((o) => !o.packageId)
  const [first, second] = opinions
  if (!first || !second) throw new Error('two free opinions are seeded')
  await page.goto(`/tougu/view/detail?id=${first.id}`)
  const dialog = page.getByRole('dialog', { name: '风险提示' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('本内容仅供参考，投资决策由您自主作出。投资者据此操作，风险自担，盈亏自负。')
  await dialog.getByRole('button', { name: '知道了' }).click()
  await expect(dialog).toHaveCount(0)
  // Same visitor, same day, a page load later: the opinion shows without the warning.
  await page.goto(`/tougu/view/detail?id=${second.id}`)
  await expect(page).toHaveTitle('观点详情')
  await expect(page.getByText(second.title).first()).toBeVisible()
  await expect(dialog).toHaveCount(0)
  // Another reader (an investor signing in on this browser) is warned for themselves.
  const s = await signIn(request, IN_ARREARS)
  await page.evaluate((user) => localStorage.setItem('tougu.session', JSON.stringify(user)), s.user)
  await page.goto(`/tougu/view/detail?id=${second.id}`)
  await expect(dialog).toBeVisible()
})
