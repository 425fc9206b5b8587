import type { Page, Route } from '@playwright/test'

/**
 * Holds the page's requests matching `url` until `release()`, then lets them (and any later ones) through: a test
 * decides when a file arrives instead of racing a timer.
 * @example
 * const sheets = await holdRequests(page, /\.css$/)
 * await page.goto('/tougu/index', { waitUntil: 'commit' })
 * await expect.poll(() => sheets.held.length).toBeGreaterThan(0)
 * await sheets.release()
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = []
  let released = false
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)))
  return {
    held,
    release: async () => {
      released = true
      for (const route of held) await route.continue()
    },
  }
}
