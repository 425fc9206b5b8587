// Shared by the benchmarks in scripts/bench (not a benchmark of its own).
import { chromium } from '@playwright/test'
import { chromiumPath } from '../../chromium.mjs'

/** The benches' Chromium (`CHROME_PATH` or the system's), with the flags this machine needs. */
export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })

/** A fresh context the size of Lighthouse's mobile preset's phone (412 × 823, touch). */
export const newPhoneContext = (browser) => browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
