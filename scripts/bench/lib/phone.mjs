// Shared by the benchmarks in scripts/bench (not a benchmark of its own).
import { chromium } from '@playwright/test'
import { chromiumPath } from '../../chromium.mjs'

/** The benches' Chromium (`CHROME_PATH` or the system's), with the flags this machine needs. */
export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })

/** A fresh context the size of Lighthouse's mobile preset's phone (412 × 823, touch). */
export const newPhoneContext = (browser) => browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })

/**
 * A load in a fresh phone context: `use` gets its page and a CDP session of it; the context is closed afterwards.
 * @template T
 * @param {import('@playwright/test').Browser} browser
 * @param {(page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function inPhonePage(browser, use) {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    return await use(page, await context.newCDPSession(page))
  } finally {
    await context.close()
  }
}
