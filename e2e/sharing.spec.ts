import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { APP_USER_AGENT, installFakeNative, nativeCalls, nativeEvent } from './support/fakeNative.js'
import { expectSignFlowFor, productPageOf, releaseFirst, signCommissionFromPurchasePage, tapSubscribe } from './support/frontDoor.js'
import { answerType2Paper, auth } from './support/signing.js'
import { acknowledgeRiskWarning, signIn } from './support/session.js'

// Product and share pages are advice pages (issue #37): today's 风险提示 is taken as read here; it is
// e2e/compliance-launch.spec.ts's subject.
test.beforeEach(({ page }) => acknowledgeRiskWarning(page))

// Sharing (decision wave2-reach19-2): /view/share's share picture (430 px, JPEG 0.5, QR code of the opinion),
// saved and shared as an image by the app above the firm's minimum version; 分享 in the native menu where a
// page is shareable; the purchase result closes a webview opened for the purchase.

async function anyOpinion(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.post('/api/view/list', { data: { offset: 0, size: 1 } })
  const first = ((await res.json()) as { list: { id: string; title: string }[] }).list[0]!
  return first
}

/** The picture's encoding and size as the browser decodes it. */
async function pictureOf(page: Page) {
  const img = page.getByRole('img', { name: /^分享图片：/ })
  await expect(img).toBeVisible()
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode()
    return { type: el.src.slice(0, el.src.indexOf(',')), width: el.naturalWidth, height: el.naturalHeight, bytes: el.src.length }
  })
}

test('a browser gets the share picture to keep: JPEG, 430 px wide, with a download', async ({ page, request }) => {
  const opinion = await anyOpinion(request)
  await page.goto(`/tougu/view/share?id=${opinion.id}`)
  const picture = await pictureOf(page)
  expect(picture.type).toBe('data:image/jpeg;base64')
  expect(picture.width).toBe(430)
  expect(picture.height).toBeGreaterThan(430)
  await expect(page.getByRole('img', { name: `分享图片：${opinion.title}` })).toBeVisible()
  const download = page.getByRole('link', { name: '保存图片' })
  await expect(download).toHaveAttribute('download', /\.jpg$/)
  await expect(page.getByRole('button', { name: '分享图片' })).toHaveCount(0)
})

test.describe('inside the firm app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('the app shares and saves the picture, and its menu shares the link', async ({ page, request }) => {
    const opinion = await anyOpinion(request)
    await installFakeNative(page)
    await page.goto(`/tougu/view/share?id=${opinion.id}`)
    const picture = await pictureOf(page)
    expect(picture.width).toBe(430)

    await page.getByRole('button', { name: '分享图片' }).click()
    await expect.poll(async () => (await nativeCalls(page, 'share')).length).toBe(1)
    const [shared] = (await nativeCalls(page, 'share')) as { kind: string; image: string }[]
    expect(shared!.kind).toBe('image')
    expect(shared!.image.startsWith('data:image/jpeg;base64,')).toBe(true)
    // What the share came to, in words: never the bridge's channel name (`native`) or a code (issue #32).
    await expect(page.getByRole('status')).toHaveText('分享成功')

    await page.getByRole('button', { name: '保存图片' }).click()
    await expect.poll(async () => (await nativeCalls(page, 'saveImage')).length).toBe(1)
    await expect(page.getByText('图片已保存')).toBeVisible()

    await expect.poll(() => nativeCalls(page, 'setMenu')).toContainEqual({ items: [{ id: 'share', text: '分享', icon: 'share' }] })
    await nativeEvent(page, 'menuTap', { id: 'share' })
    await expect
      .poll(async () => ((await nativeCalls(page, 'share')) as { kind: string; link?: string }[]).filter((c) => c.kind === 'link'))
      .toEqual([expect.objectContaining({ kind: 'link', title: opinion.title, link: expect.stringContaining(`/tougu/view/detail?id=${opinion.id}`) })])
  })

  test('below the firm minimum version the app is not asked to share a picture', async ({ page, request }) => {
    const opinion = await anyOpinion(request)
    await installFakeNative(page, { appVersion: '5.9.0' })
    await page.goto(`/tougu/view/share?id=${opinion.id}`)
    await expect(page.getByText('当前App版本不支持图片分享，请升级App')).toBeVisible()
    await expect(page.getByRole('button', { name: '分享图片' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '保存图片' })).toBeVisible()
  })

  test('an opinion puts 分享 in the native menu; tapping it opens the share page', async ({ page, request }) => {
    const opinion = await anyOpinion(request)
    await installFakeNative(page)
    await page.goto(`/tougu/view/detail?id=${opinion.id}`)
    await expect.poll(() => nativeCalls(page, 'setMenu')).toContainEqual({ items: [{ id: 'share', text: '分享', icon: 'share' }] })
    await nativeEvent(page, 'menuTap', { id: 'share' })
    await expect.poll(() => nativeCalls(page, 'openWebview')).toContainEqual(expect.objectContaining({ url: expect.stringContaining(`/tougu/view/share?id=${opinion.id}`) }))
  })

  test('the result of a purchase opened in its own webview closes it with 完成', async ({ page, request }, info) => {
    const phone = info.project.name === 'android' ? '13800000192' : '13800000191'
    const session = await signIn(request, phone)
    await answerType2Paper(request, session)
    await releaseFirst(request, session, 'COM1')
    await installFakeNative(page, { user: session.user })
    // Where the investor starts: the commission product's page; 立即订阅 asks the app for a new webview, whose first
    // page is the signing notice.
    const product = await productPageOf(request, 'COM1')
    await page.goto(`/tougu${product.path}`)
    await tapSubscribe(page, product.kind)
    let opened = ''
    await expect
      .poll(async () => (opened = ((await nativeCalls(page, 'openWebview')).at(-1) as { url?: string } | undefined)?.url ?? ''))
      .toMatch(/\/sign\/notice\?/)
    // The app's new webview: a page of its own, with the bridge, opening the address the app was asked for.
    const webview = await page.context().newPage()
    await installFakeNative(webview, { user: session.user })
    await webview.goto(opened)
    await expectSignFlowFor(webview, product, 'notice')
    await webview.getByRole('button', { name: '我已阅读，去签约' }).click()
    await expectSignFlowFor(webview, product, 'purchaseCommission')
    await signCommissionFromPurchasePage(webview)
    await webview.getByRole('button', { name: '完成' }).click()
    await expect.poll(async () => (await nativeCalls(webview, 'closeWebview')).length).toBe(1)
  })

  test('a result page reached inside a webview that began elsewhere does not close it', async ({ page, request }, info) => {
    const phone = info.project.name === 'android' ? '13800000192' : '13800000191'
    const session = await signIn(request, phone)
    await answerType2Paper(request, session)
    await releaseFirst(request, session, 'COM1')
    const signed = await request.post('/api/payCommission', { headers: auth(session), data: { productId: 'COM1', clientKey: `close-webview-${phone}` } })
    const orderId = ((await signed.json()) as { data: { orderId: string } }).data.orderId
    await installFakeNative(page, { user: session.user })
    await page.goto('/tougu/commission/list')
    // The app starts after the shell's first paint: a route pushed before it has rendered would be its first page
    // (a webview opened on the result, which 完成 closes). Wait for the list, as an investor would.
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
    await page.evaluate((path) => {
      history.pushState(null, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/tougu/sign/commissionDone?productId=COM1&orderId=${orderId}&returnTo=%2Fcommission%2Fbrief%3Fid%3DCOM1`)
    // The result page's chunk loads only now (a popstate does not preload it): a wait, not a verdict.
    await expect(page.getByRole('button', { name: '查看内容' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: '完成' })).toHaveCount(0)
  })
})
