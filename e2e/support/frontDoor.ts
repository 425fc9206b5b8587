import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { signIn, startSignedIn, type DemoSession } from './session.js'
import { answerPaper, answerType2Paper, auth, ordersOf, releaseProduct } from './signing.js'

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
  await expect(page).toHaveURL(/\/sign\/risk\?/)
  await page.getByRole('button', { name: '我已知晓并确认' }).click()
  await expect(page).toHaveURL(/\/sign\/attachRisk\?/)
  await page.getByText('我已阅读并理解风险揭示书').click()
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page).toHaveURL(/\/sign\/attachService\?/)
  await page.getByText('我已阅读并同意以上服务协议').click()
  await page.getByRole('button', { name: '下一步' }).click()
  await (await answerPaper(page)).getByRole('button', { name: '确认' }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: '模拟支付' })
    .getByRole('button', { name: '确认支付' })
    .click()
  await expect(page).toHaveURL(/\/sign\/done\?/)
  await expect(page.getByText('订阅成功')).toBeVisible()
  await page.getByRole('button', { name: '查看内容' }).click()
  await expect(page).toHaveURL(returnPath)
}

/** The commission product's own route: notice → /sign/purchaseCommission → /sign/commissionDone → 查看内容. */
export async function signCommission(page: Page, returnPath: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sign\/notice\?/)
  await page.getByRole('button', { name: '我已阅读，去签约' }).click()
  await expect(page).toHaveURL(/\/sign\/purchaseCommission\?/)
  await page.getByText('我已阅读并同意以上服务协议').click()
  await page.getByRole('button', { name: '确认签约' }).click()
  await expect(page).toHaveURL(/\/sign\/commissionDone\?/)
  await expect(page.getByText('签约成功')).toBeVisible()
  await page.getByRole('button', { name: '查看内容' }).click()
  await expect(page).toHaveURL(returnPath)
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
