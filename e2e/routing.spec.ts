import { expect, test } from '@playwright/test'

test('/ and {base}/ redirect to {base}/index, which renders home', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  for (const entry of ['/', '/tougu/', '/tougu']) {
    await page.goto(entry)
    await expect(page).toHaveURL(/\/tougu\/index$/)
  }
  await expect(page.getByText('投顾社区').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/tougu/no/such/page')
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/tougu\/index$/)
})
