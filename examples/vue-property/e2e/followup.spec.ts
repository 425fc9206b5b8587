import { expect, test } from '@playwright/test'
import { buildFollowupSubmission, parseFollowupPaper, validateFollowup } from '@tougu/core'
import rawPaper from '../src/paper.json' with { type: 'json' }

const parsed = parseFollowupPaper(rawPaper)
if (!parsed.ok) throw new Error(parsed.error)
const paper = parsed.value

test('a follow-up paper is answered in the Vue property with the rules and texts of @tougu/core', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '投顾业务回访问卷' })).toBeVisible()
  await expect(page.getByText('尊敬的投资者张三（资金账号：880001234）')).toBeVisible()
  // The waiver question (4) stays hidden until an exception answer, so 渠道 is shown as question 4.
  await expect(page.getByRole('group', { name: '4. 您获取投资建议的渠道（可多选）' })).toBeVisible()

  // Nothing answered: the first validation message of core, word for word.
  await page.getByRole('button', { name: '确认提交' }).click()
  await expect(page.getByRole('alert')).toHaveText(validateFollowup(paper, {}) ?? 'unexpected: valid')

  const group = (topic: string) => page.getByRole('group', { name: new RegExp(topic) })
  await group('本人签署').getByLabel('是').check()
  await group('承诺过收益').getByLabel('否').check()
  await group('服务内容与风险').getByLabel('是').check()
  await group('渠道').getByLabel('APP').check()
  await group('渠道').getByLabel('电话').check()
  await group('意见或建议').getByRole('textbox').fill('服务很好')
  await page.getByRole('button', { name: '确认提交' }).click()

  await expect(page.getByRole('status')).toHaveText('提交成功')
  const sent = await page.evaluate(() => (window as unknown as { __submitted: unknown[] }).__submitted)
  expect(sent).toEqual([buildFollowupSubmission(paper, { 1: '1', 2: '1', 3: '1', 5: '1;3', 6: '服务很好' }, [])])
})

test('prices follow filterPriceItems: expired and undated prices are blanked, 限时免费 is free', async ({ page }) => {
  await page.goto('/')
  const row = (period: number) => page.locator(`[data-period="${period}"]`)
  await expect(row(14)).toContainText('¥99.00')
  await expect(row(16)).toContainText('--')
  await expect(row(20)).toContainText('--')
  await expect(row(24)).toContainText('限时免费')
  await expect(row(24)).toContainText('¥0.00')
})
