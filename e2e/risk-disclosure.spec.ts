import { expect, test } from '@playwright/test'
import { firstId } from './support/session.js'

// Spec §4: the risk-disclosure prompt before live (type 2) and tips (type 4) content, once per day per item.
test('the live prompt shows once per day per room', async ({ page, request }) => {
  const res = await request.post('/api/live/list', { data: { offset: 0, size: 2 } })
  const rooms = ((await res.json()) as { list: { id: string; title: string }[] }).list
  const [first, second] = rooms
  if (!first || !second) throw new Error('two live rooms are needed')
  await page.clock.install({ time: new Date('2026-11-20T10:00:00+08:00') })

  await page.goto('/tougu/live/list')
  await page
    .getByRole('button', { name: new RegExp(first.title) })
    .first()
    .click()
  const prompt = page.getByRole('dialog', { name: '风险揭示' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: '我已知晓' }).click()
  await expect(page).toHaveURL(new RegExp(`/live/detail\\?id=${first.id}$`))
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible()

  // Same room, same day: straight in, also when opened directly.
  await page.goBack()
  await page
    .getByRole('button', { name: new RegExp(first.title) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/live/detail\\?id=${first.id}$`))
  await page.reload()
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '风险揭示' })).toHaveCount(0)

  // Another room: its own prompt.
  await page.goto(`/tougu/live/detail?id=${second.id}`)
  await expect(page.getByRole('dialog', { name: '风险揭示' })).toBeVisible()

  // The next day: asked again for the first room.
  await page.clock.setSystemTime(new Date('2026-11-21T09:00:00+08:00'))
  await page.goto(`/tougu/live/detail?id=${first.id}`)
  await expect(page.getByRole('dialog', { name: '风险揭示' })).toBeVisible()
})

test('acknowledging the tips prompt opens TipsDetail with the id', async ({ page, request }) => {
  const id = await firstId(request, '/api/tips/list', { sort: 1 })
  await page.goto('/tougu/index')
  const tips = page.getByRole('region', { name: '精选锦囊' })
  // Buttons only: while loading, the skeleton rows carry the card class too.
  await tips.getByRole('button').first().click()
  const prompt = page.getByRole('dialog', { name: '风险揭示' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: '我已知晓' }).click()
  await expect(page).toHaveURL(new RegExp(`/tips/detail\\?id=${id}$`))
})
