import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ROUTE_META, type RouteMeta } from '../packages/app/src/routes/routeMeta.js'
import { ADVICE_PAGES, DISCLOSURE_PAGES } from '../packages/app/src/root/advicePages.js'
import { APP_USER_AGENT, installFakeNative } from './support/fakeNative.js'
import { acknowledgeRiskWarning, firstId, signIn, startSignedIn, type DemoSession } from './support/session.js'
import { openScreen, sampleQueries, screenSettled, settle, watchRequests } from './support/routeWalk.js'
import { seriousViolations } from './support/axe.js'
import { LAYOUT_WIDTHS, layoutFindingsAtEachWidth, resizeTo } from './support/layout.js'

// Accessibility (issue #16): axe-core over every route of the app's route table, signed out and signed in, and
// with the root dialogs open (follow-up paper, risk warning, cancellation). No serious or critical violation.
// The same walk checks each screen's layout (issue #33, e2e/support/layout.ts) at 375 and 320 px: one load per route
// serves all three audits (decision wave3-ci-1).
// axe-core is injected as a plain script (not @axe-core/playwright, which needs Node 22): support/axe.ts.
// axe is injected as an inline script; the server's CSP (script-src 'self') rightly blocks that, and it is the
// test's tool, not the app: the app itself passes the CSP (e2e/csp.spec.ts).
test.use({ bypassCSP: true })

const MAIN_INVESTOR = '13800000001'
/** The a11y16 seed's investor: no spec answers their type 2 follow-up paper, so its dialog shows in every run. */
const FOLLOWUP_INVESTOR = '13800000161'

interface RouteFindings {
  axe: string[]
  tapTargets: string[]
  layout: string[]
}

/**
 * Opens each route at 375 px and audits it: axe, the tap targets and the layout (at 375 px, then
 * resized to 320 px) of a risk-disclosure prompt in front of the content (then acknowledged at 375 px), axe on the
 * screen (with the daily 风险提示 of advice pages if it shows), then the tap targets and the layout of the screen
 * itself (the 风险提示 closed). One walk for the three audits. The first route is a document load; the walk goes on
 * to each next route by the app's own client-side navigation, as an investor's tap does (decision wave3-ci-5): the
 * same screens, without booting the app and injecting axe again on every route. Every route is loaded as a document
 * elsewhere: e2e/community-routes.spec.ts and e2e/product-routes.spec.ts.
 */
async function auditRoutes(page: Page, routes: readonly RouteMeta[], queries: Record<string, string>, label: string): Promise<RouteFindings> {
  const found: RouteFindings = { axe: [], tapTargets: [], layout: [] }
  const [phoneWidth] = LAYOUT_WIDTHS
  const requests = watchRequests(page)
  for (const [i, { path }] of routes.entries()) {
    const query = queries[path]
    const url = `/tougu${path}${query ? `?${query}` : ''}`
    const where = `${label} ${url}`
    // The last screen's layout check left the page at 320 px; each route opens at the phone's width.
    await page.setViewportSize({ width: phoneWidth, height: page.viewportSize()?.height ?? 667 })
    await openScreen(page, url, i === 0 ? 'load' : 'push', requests)
    const prompt = page.getByRole('dialog', { name: '风险揭示' })
    if (await prompt.isVisible()) {
      found.axe.push(...(await seriousViolations(page, `${where} (risk disclosure)`)))
      found.tapTargets.push(...(await smallTargets(page, `${where} (risk disclosure)`)))
      found.layout.push(...(await layoutFindingsAtEachWidth(page, `${where} (risk disclosure)`)))
      await resizeTo(page, phoneWidth)
      await prompt.getByRole('button', { name: '我已知晓' }).click()
      await screenSettled(page, requests)
    }
    found.axe.push(...(await seriousViolations(page, where)))
    const warning = page.getByRole('dialog', { name: '风险提示' })
    if (await warning.isVisible()) {
      await warning.getByRole('button', { name: '知道了' }).click()
      await expect(warning).toBeHidden()
    }
    found.tapTargets.push(...(await smallTargets(page, where)))
    found.layout.push(...(await layoutFindingsAtEachWidth(page, where)))
  }
  return found
}

/** The audits' findings, each reported on its own (a failing axe audit still shows the other results). */
function expectNoFindings(found: RouteFindings): void {
  expect.soft(found.axe, `serious or critical axe violations:\n${found.axe.join('\n')}`).toEqual([])
  expect.soft(found.tapTargets, `tap targets under 44×44 px:\n${found.tapTargets.join('\n')}`).toEqual([])
  expect.soft(found.layout, `layout findings:\n${found.layout.join('\n')}`).toEqual([])
}

/** Answers the investor's type 2 follow-up paper through the API so its overlay does not cover the screens. */
async function answerFollowup(request: APIRequestContext, session: DemoSession): Promise<void> {
  const headers = { Authorization: `Bearer ${session.token}` }
  const res = await request.get('/api/user/getFollowupPaper?paperType=2', { headers })
  const body = (await res.json()) as { list: { id: string; questions: { no: number; type: number; options: unknown[]; isWaiverQuestion?: boolean }[] }[] }
  const paper = body.list[0]
  if (!paper) return
  const paperAnswer = paper.questions
    .filter((q) => !q.isWaiverQuestion)
    .map((q) => ({ no: q.no, answer: q.type === 3 || q.options.length === 0 ? '无' : '1' }))
  await request.post('/api/user/submitFollowupPaper', { data: { paperId: paper.id, paperType: 2, paperAnswer, refundOrders: [] }, headers })
}

/**
 * The walks over every route (one per signed state, each in parts) check markup and layout at widths they set, which do
 * not depend on the device project's user agent, so with `E2E_BOTH_DEVICES=1` they still run on the iphone project
 * only (decisions wave2-speed-12 and -13). They are the longest tests of the suite, hence their own timeout.
 */
function everyRouteWalk(): void {
  test.skip(test.info().project.name !== 'iphone', 'the every-route walks run on the iphone project only')
  test.setTimeout(180_000)
}

test.describe('in the app', () => {
  // The type 2 follow-up overlay shows inside the firm's app (e2e/followup.spec.ts).
  test.use({ userAgent: APP_USER_AGENT })

  test('the follow-up paper dialog: no serious or critical axe violation', async ({ page, request }) => {
    const followup = await signIn(request, FOLLOWUP_INVESTOR)
    await installFakeNative(page, { user: followup.user })
    await page.goto('/tougu/index')
    await expect(page.getByRole('dialog', { name: '投顾产品回访问卷' })).toBeVisible()
    const found = await seriousViolations(page, 'follow-up dialog')
    await dialogsAtRest(page)
    found.push(...(await smallTargets(page, 'follow-up dialog (tap targets)')))
    expect(found, found.join('\n')).toEqual([])
  })
})

test('the risk warning and cancellation dialogs: no serious or critical axe violation', async ({ page, request }) => {
  const found: string[] = []
  const investor = await signIn(request, MAIN_INVESTOR)
  await answerFollowup(request, investor)
  await startSignedIn(page, investor)
  await page.goto('/tougu/live/list')
  await settle(page)
  await page.locator('main').getByRole('button').filter({ hasText: /./ }).first().click()
  const prompt = page.getByRole('dialog', { name: '风险揭示' })
  await expect(prompt).toBeVisible()
  found.push(...(await seriousViolations(page, 'risk warning dialog')))

  await page.goto('/tougu/usercenter/index')
  await page.getByText('投顾产品解约', { exact: true }).click()
  await expect(page.getByRole('dialog', { name: '投顾产品解约确认' })).toBeVisible()
  // The order list's 加载中... toast fades out over the dialog; axe reads a half-faded toast as unreadable text.
  await expect(page.getByText('加载中...')).toHaveCount(0)
  found.push(...(await seriousViolations(page, 'cancellation dialog')))

  expect(found, found.join('\n')).toEqual([])
})

test('the risk warning (风险提示) on an advice page: no serious or critical axe violation', async ({ page, request }) => {
  // The first advice page of the day shows it (decision wave2-compliance-3); a fresh context has no record of one.
  await page.goto(`/tougu/view/detail?id=${await firstId(request, '/api/view/list')}`)
  const dialog = page.getByRole('dialog', { name: '风险提示' })
  await expect(dialog).toBeVisible()
  await expect(page.getByText('加载中...')).toHaveCount(0)
  const found = await seriousViolations(page, 'risk warning (风险提示) dialog')
  expect(found, found.join('\n')).toEqual([])
})

/**
 * Tap targets under 44×44 CSS px on the page: buttons, links, tabs, form controls, anything focusable. Links inside
 * running text are left out (WCAG 2.5.5's inline exception): their size is the text's.
 */
async function smallTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate(() => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) return false
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // A link inside a line of text (an adviser's name in a meta line): its size is the text's.
        const block = el.closest('p, li, td, dd')
        if (style.display === 'inline' && block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim()) return false
        // A control inside a larger tappable label, row or input box counts as that box.
        const label = el.closest('label, .adm-checkbox, .adm-radio, .adm-list-item, .adm-search-bar-input-box, .adm-input')
        const target = label ? label.getBoundingClientRect() : box
        // A hit area widened by an absolutely placed ::after (the title bar's chips) counts with its overhang.
        const after = getComputedStyle(el, '::after')
        const out = (v: string) => (after.content !== 'none' && after.position === 'absolute' && v.endsWith('px') ? Math.max(0, -parseFloat(v)) : 0)
        const width = target.width + out(after.left) + out(after.right)
        const height = target.height + out(after.top) + out(after.bottom)
        return width < 44 || height < 44
      })
      .map((el) => {
        const box = el.getBoundingClientRect()
        return `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)}`
      })
  })
  return small.map((s) => `${where}: ${s}`)
}

/**
 * The route table in consecutive parts of at most WALK_PART routes: each signed state's walk is one test per part, in
 * parallel mode, so the parts spread over the workers and one part's waits (each screen's network quiet, each resize)
 * are another test's time; each route is still opened once per signed state. A part costs a document load, a sign-in
 * and axe's injection more: two parts a walk since the walks go on by client-side navigation (decision wave3-ci-5).
 */
const WALK_PART = 26
const walkParts: RouteMeta[][] = []
for (let i = 0; i < ROUTE_META.length; i += WALK_PART) walkParts.push(ROUTE_META.slice(i, i + WALK_PART))

/**
 * A part starts with the daily 风险提示 as one walk over the whole table would meet it: due until the first page that
 * shows it or a risk disclosure (which counts as the day's warning), acknowledged in the parts after that page's.
 */
const firstWarningPage = ROUTE_META.findIndex((r) => ADVICE_PAGES.has(r.path) || DISCLOSURE_PAGES.has(r.path))
const warningAcknowledgedBefore = (part: number) => part * WALK_PART > firstWarningPage

test.describe('every route', () => {
  test.describe.configure({ mode: 'parallel' })

  walkParts.forEach((routes, part) => {
    const which = `routes ${routes[0]!.path} to ${routes.at(-1)!.path}`

    test(`signed out, ${which}: no serious or critical axe violation, tap targets at least 44×44 px, the layout whole at 375 and 320 px`, async ({ page, request }) => {
      everyRouteWalk()
      if (warningAcknowledgedBefore(part)) await acknowledgeRiskWarning(page)
      expectNoFindings(await auditRoutes(page, routes, await sampleQueries(request), 'signed out'))
    })

    test(`signed in, ${which}: no serious or critical axe violation, tap targets at least 44×44 px, the layout whole at 375 and 320 px`, async ({ page, request }) => {
      everyRouteWalk()
      const session = await signIn(request, MAIN_INVESTOR)
      await answerFollowup(request, session)
      await startSignedIn(page, session)
      if (warningAcknowledgedBefore(part)) await acknowledgeRiskWarning(page)
      expectNoFindings(await auditRoutes(page, routes, await sampleQueries(request), 'signed in'))
    })
  })

  test('the parts walk every route of the table once', () => {
    expect(walkParts.flat().map((r) => r.path)).toEqual(ROUTE_META.map((r) => r.path))
  })
})

/**
 * Waits until the open dialogs have finished their opening animation: antd-mobile scales the box inside the
 * `role="dialog"` element (`.adm-center-popup-body`) from 0.8 to 1, so those boxes hold still once it is done
 * (a native `<dialog>` holds still at once).
 */
async function dialogsAtRest(page: Page): Promise<void> {
  const boxes = () =>
    page.evaluate(() =>
      // The platform's modal dialogs (the risk warning) open without an animation: their box counts as it is.
      [...document.querySelectorAll('[role="dialog"] .adm-center-popup-body, dialog[open]')].map((d) => JSON.stringify(d.getBoundingClientRect())).join(),
    )
  let last = ''
  await expect
    .poll(async () => {
      const now = await boxes()
      const still = now !== '' && now === last
      last = now
      return still
    })
    .toBe(true)
}

test('the dialogs: tap targets at least 44×44 px', async ({ page, request }) => {
  const investor = await signIn(request, MAIN_INVESTOR)
  await answerFollowup(request, investor)
  await startSignedIn(page, investor)
  const found: string[] = []
  await page.goto('/tougu/usercenter/index')
  await page.getByRole('button', { name: '投顾产品解约' }).click()
  await expect(page.getByRole('dialog', { name: '投顾产品解约确认' }).getByRole('checkbox').first()).toBeVisible()
  await dialogsAtRest(page)
  found.push(...(await smallTargets(page, 'cancellation dialog')))
  await page.goto(`/tougu/view/detail?id=${await firstId(request, '/api/view/list')}`)
  await expect(page.getByRole('dialog', { name: '风险提示' })).toBeVisible()
  await dialogsAtRest(page)
  found.push(...(await smallTargets(page, 'risk warning (风险提示) dialog')))
  expect(found, found.join('\n')).toEqual([])
})
