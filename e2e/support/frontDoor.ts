import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { acknowledgeRiskWarning, signIn, startSignedIn, type DemoSession } from './session.js'
import { answerPaper, answerType2Paper, auth, choosePeriod, ordersOf, releaseProduct } from './signing.js'
import { nativeCalls } from './fakeNative.js'

// Walking the front door (e2e/front-door.spec.ts): from a product page's own 立即订阅 through the signing
// flow and back to the content, by tapping only. Seed batch 3 gives each device project its own investor
// (decision wave2-frontdoor-1), so the iphone and android runs never buy the same product as the same
// investor, and no other spec signs them in.

/** One buying investor per device project: 13800000010 (iphone), 13800000011 (android). */
export function frontDoorPhone(info: TestInfo): string {
  return info.project.name === 'android' ? '13800000011' : '13800000010'
}

/** Holds TIP10 in service and only reads it (the privilege-failure test). */
export const HOLDER_PHONE = '13800000012'

/** Signs this project's buyer in, answers the after-login paper (another screen's subject), starts the page signed in. */
export async function startAsBuyer(
  page: Page,
  request: APIRequestContext,
  info: TestInfo,
): Promise<DemoSession> {
  const s = await signIn(request, frontDoorPhone(info))
  await answerType2Paper(request, s)
  await startSignedIn(page, s)
  return s
}

/**
 * Leaves the product subscribable for this investor: a run against a kept database (a reused server) finds
 * the earlier run's order and cancels or refunds it, as the other signing specs do.
 */
export async function releaseFirst(
  request: APIRequestContext,
  s: DemoSession,
  productId: string,
): Promise<void> {
  await releaseProduct(request, s, productId)
  expect(await ordersOf(request, s, productId)).toEqual([])
}

/**
 * From the purchase notice (reached by tapping 立即订阅) to the paid result, then 查看内容 back to `returnPath`.
 * On /sign/purchase the period is tapped by its visible text, whether or not one is preselected.
 */
export async function buyThroughSignFlow(page: Page, returnPath: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sign\/notice\?/)
  await page.getByRole('button', { name: '我已阅读，去签约' }).click()
  await expect(page).toHaveURL(/\/sign\/purchase\?/)
  await page.getByRole('radiogroup').getByText('1个月', { exact: true }).click()
  await page.getByRole('button', { name: '下一步' }).click()
  await confirmOpinionAndDisclosure(page, 'attachService')
  await page.getByText('我已阅读并同意以上服务协议').click()
  await page.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(page)).getByRole('button', { name: '确认' }).click()
  const sheet = page.getByRole('dialog').filter({ hasText: '模拟支付' })
  await expect(sheet).toBeVisible()
  // The sheet opens over the payment's page, not one titled 服务协议 (issue #33).
  await expect(page.locator('.tg-nav-bar-title')).toHaveText('支付订单')
  await expect(page).toHaveTitle('支付订单')
  await sheet.getByRole('button', { name: '确认支付' }).click()
  await expect(page).toHaveURL(/\/sign\/done\?/)
  await expect(page.getByText('订阅成功')).toBeVisible()
  await page.getByRole('button', { name: '查看内容' }).click()
  await expect(page).toHaveURL(returnPath)
}

/**
 * The commission product's signing from its purchase page (issue #37): 下一步 (the checks), the 匹配意见 on
 * /sign/risk, the risk disclosure, its own agreement ticked, 确认签约, the 购买前回访 paper, then the result.
 */
export async function signCommissionFromPurchasePage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sign\/purchaseCommission\?/)
  await page.getByRole('button', { name: '下一步' }).click()
  await confirmOpinionAndDisclosure(page, 'attachCommissionService')
  await page.getByText('我已阅读并同意以上服务协议').click()
  await page.getByRole('button', { name: '确认签约' }).click()
  await (await answerPaper(page)).getByRole('button', { name: '确认' }).click()
  await expect(page).toHaveURL(/\/sign\/commissionDone\?/)
}

/** The commission product's own route: notice → /sign/purchaseCommission → its steps → /sign/commissionDone → 查看内容. */
export async function signCommission(page: Page, returnPath: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sign\/notice\?/)
  await page.getByRole('button', { name: '我已阅读，去签约' }).click()
  await signCommissionFromPurchasePage(page)
  await expect(page.getByText('签约成功')).toBeVisible()
  await page.getByRole('button', { name: '查看内容' }).click()
  await expect(page).toHaveURL(returnPath)
}

/** The kinds of product page (queryProductInfo's `content.kind`). */
export type ProductPageKind = 'tips' | 'package' | 'live' | 'commission'

/** A product and the page that sells it: where an investor meets the product (issue #18 follow-up). */
export interface ProductPage {
  productId: string
  kind: ProductPageKind
  /** The content's own id (TP…, VP…, LV…, CM…), never the product id. */
  contentId: string
  /** The page's route under the app's base, e.g. `/tips/brief?id=TP003`. */
  path: string
}

const PAGE_OF: Record<ProductPageKind, string> = {
  tips: '/tips/brief',
  package: '/view/pkgDetail',
  live: '/live/detail',
  commission: '/commission/brief',
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The page that sells a product, through the server's reverse link (queryProductInfo's `content`). The seed
 * keeps content ids apart from product ids, so a screen passing one where the other belongs fails the check
 * of `expectSignFlowFor`.
 */
export async function productPageOf(request: APIRequestContext, productId: string): Promise<ProductPage> {
  const res = await request.post('/api/queryProductInfo', { data: { productId } })
  const body = (await res.json()) as { data?: { content: { kind: ProductPageKind; id: string } | null } }
  const content = body.data?.content
  if (!content) throw new Error(`${productId} has no page in the app: no tap leads to it`)
  expect(content.id, 'a content id distinct from its product id').not.toBe(productId)
  return {
    productId,
    kind: content.kind,
    contentId: content.id,
    path: `${PAGE_OF[content.kind]}?id=${content.id}`,
  }
}

/** Taps the product page's own 立即订阅 (a live room's sits in its locked notice, after the risk prompt). */
export async function tapSubscribe(page: Page, kind: ProductPageKind): Promise<void> {
  if (kind === 'live') {
    await acknowledgeRisk(page)
    await page.getByRole('region', { name: '付费内容' }).getByRole('button', { name: '立即订阅' }).click()
    return
  }
  await page.getByRole('button', { name: '立即订阅' }).click()
}

/**
 * Where an investor starts: opens the product's page (`base` '/tougu/wx' for the WeChat variant) and taps its
 * 立即订阅 into the signing flow; checks the notice got the product's id.
 */
export async function subscribeFromProductPage(
  page: Page,
  productId: string,
  base = '/tougu',
): Promise<ProductPage> {
  const product = await productPageOf(page.request, productId)
  await acknowledgeRiskWarning(page)
  await page.goto(`${base}${product.path}`)
  await tapSubscribe(page, product.kind)
  await expectSignFlowFor(page, product, 'notice')
  return product
}

/** The signing step on screen names the product (the URL's productId), not the content it was tapped from. */
export async function expectSignFlowFor(page: Page, product: ProductPage, step: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/sign/${step}\\?`))
  const got = new URL(page.url()).searchParams.get('productId')
  expect(got, `the sign flow's productId (content ${product.contentId})`).toBe(product.productId)
}

/**
 * From the product page to /sign/purchase by tapping: 立即订阅, then the notice's 我已阅读，去签约; with
 * `period`, taps the month (or the label given) too.
 */
export async function purchaseFromProductPage(
  page: Page,
  productId: string,
  { base = '/tougu', period = false }: { base?: string; period?: boolean | RegExp } = {},
): Promise<ProductPage> {
  const product = await subscribeFromProductPage(page, productId, base)
  await page.getByRole('button', { name: '我已阅读，去签约' }).click()
  await expectSignFlowFor(page, product, product.kind === 'commission' ? 'purchaseCommission' : 'purchase')
  if (period) await choosePeriod(page, period === true ? undefined : period)
  return product
}

/**
 * From the product page to the service agreement page by tapping (the month chosen, risk and agreement
 * confirmed, the agreement ticked): what the old URL entry at the notice did, now from where investors start.
 */
export async function signUpTo(page: Page, productId: string, base = '/tougu'): Promise<ProductPage> {
  const product = await purchaseFromProductPage(page, productId, { base, period: true })
  await purchaseToServiceAgreement(page, false)
  return product
}

/**
 * `signUpTo`, then the agreement's 下一步 and the purchase follow-up answered (first answer 是) and confirmed: the flow
 * is at its pay step (the pay sheet, the bridge's pay or WeChat's, as the host has it).
 */
export async function signUpToPay(page: Page, productId: string, base = '/tougu'): Promise<ProductPage> {
  const product = await signUpTo(page, productId, base)
  await page.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(page)).getByRole('button', { name: '确认' }).click()
  return product
}

/**
 * On /sign/purchase: (with `choose`, the month), 下一步, the risk confirmation, the risk disclosure, and the
 * service agreement ticked (the rest of `signUpTo`, for a flow sent back to the purchase page).
 */
export async function purchaseToServiceAgreement(page: Page, choose = true): Promise<void> {
  if (choose) await choosePeriod(page)
  await page.getByRole('button', { name: '下一步' }).click()
  await confirmOpinionAndDisclosure(page, 'attachService')
  await page.getByText('我已阅读并同意以上服务协议').click()
}

/**
 * The two steps after the purchase page, in the notice's order (issue #37): the 匹配意见 on /sign/risk, then the risk
 * disclosure; ends on the agreement page `next`.
 */
export async function confirmOpinionAndDisclosure(page: Page, next: 'attachService' | 'attachCommissionService'): Promise<void> {
  await expect(page).toHaveURL(/\/sign\/risk\?/)
  await expect(page.getByText('您的风险承受能力等级与该产品风险等级相匹配。')).toBeVisible()
  await page.getByRole('button', { name: '我已知晓并确认' }).click()
  await expect(page).toHaveURL(/\/sign\/attachRisk\?/)
  await page.getByText('我已阅读并理解风险揭示书').click()
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page).toHaveURL(new RegExp(`/sign/${next}\\?`))
}

/** Where a holder reads each kind of content (the app's readingPath): not the introduction that sells it. */
const READING_OF: Record<ProductPageKind, string> = {
  tips: '/tips/detail',
  package: '/view/pkgDetail',
  live: '/live/detail',
  commission: '/commission/detail',
}

/** The product's reading page under the app's base, e.g. `/tips/detail?id=TP003`. */
export const readingPathOf = (product: ProductPage): string => `${READING_OF[product.kind]}?id=${product.contentId}`

/**
 * The result page's 查看内容 opens the content the product sells, now unlocked (issue #32: its reading page, never the
 * introduction that offers 续费): tips content behind its risk disclosure, the package, the live room, the strategy.
 */
export async function viewContentUnlocked(page: Page, product: ProductPage, base = '/tougu'): Promise<void> {
  await page.getByRole('button', { name: '查看内容' }).click()
  await expectReadingPage(page, product, base)
}

/** On the product's reading page as its holder: the content, no 付费内容 notice, no 立即订阅. */
export async function expectReadingPage(page: Page, product: ProductPage, base = '/tougu'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${escapeRe(`${base}${readingPathOf(product)}`)}$`))
  if (product.kind === 'tips') await acknowledgeRisk(page)
  if (product.kind === 'package') await expect(page.getByRole('button', { name: '已订阅' })).toBeDisabled()
  else await expect(page.locator('.tg-card').filter({ has: page.locator('.tg-rich-content, video, img') }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: '付费内容' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '立即订阅' })).toHaveCount(0)
}

/**
 * The product page as a holder sees it: the sales block's 已订阅 in place of 立即订阅 (tips, packages, the
 * commission product), or a live room without its locked notice.
 */
export async function expectHolderPage(page: Page, product: ProductPage): Promise<void> {
  if (product.kind === 'live') await expect(page.getByRole('region', { name: '付费内容' })).toHaveCount(0)
  else await expect(page.getByRole('button', { name: '已订阅' })).toBeDisabled()
  await expect(page.getByRole('button', { name: '立即订阅' })).toHaveCount(0)
}

/**
 * In the native app a tap opens its route in a new webview (spec §2: openWebview over the bridge), so the page
 * itself does not move. The fake native app (installFakeNative) records each ask; this waits for an ask whose URL
 * matches and loads it in the page, as the host's new webview would. Returns that URL.
 */
export async function followOpenedWebview(page: Page, url: RegExp): Promise<string> {
  let asked = ''
  await expect
    .poll(async () => {
      const opened = (await nativeCalls(page, 'openWebview')) as { url: string }[]
      asked =
        opened
          .map((o) => o.url)
          .filter((u) => url.test(u))
          .at(-1) ?? ''
      return asked
    })
    .toMatch(url)
  await page.goto(asked)
  return asked
}

/** Acknowledges the risk-disclosure prompt of live and tips content. */
export async function acknowledgeRisk(page: Page): Promise<void> {
  await page.getByRole('button', { name: '我已知晓' }).click()
}

/** Content id of a content list's row sold by `productId` (from the contract's `productId`). */
export async function contentIdOf(
  request: APIRequestContext,
  path: string,
  productId: string,
): Promise<string> {
  const res = await request.post(path, { data: { offset: 0, size: 200 } })
  const row = ((await res.json()) as { list: { id: string; productId: string | null }[] }).list.find(
    (r) => r.productId === productId,
  )
  if (!row) throw new Error(`${path} has no content sold by ${productId}`)
  return row.id
}

export { auth }
