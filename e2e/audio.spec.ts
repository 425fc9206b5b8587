import { expect, test, type Page } from '@playwright/test'
import { signIn, startSignedIn } from './support/session.js'

// Audio (decision wave2-reach19-3): live replays and tips updates with audio play it in the page through the
// browser's own controls; the URL is remembered by id in the client store (spec §3 "audio urls by id").

/** Plays an <audio> to its end (muted: headless Chromium has no sound device) and reports what it played. */
async function playThrough(page: Page, name: string) {
  const audio = page.getByRole('group', { name }).or(page.locator(`audio[aria-label="${name}"]`)).first()
  await expect(audio).toBeAttached()
  return audio.evaluate(async (el: HTMLAudioElement) => {
    el.muted = true
    await el.play()
    await new Promise<void>((resolve, reject) => {
      el.addEventListener('ended', () => resolve(), { once: true })
      el.addEventListener('error', () => reject(new Error(`audio error ${el.error?.code}`)), { once: true })
    })
    const url = new URL(el.currentSrc)
    return { duration: el.duration, src: url.pathname, query: url.search }
  })
}

const remembered = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('tougu.clientStore') ?? '{}') as { audioUrls?: Record<string, string> }).audioUrls ?? {})

test('a live replay with audio plays it in the page, and its URL is remembered by id', async ({ page, request }) => {
  const res = await request.post('/api/live/history', { data: { offset: 0, size: 20 } })
  const items = ((await res.json()) as { list: { id: string; title: string; audioUrl?: string | null }[] }).list
  const replay = items.find((h) => h.audioUrl)
  expect(replay, 'the seed gives some free replays audio').toBeTruthy()
  await page.goto('/tougu/live/history')
  // Replays and their audio are live content: the risk disclosure comes first (issue #37).
  await page.getByRole('dialog', { name: '风险揭示' }).getByRole('button', { name: '我已知晓' }).click()
  const played = await playThrough(page, `音频：${replay!.title}`)
  expect(played.src).toBe(`/tougu${replay!.audioUrl!}`)
  expect(played.duration).toBeGreaterThan(1)
  expect(await remembered(page)).toMatchObject({ [replay!.id]: `/tougu${replay!.audioUrl!}` })
  // Replays without audio show no player.
  const silent = items.filter((h) => !h.audioUrl).length
  await expect(page.locator('audio')).toHaveCount(items.length - silent)
})

test('a tips update with audio plays it for a holder; a visitor gets neither the text nor the audio', async ({ page, request }) => {
  // The front-door holder (13800000012) holds TIP10 (tips pack TP010) and only reads it.
  const session = await signIn(request, '13800000012')
  await page.goto('/tougu/tips/update?id=TP010')
  // Updates are tips content: the risk disclosure comes first (issue #37); acknowledged once a day per pack.
  await page.getByRole('dialog', { name: '风险揭示' }).getByRole('button', { name: '我已知晓' }).click()
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.locator('audio')).toHaveCount(0)

  await startSignedIn(page, session)
  await page.goto('/tougu/tips/update?id=TP010')
  // The investor signed in acknowledges for themselves.
  await page.getByRole('dialog', { name: '风险揭示' }).getByRole('button', { name: '我已知晓' }).click()
  const res = await request.post('/api/tips/updates', { data: { id: 'TP010', offset: 0, size: 10 }, headers: { Authorization: `Bearer ${session.token}` } })
  const updates = ((await res.json()) as { list: { id: string; title: string; audioUrl?: string | null }[] }).list
  const spoken = updates.find((u) => u.audioUrl)!
  const played = await playThrough(page, `音频：${spoken.title}`)
  // A paid pack's audio is served only on the signed address the server hands a holder (issue #34).
  const [path] = spoken.audioUrl!.split('?')
  expect(played.src).toBe(`/tougu${path!}`)
  expect(played.query).toMatch(/^\?exp=\d+&sig=[\w-]{43}$/)
  expect((await remembered(page))[spoken.id]).toMatch(new RegExp(`^/tougu${path!.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=`))
})
