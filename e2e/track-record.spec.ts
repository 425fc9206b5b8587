import { expect, test, type Page } from '@playwright/test'
import { contentIdOf } from './support/frontDoor.js'

// Issue #16: the track record (业绩走势) on tips, commission and adviser pages — figures as text and a table
// for screen readers, the picture drawn by uPlot in its own chunk that only these routes load.

const card = (page: Page) => page.getByRole('region', { name: '业绩走势' })

/** JS files the page requested, by name. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname.split('/').pop() ?? '')
  })
  return seen
}

async function expectRecord(page: Page) {
  await expect(card(page)).toContainText(/近12个月：胜率\d+\.\d{2}%，累计收益[+-]?\d+\.\d{2}%/)
  // Twelve months in the table (plus the header row), each with both figures.
  const table = card(page).getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(table.getByRole('row').nth(12)).toHaveText(/\d{4}年\d{1,2}月\d+\.\d{2}%[+-]?\d+\.\d{2}%/)
  // The picture: a drawn canvas as wide as the card allows at 375 px, hidden from screen readers.
  const canvas = card(page).locator('canvas')
  await expect(canvas).toBeVisible()
  const box = await canvas.boundingBox()
  expect(box?.width).toBeGreaterThan(300)
  expect(box?.height).toBeGreaterThanOrEqual(150)
  expect(await canvas.evaluate((c) => c.closest('[aria-hidden="true"]') !== null)).toBe(true)
  const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray()
    let red = 0
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > 180 && (data[i + 1] ?? 0) < 90 && (data[i + 3] ?? 0) > 0) red += 1
    return red
  })
  expect(painted).toBeGreaterThan(50)
}

test('tips introduction and detail: the record as text, table and chart; the chart chunk is loaded here only', async ({ page, request }) => {
  const scripts = scriptsOf(page)
  await page.goto('/tougu/index')
  await expect(page.getByRole('main').first()).toBeVisible()
  expect(scripts.some((s) => s.startsWith('chart-'))).toBe(false)
  const id = await contentIdOf(request, '/api/tips/list', 'TIP10')
  await page.goto(`/tougu/tips/brief?id=${id}`)
  await expectRecord(page)
  expect(scripts.some((s) => s.startsWith('chart-'))).toBe(true)
})

test('commission introduction and the adviser home show their records', async ({ page, request }) => {
  const id = await contentIdOf(request, '/api/commission/list', 'COM1')
  await page.goto(`/tougu/commission/brief?id=${id}`)
  await expectRecord(page)
  await page.goto('/tougu/tougu/home?id=TG001')
  await expectRecord(page)
})
