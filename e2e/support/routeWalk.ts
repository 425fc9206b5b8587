import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
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

/** A page's requests in flight, followed from Playwright's request events. */
export interface RequestWatch {
  /**
   * Resolves once no request has been in flight for `ms`: Playwright's `networkidle`, which only follows a document
   * load, for a screen reached without one too.
   */
  quiet(ms: number): Promise<void>
}

/**
 * After a document load: as long as Playwright's `networkidle` waits with no request in flight. The app's work after
 * the first screen (the code for later, the user, the release check, the other banners) starts a few hundred ms after
 * the first screen's requests have ended.
 */
const DOCUMENT_QUIET_MS = 500
/**
 * After a client-side navigation or a tap: the screen's requests follow each other (its code, then its data, then its
 * pictures), each sent as the one before is answered, and screenSettled sees the gaps: no main landmark while the code
 * loads, a skeleton while the data does. A walk over every route waits this long on each screen, often twice (decision
 * wave3-ci-21).
 */
const SCREEN_QUIET_MS = 200
/** A request still open after this long is reported (a stream the walk cannot wait out). */
const QUIET_LIMIT_MS = 15_000

/** Starts following the page's requests (call before its first navigation). */
export function watchRequests(page: Page): RequestWatch {
  const open = new Set<Request>()
  let changed = performance.now()
  const done = (request: Request) => {
    if (open.delete(request)) changed = performance.now()
  }
  page.on('request', (request) => {
    open.add(request)
    changed = performance.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async quiet(ms) {
      const limit = performance.now() + QUIET_LIMIT_MS
      while (open.size > 0 || performance.now() - changed < ms) {
        if (performance.now() > limit) throw new Error(`requests still open after ${QUIET_LIMIT_MS} ms: ${[...open].map((r) => r.url()).join(', ')}`)
        await new Promise((tick) => setTimeout(tick, 25))
      }
    },
  }
}

/**
 * How a walk reaches a route: `load`, a document load of its address; `push`, the app's own client-side navigation,
 * as a tap on a link does it (a history entry pushed through the router, see pushRoute).
 */
export type Arrival = 'load' | 'push'

/**
 * Moves the app to `url` (with the base) the way its router's navigate does when an investor taps a link: a history
 * entry pushed with the router's state (a new visit key, the next index), through `history.pushState`, which the
 * router (wouter) listens to. No document load: the app, its data cache and axe stay in the page.
 */
export async function pushRoute(page: Page, url: string): Promise<void> {
  await page.evaluate(async (to) => {
    const { idx } = (history.state ?? {}) as { idx?: number }
    history.pushState({ key: Math.random().toString(36).slice(2, 10), idx: (idx ?? 0) + 1 }, '', to)
    // The router renders the new location in a microtask or the next frame: after it, no screen of the last route is left.
    await new Promise((frame) => requestAnimationFrame(frame))
  }, url)
}

/**
 * Opens the screen at `url` (with the base) by `arrival` and waits until it has settled: its main landmark shown, no
 * skeleton left, and the network quiet (its data, chunk and pictures in).
 */
export async function openScreen(page: Page, url: string, arrival: Arrival, requests: RequestWatch): Promise<void> {
  if (arrival === 'load') await page.goto(url)
  else await pushRoute(page, url)
  await screenSettled(page, requests, arrival === 'load' ? DOCUMENT_QUIET_MS : SCREEN_QUIET_MS)
}

/** Waits until the screen's content is in: no list or page skeleton left. */
export async function contentIn(page: Page): Promise<void> {
  await expect(page.locator('.tg-list-skeleton, .tg-page-skeleton')).toHaveCount(0, { timeout: 10_000 })
}

/**
 * Waits until the screen shows its main landmark with no skeleton left and the network is quiet (for `quietMs`: after
 * a tap or a client-side navigation unless told).
 */
export async function screenSettled(page: Page, requests: RequestWatch, quietMs = SCREEN_QUIET_MS): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 10_000 })
  await contentIn(page)
  await requests.quiet(quietMs)
}
