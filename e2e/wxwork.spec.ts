import { expect, test, type Page } from '@playwright/test'
import { signIn, startSignedIn } from './support/session.js'

// Enterprise WeChat (WeCom, decision wave2-reach19-6): like WeChat, its webview blocks Alipay's pages, so
// Alipay is not offered; its own menu forwards the page, which the share page says.

const WXWORK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light'

/** The pay methods offered (antd-mobile's radios keep their input out of the accessibility tree: read the labels). */
async function payMethods(page: Page, productId: string): Promise<string[]> {
  await page.goto(`/tougu/sign/purchase?productId=${productId}`)
  const labels = page.locator('.adm-radio-content')
  await expect(labels.filter({ hasText: '微信支付' })).toBeVisible()
  return (await labels.allInnerTexts()).map((t) => t.trim())
}

test.describe('in a mobile browser', () => {
  test('Alipay is offered beside WeChat pay', async ({ page, request }) => {
    await startSignedIn(page, await signIn(request, '13800000012'))
    expect(await payMethods(page, 'PKG8')).toEqual(['微信支付', '支付宝'])
  })
})

test.describe('inside enterprise WeChat', () => {
  test.use({ userAgent: WXWORK_UA })

  test('Alipay is not offered, and the share page points to the menu', async ({ page, request }) => {
    await startSignedIn(page, await signIn(request, '13800000012'))
    expect(await payMethods(page, 'PKG8')).toEqual(['微信支付'])

    const list = await request.post('/api/view/list', { data: { offset: 0, size: 1 } })
    const id = ((await list.json()) as { list: { id: string }[] }).list[0]!.id
    await page.goto(`/tougu/view/share?id=${id}`)
    await expect(page.getByText('点击右上角“…”，可将本页转发给微信好友或同事')).toBeVisible()
    // No web share sheet to promise inside WeCom; the link can still be copied.
    await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible()
  })
})
