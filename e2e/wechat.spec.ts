import { expect, test } from '@playwright/test'
import { expectHolderPage, productPageOf, purchaseFromProductPage, purchaseToServiceAgreement, signUpToPay, tapSubscribe, viewContentUnlocked } from './support/frontDoor.js'
import { signIn, startSignedIn } from './support/session.js'
import { installWeixinJSBridge, WECHAT_UA, wxCalls } from './support/wechat.js'
import { answerPaper, auth, ordersOf, pickProduct, releaseProduct } from './support/signing.js'

// Inside WeChat, played at the message level: the app's bridge loads the real `weixin-js-sdk`, which talks to
// `window.WeixinJSBridge.invoke(name, params, callback)`. The fake below answers like WeChat: `preVerifyJSAPI`
// (wx.config) ok, the share updates ok, and `getBrandWCPayRequest` (wx.chooseWXPay) with the answers the test
// queues. WeChat pay's server-to-server notification is played by the test through the reference server's
// /api/demo/pay. 13800000009 is seeded for these tests alone; the WeChat UA makes both device projects the
// same, so one project runs them. Each flow starts on the product's page under the variant's /wx and taps its
// 立即订阅 (issue #18 follow-up).

const WECHAT_INVESTOR = '13800000009'
const ONE_PROJECT = 'the WeChat user agent makes both device projects the same'

/** The order a pay request names (the demo prepay id is `prepay_id=demo_<orderId>`). */
const orderOf = (pay: Record<string, unknown> | undefined) => (typeof pay?.package === 'string' ? pay.package.replace('prepay_id=demo_', '') : '')

test.use({ userAgent: WECHAT_UA })

test('WeChat pay inside WeChat: the server-signed parameters reach chooseWXPay, the order is paid and listed', async ({ page, request }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  const s = await signIn(request, WECHAT_INVESTOR)
  const product = await pickProduct(request, s, 0, info)
  await installWeixinJSBridge(page, ['get_brand_wcpay_request:ok'])
  await startSignedIn(page, s)
  const start = await purchaseFromProductPage(page, product.id, { base: '/tougu/wx' })
  await expect(page).toHaveURL(/\/tougu\/wx\/sign\/purchase\?/)
  await expect(page.getByText('微信支付')).toBeVisible()
  await expect(page.getByText('支付宝')).toHaveCount(0)
  await purchaseToServiceAgreement(page)
  await page.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(page)).getByRole('button', { name: '确认' }).click()
  await expect(page).toHaveURL(/\/wx\/sign\/done/)
  // No demo sheet inside WeChat: WeChat's own pay sheet was asked, with what the server signed.
  await expect(page.getByRole('dialog').filter({ hasText: '模拟支付' })).toHaveCount(0)
  const pays = await wxCalls(page, 'getBrandWCPayRequest')
  expect(pays).toHaveLength(1)
  const [open] = await ordersOf(request, s, product.id)
  expect(open?.stStatus).toBe(80)
  expect(pays[0]).toMatchObject({
    appId: 'wx0000000000demo',
    package: `prepay_id=demo_${open?.orderid}`,
    signType: 'HMAC-SHA256',
    nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/),
    timeStamp: expect.stringMatching(/^\d{10}$/),
    paySign: expect.stringMatching(/^[0-9A-F]{64}$/),
  })
  // WeChat pay notifies the merchant server; the result page sees the payment on its next poll.
  await request.post('/api/demo/pay', { data: { orderId: orderOf(pays[0]), payType: 1 }, headers: auth(s) })
  await expect(page.getByText('订阅成功')).toBeVisible({ timeout: 10_000 })
  expect((await ordersOf(request, s, product.id)).map((o) => o.stStatus)).toEqual([220])
  await page.getByRole('button', { name: '查看我的订单' }).click()
  await expect(page).toHaveURL(/\/tougu\/wx\/usercenter\/order/)
  await expect(page.getByText(product.name).first()).toBeVisible()
  // Back: the product page the flow started on, still inside the variant, a holder's now (issue #32).
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/tougu/wx${start.path.replace(/[?]/g, '\\?')}$`))
  await expectHolderPage(page, start)
  await releaseProduct(request, s, product.id)
})

test('WeChat pay cancelled inside WeChat: the order stays unpaid, and paying again uses the same order', async ({ page, request }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  const s = await signIn(request, WECHAT_INVESTOR)
  const product = await pickProduct(request, s, 1, info)
  await installWeixinJSBridge(page, ['get_brand_wcpay_request:cancel', 'get_brand_wcpay_request:ok'])
  await startSignedIn(page, s)
  const start = await signUpToPay(page, product.id, '/tougu/wx')
  await expect(page.getByRole('alert')).toHaveText('支付已取消，订单尚未支付。您可以重新支付。')
  expect((await ordersOf(request, s, product.id)).map((o) => o.stStatus)).toEqual([80])
  await page.getByRole('button', { name: '重新支付' }).click()
  await expect(page).toHaveURL(/\/wx\/sign\/done/)
  const pays = await wxCalls(page, 'getBrandWCPayRequest')
  expect(pays).toHaveLength(2)
  expect(orderOf(pays[1])).toBe(orderOf(pays[0]))
  await request.post('/api/demo/pay', { data: { orderId: orderOf(pays[1]), payType: 1 }, headers: auth(s) })
  await expect(page.getByText('订阅成功')).toBeVisible({ timeout: 10_000 })
  expect((await ordersOf(request, s, product.id)).map((o) => o.stStatus)).toEqual([220])
  await viewContentUnlocked(page, start, '/tougu/wx')
  await releaseProduct(request, s, product.id)
})

test('the WeChat variant hides Alipay and initialises the share with the page title after each navigation', async ({ page, request }, info) => {
  test.skip(info.project.name === 'android', ONE_PROJECT)
  const s = await signIn(request, WECHAT_INVESTOR)
  const product = await pickProduct(request, s, 2, info)
  await installWeixinJSBridge(page)
  await startSignedIn(page, s)
  // The product page first: its own share, with its own title.
  const start = await productPageOf(request, product.id)
  await page.goto(`/tougu/wx${start.path}`)
  const shares = async () => (await wxCalls(page, 'updateAppMessageShareData')).map((c) => c.title)
  await expect.poll(async () => (await shares()).length).toBe(1)
  const [pageTitle] = await shares()
  expect(pageTitle).toBe(await page.title())
  const [config] = await wxCalls(page, 'preVerifyJSAPI')
  expect(config?.verifyJsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'getBrandWCPayRequest']))
  await tapSubscribe(page, start.kind)
  await expect(page).toHaveURL(/\/wx\/sign\/notice\?/)
  expect(new URL(page.url()).searchParams.get('productId')).toBe(product.id)
  await expect.poll(shares).toEqual([pageTitle, '购买须知'])
  await page.getByRole('button', { name: '我已阅读，去签约' }).click()
  await expect(page).toHaveURL(/\/wx\/sign\/purchase/)
  await expect.poll(shares).toEqual([pageTitle, '购买须知', '产品签约'])
  const shared = (await wxCalls(page, 'updateAppMessageShareData'))[2]
  expect(shared?.link).toBe(page.url())
  expect((await wxCalls(page, 'updateTimelineShareData')).map((c) => c.title)).toEqual([pageTitle, '购买须知', '产品签约'])
  await expect(page).toHaveTitle('产品签约')
  await expect(page.getByText('微信支付')).toBeVisible()
  await expect(page.getByText('支付宝')).toHaveCount(0)
})
