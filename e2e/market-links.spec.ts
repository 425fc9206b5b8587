import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { APP_USER_AGENT, installFakeNative, nativeCalls } from './support/fakeNative.js'
import { holdRequests } from './support/hold.js'

// Market links (decision wave2-reach19-1): securities named in opinions, tips and Q&A answers are links; in
// the firm's app they open the app's quote page, elsewhere a quote popup filled from queryBasicHq (through the
// 20 s second client, wave2-reach19-4); 去交易 opens the app's trading section.

interface Quote {
  code: string
  name: string
  price: string
}

async function quoteOf(request: APIRequestContext, code: string): Promise<Quote> {
  const res = await request.post('/api/queryBasicHq', { data: { codes: [code] } })
  const body = (await res.json()) as { list: Quote[] }
  return body.list[0]!
}

/** An opinion the server shows whole to a visitor, and the code its text names. */
async function openOpinion(request: APIRequestContext): Promise<{ id: string; code: string }> {
  for (let i = 1; i <= 30; i++) {
    const id = `OP${String(i).padStart(4, '0')}`
    const res = await request.post('/api/view/detail', { data: { id } })
    const body = (await res.json()) as { data?: { locked: boolean; content: string } }
    const code = /（(\d{6})）/.exec(body.data?.content ?? '')?.[1]
    if (body.data && !body.data.locked && code) return { id, code }
  }
  throw new Error('no free opinion naming a stock in the seed')
}

async function dismissRiskWarning(page: Page) {
  const ok = page.getByRole('button', { name: '知道了' })
  await ok.click({ timeout: 5000 }).catch(() => undefined)
}

test('a code in an opinion opens a quote popup with the server quote; outside the app trading is pointed to the app', async ({ page, request }) => {
  const { id, code } = await openOpinion(request)
  const quote = await quoteOf(request, code)
  await page.goto(`/tougu/view/detail?id=${id}`)
  await dismissRiskWarning(page)
  await page.getByRole('button', { name: code, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `${quote.name}（${code}）` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(quote.price, { exact: true })).toBeVisible()
  await expect(dialog.getByText('交易请在APP“交易”栏目中进行')).toBeVisible()
  await expect(dialog.getByRole('button', { name: '去交易' })).toHaveCount(0)
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()
})

test('the quote waits for a slow market-data service past the main client 10 s (second client, 20 s)', async ({ page, request }) => {
  const { id, code } = await openOpinion(request)
  const quote = await quoteOf(request, code)
  // The quote's answer is held while the page's clock passes 11.5 s: past the main client's 10 s, within the second
  // client's 20 s. The page's clock, not the test's wait (as in sign-faults.spec.ts).
  const quotes = await holdRequests(page, /\/api\/queryBasicHq$/)
  await page.clock.install()
  await page.goto(`/tougu/view/detail?id=${id}`)
  await dismissRiskWarning(page)
  await page.getByRole('button', { name: code, exact: true }).click()
  await expect.poll(() => quotes.held.length).toBeGreaterThan(0)
  await page.clock.fastForward(11_500)
  await quotes.release()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(quote.price, { exact: true })).toBeVisible()
  await expect(dialog.getByText('网络请求超时')).toHaveCount(0)
})

test('a code in a Q&A answer is a link too', async ({ page, request }) => {
  const res = await request.post('/api/quiz/list', { data: { offset: 0, size: 10 } })
  const threads = ((await res.json()) as { list: { id: string; answer: string | null }[] }).list
  const thread = threads.find((t) => t.answer && /（\d{6}）/.test(t.answer))!
  const code = /（(\d{6})）/.exec(thread.answer!)![1]!
  const quote = await quoteOf(request, code)
  await page.goto(`/tougu/quiz/detail?id=${thread.id}`)
  await dismissRiskWarning(page)
  await page.getByRole('button', { name: code, exact: true }).click()
  await expect(page.getByRole('dialog', { name: `${quote.name}（${code}）` })).toBeVisible()
})

test.describe('inside the firm app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('a code opens the app quote page through the bridge, with no popup', async ({ page, request }) => {
    const { id, code } = await openOpinion(request)
    await installFakeNative(page)
    await page.goto(`/tougu/view/detail?id=${id}`)
    await dismissRiskWarning(page)
    await page.getByRole('button', { name: code, exact: true }).click()
    await expect.poll(() => nativeCalls(page, 'openStockQuote')).toEqual([{ code, market: /^6/.test(code) ? 'SH' : 'SZ' }])
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('an expired assessment on 我的 offers 去交易, which opens the app trading section', async ({ page }) => {
    await installFakeNative(page, {
      // A token the server does not know: the page shows the app's investor without loading a follow-up paper.
      user: { clientId: 'C9901', cid: '880019901', phone: '13800009901', token: 'not-a-server-token', userName: '测试' },
      answers: { getRiskLevel: { riskLevel: 'C3', level_name: '平衡型', risk_end_date: '20200101', customer_class: '普通投资者' } },
    })
    await page.goto('/tougu/usercenter/index')
    await expect(page.getByText('您的风险测评已过期，请前往APP“交易”栏目重新进行风险测评')).toBeVisible()
    await page.getByRole('button', { name: '去交易' }).click()
    await expect.poll(() => nativeCalls(page, 'goToTrade')).toHaveLength(1)
  })
})
