import type { APIRequestContext, Page } from '@playwright/test'

/** The demo SMS code the test server is started with (playwright.config.ts). */
export const DEMO_SMS_CODE = '246810'

export interface DemoSession {
  token: string
  user: Record<string, string>
}

/**
 * Signs a demo investor in through the API (phone + SMS code) and returns the token and user info. Tests in
 * other workers may sign the same investor in at the same time: the server's fixed-code mode keeps the code
 * valid for repeated logins and does not rate-limit sending (decision api-server-6b, demo login).
 */
export async function signIn(request: APIRequestContext, phone: string): Promise<DemoSession> {
  const sent = await request.post('/api/auth/sendSmsCode', { data: { phone } })
  const sentBody = (await sent.json()) as { iRet: number; message?: string }
  if (sentBody.iRet !== 0)
    throw new Error(`sendSmsCode to ${phone} failed: ${sentBody.message ?? sent.status()}`)
  const res = await request.post('/api/auth/login', { data: { phone, code: DEMO_SMS_CODE } })
  const body = (await res.json()) as {
    iRet: number
    message?: string
    data?: { token: string; user: Record<string, string> }
  }
  if (body.iRet !== 0 || !body.data)
    throw new Error(`login of ${phone} failed: ${body.message ?? res.status()}`)
  return { token: body.data.token, user: { ...body.data.user, token: body.data.token } }
}

/** Starts the page signed in, as the app keeps a browser session (localStorage `tougu.session`). */
export async function startSignedIn(page: Page, session: DemoSession): Promise<void> {
  await page.addInitScript((user) => {
    if (!sessionStorage.getItem('e2e.sessionSeeded')) {
      localStorage.setItem('tougu.session', JSON.stringify(user))
      sessionStorage.setItem('e2e.sessionSeeded', '1')
    }
  }, session.user)
}

/**
 * Marks today's 风险提示 (the spec §8 warning on advice pages) as acknowledged for the visitor and the stored investor,
 * for tests about something else: product pages such as an opinion package are advice pages too (issue #37), and the
 * modal warning would sit over what the test taps. The warning itself is e2e/compliance-launch.spec.ts's subject.
 */
export async function acknowledgeRiskWarning(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ack = (id: string) => localStorage.setItem(`tougu.riskWarning.${id}`, String(Date.now()))
    const idOf = (session: string | null) => {
      try {
        return (JSON.parse(session ?? '{}') as { clientId?: string }).clientId ?? ''
      } catch {
        return ''
      }
    }
    ack('')
    ack(idOf(localStorage.getItem('tougu.session')))
    // A session stored later (another init script, a sign-in in the page) is acknowledged as it is stored.
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!.value as (this: Storage, key: string, value: string) => void
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      setItem.call(this, key, value)
      if (this === localStorage && key === 'tougu.session' && idOf(value)) setItem.call(this, `tougu.riskWarning.${idOf(value)}`, String(Date.now()))
    }
  })
}

/** The first row of a list endpoint of the API. */
async function firstRow(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<{ id?: string; productId?: string }> {
  const res = await request.post(path, { data: { offset: 0, size: 5, ...body } })
  const json = (await res.json()) as { list?: { id?: string; productId?: string }[] }
  const first = json.list?.[0]
  if (!first) throw new Error(`${path} returned no rows`)
  return first
}

/** First id of a list endpoint of the API: the content's id (TP001, OP0027), or the product's where a row has no other. */
export async function firstId(request: APIRequestContext, path: string, body: Record<string, unknown> = {}): Promise<string> {
  const first = await firstRow(request, path, body)
  const id = first.id ?? first.productId
  if (!id) throw new Error(`${path}: the first row has no id`)
  return id
}

/** The product id (TIP1, PKG3) of the first row of a list of sellable content: what the sign flow's pages take. */
export async function firstProductId(request: APIRequestContext, path: string, body: Record<string, unknown> = {}): Promise<string> {
  const { productId } = await firstRow(request, path, body)
  if (!productId) throw new Error(`${path}: the first row has no product id`)
  return productId
}

/** What Chromium says when the app registers its service worker, which the suite blocks (playwright.config.ts). */
const SUITE_BLOCKS_SERVICE_WORKERS = 'Service Worker registration blocked by Playwright'

/**
 * Collects console errors of a page (the acceptance: no console error on any route); with `warnings`, its warnings too,
 * each as `warning: <text>` (what a test says when it fails: the app reports what it recovered from as a warning), less
 * Chromium's note that the suite blocks the app's service worker.
 */
export function collectConsoleErrors(page: Page, { warnings = false } = {}): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
    else if (warnings && m.type() === 'warning' && !m.text().includes(SUITE_BLOCKS_SERVICE_WORKERS)) errors.push(`warning: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}
