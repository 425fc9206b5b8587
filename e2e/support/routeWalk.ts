import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { firstId, firstProductId } from './session.js'

// What the walks over every route of the app's route table share (e2e/accessibility.spec.ts).

/** Sample query strings for the routes that need one; every other route of ROUTE_META opens bare. */
export async function sampleQueries(request: APIRequestContext): Promise<Record<string, string>> {
  const opinion = await firstId(request, '/api/view/list')
  const adviser = await firstId(request, '/api/adviser/list')
  const tips = await firstId(request, '/api/tips/list')
  const commission = await firstId(request, '/api/commission/list')
  // The sign flow's pages take a product id (TIP1), not the content's (TP001).
  const tipsProduct = await firstProductId(request, '/api/tips/list')
  const commissionProduct = await firstProductId(request, '/api/commission/list')
  return {
    '/live/detail': `id=${await firstId(request, '/api/live/list')}`,
    '/live/history': '',
    '/view/detail': `id=${opinion}`,
    '/view/share': `id=${opinion}`,
    '/view/preview': `id=${opinion}`,
    '/view/pkgDetail': `id=${await firstId(request, '/api/view/packageList')}`,
    '/tougu/home': `id=${adviser}`,
    '/tougu/detail': `id=${adviser}`,
    '/tips/brief': `id=${tips}`,
    '/tips/detail': `id=${tips}`,
    '/tips/update': `id=${tips}`,
    '/commission/brief': `id=${commission}`,
    '/commission/detail': `id=${commission}`,
    '/commission/update': `id=${commission}`,
    '/commission/rules': `id=${commission}`,
    '/quiz/detail': `id=${await firstId(request, '/api/quiz/list')}`,
    '/quiz/submit': `adviserId=${adviser}`,
    '/sign/notice': `productId=${tipsProduct}`,
    '/sign/purchase': `productId=${tipsProduct}`,
    '/sign/risk': `productId=${tipsProduct}`,
    '/sign/attachRisk': `productId=${tipsProduct}`,
    '/sign/attachService': `productId=${tipsProduct}`,
    '/sign/attachCommissionService': `productId=${commissionProduct}`,
    '/sign/purchaseCommission': `productId=${commissionProduct}`,
    '/coupon/exchangeSuccess': 'name=锦囊7天体验券',
    '/coupon/exchangeFail': 'message=兑换码已过期',
    '/search': 'k=投顾',
  }
}

/** Waits until the screen has settled: its title set and no skeleton left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.tg-list-skeleton')).toHaveCount(0, { timeout: 10_000 })
  await page.waitForLoadState('networkidle')
}
