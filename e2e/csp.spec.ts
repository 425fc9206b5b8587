import { expect, test, type Page } from '@playwright/test'
import { firstId, signIn, startSignedIn } from './support/session.js'

// The reference server sends a Content-Security-Policy on every answer (examples/api-server README
// "Security"): scripts from the app only, inline styles allowed, images from the app, data:, blob: and https:,
// API calls to the app's origin. The built app must run under it: no violation on the main routes, signed out
// and signed in. Chromium reports each violation as a console error and a `securitypolicyviolation` event.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation
      void report(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`)
    })
  })
  return violations
}

test('the app runs under the CSP: no violation on the main routes', async ({ page, request }) => {
  const violations = await watchViolations(page)
  const opinion = await firstId(request, '/api/view/list')
  const first = await page.goto('/tougu/index')
  // The policy is really there (otherwise this test would prove nothing).
  const csp = first?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  await expect(page.getByText('投顾社区').first()).toBeVisible()
  for (const path of ['/tougu/search?k=%E6%8A%95%E9%A1%BE', '/tougu/view/list', `/tougu/view/detail?id=${opinion}`, '/tougu/tips/list?sort=2']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})

test('signed in, the user centre and orders run under the CSP too', async ({ page, request }) => {
  const violations = await watchViolations(page)
  await startSignedIn(page, await signIn(request, '13800000001'))
  for (const path of ['/tougu/usercenter/index', '/tougu/usercenter/order']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await expect(page.getByRole('list', { name: '我的订单' }).getByRole('listitem').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('a violation would be seen: an inline script is blocked and reported', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/tougu/index')
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__inlineRan = true'
    document.body.append(s)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
})
