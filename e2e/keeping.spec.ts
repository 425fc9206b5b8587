import { expect, test, type APIRequestContext } from '@playwright/test'
import { acknowledgeRiskWarning, signIn, startSignedIn, type DemoSession } from './support/session.js'
import { contentIdOf } from './support/frontDoor.js'

// Product and share pages are advice pages (issue #37): today's 风险提示 is taken as read here; it is
// e2e/compliance-launch.spec.ts's subject.
test.beforeEach(({ page }) => acknowledgeRiskWarning(page))

// Issue #19, keeping a subscription on the product pages (decision wave2-keep19-1): the series' other
// products (getSubProduct; seed: TIP13–15 under TIP1), the product a retired one transfers to
// (getProductTransfer; seed: PKG10 → PKG9) and 续费 for a holding ending soon (seed batch keep19:
// 13800000193 holds a month of PKG10 ending within the renewal window). Nobody buys here: 续费 is followed
// to the sign flow's first page only, so no state is left behind.
const KEEP_PHONE = '13800000193'

type Json = Record<string, unknown>

async function api<T>(request: APIRequestContext, path: string, data: Json, s?: DemoSession): Promise<T> {
  const res = await request.post(path, { data, ...(s ? { headers: { Authorization: `Bearer ${s.token}` } } : {}) })
  const body = (await res.json()) as T & { iRet: number; message?: string }
  if (body.iRet !== 0) throw new Error(`${path} failed: ${body.message ?? res.status()}`)
  return body
}

test('series sub-products on the tips introduction, each opening its own page', async ({ page, request }) => {
  const { list } = await api<{ list: { productId: string; productName: string }[] }>(request, '/api/getSubProduct', { productId: 'TIP1' })
  expect(list.length).toBeGreaterThan(0)
  await page.goto(`/tougu/tips/brief?id=${await contentIdOf(request, '/api/tips/list', 'TIP1')}`)
  const series = page.getByRole('region', { name: '系列产品' })
  await expect(series.getByRole('link')).toHaveText(list.map((p) => p.productName))
  const last = list.at(-1)!
  const lastId = await contentIdOf(request, '/api/tips/list', last.productId)
  await series.getByRole('link', { name: last.productName }).click()
  await expect(page).toHaveURL(new RegExp(`/tips/brief\\?id=${lastId}$`))
  await expect(page.getByRole('heading', { name: last.productName, level: 2 })).toBeVisible()
  // A member's own page lists no series of its own (getSubProduct answers a product's children).
  await expect(page.getByRole('region', { name: '订阅内容' })).toBeVisible()
  await expect(page.getByRole('region', { name: '系列产品' })).toHaveCount(0)
})

test('the retiring package names its successor with a link, and a holding ending soon offers 续费 into the sign flow', async ({ page, request }) => {
  const s = await signIn(request, KEEP_PHONE)
  const { data: transfer } = await api<{ data: { targetProductId: string | null } }>(request, '/api/getProductTransfer', { productId: 'PKG10' }, s)
  expect(transfer.targetProductId).toBe('PKG9')
  const { data: target } = await api<{ data: { productName: string } }>(request, '/api/queryProductInfo', { productId: 'PKG9' })
  await startSignedIn(page, s)
  await page.goto(`/tougu/view/pkgDetail?id=${await contentIdOf(request, '/api/view/packageList', 'PKG10')}`)
  const bar = page.getByRole('region', { name: '订阅操作' })
  await expect(bar.getByRole('button', { name: '续费' })).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: '请及时续费' })).toContainText(/本服务将于 \d{4}-\d{2}-\d{2} 到期/)
  // The transfer is the holder's to accept or decline (issue #37; answering it is e2e/compliance-launch.spec.ts's).
  const note = page.getByRole('region', { name: '产品转移' })
  await expect(note).toContainText(`服务拟转入「${target.productName}」`)
  await expect(note.getByRole('button', { name: '同意转入', exact: true })).toBeVisible()

  // 续费 leads into the same sign flow for this product.
  await bar.getByRole('button', { name: '续费' }).click()
  await expect(page).toHaveURL(/\/sign\/notice\?productId=PKG10/)
  await page.goBack()
  await note.getByRole('link', { name: '查看新产品' }).click()
  await expect(page).toHaveURL(/\/view\/pkgDetail\?id=/)
  // The successor is not held: 立即订阅, and no transfer line of its own.
  await expect(page.getByRole('region', { name: '订阅操作' }).getByRole('button', { name: '立即订阅' })).toBeVisible()
  await expect(page.getByRole('region', { name: '产品转移' })).toHaveCount(0)
})
