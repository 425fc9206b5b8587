// `pnpm bench` (issue 13): the first screens as a phone on a mobile network gets them, measured by the browser itself
// instead of Lighthouse's simulation: Chromium with its own throttling (150 ms latency, 1.6 Mbit/s down, 750 kbit/s
// up, CPU 4× slower, Lighthouse's mobile figures), against the reference server as `pnpm start` runs it. Per load:
// the browser's FCP and LCP entries, the LCP element, and the blocking time of the long tasks it reports after the
// first contentful paint (their part over 50 ms, until the network is idle; Lighthouse counts until its TTI). Steadier
// than the simulation on a busy two-core machine (decision wave2-speed-17), but not the same figure: the targets of
// #13 are Lighthouse's. Reports, checks no target; writes reports/throttled.json.
//   TH_RUNS (5) · TH_PORT (4419) · CHROME_PATH · TH_PAGES (e.g. home,tips)
//   TH_COMPARE (a URL measured in the same rounds, e.g. a reference template, as lighthouse.mjs's LH_COMPARE)
import { mkdirSync, writeFileSync } from 'node:fs'
import { inPhonePage, launchChromium } from './lib/phone.mjs'
import { startFirstScreens } from './lib/referenceServer.mjs'
import { comparePages, inRounds } from './lib/rounds.mjs'

const RUNS = Number(process.env.TH_RUNS ?? 5)
const PORT = Number(process.env.TH_PORT ?? 4419)
/** Lighthouse 12's mobile throttling (its `simulate` figures, applied for real here). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

const { pages, stop } = await startFirstScreens({ port: PORT, only: process.env.TH_PAGES?.split(','), name: 'throttled' })
const browser = await launchChromium()

/** Runs in the page: reads the buffered paint, LCP and long-task entries. */
function readEntries() {
  const read = (type) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => resolve(list.getEntries()))
      observer.observe({ type, buffered: true })
      // No entry of the type at all: the callback never comes.
      setTimeout(() => resolve([]), 200)
    })
  return Promise.all([read('largest-contentful-paint'), read('longtask')]).then(([lcps, tasks]) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
    const lcp = lcps.at(-1)
    const element = lcp?.element
    return {
      fcp,
      lcp: lcp?.startTime ?? NaN,
      // The element is gone from the entry once the page removed it (the app replacing index.html's shell).
      lcpElement: element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
        : `(removed)${lcp?.url ? ` ${lcp.url.split('/').pop()}` : ''}`,
      blocking: tasks.filter((t) => t.startTime >= fcp).reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
    }
  })
}

const loadOnce = ({ url }) =>
  inPhonePage(browser, async (page, cdp) => {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'networkidle' })
    return await page.evaluate(readEntries)
  })

let results
try {
  const measured = await inRounds([...pages, ...comparePages(process.env.TH_COMPARE)], RUNS, loadOnce)
  results = measured.map((r) => ({ ...r, lcpElements: [...new Set(r.runs.map((run) => run.lcpElement))] }))
} finally {
  await browser.close()
  stop()
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(7)
console.log(`First screens under Chromium's own throttling (150 ms, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}), median of ${RUNS} (Chromium ${browser.version()})`)
console.log(`  ${'page'.padEnd(16)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'blocking'.padStart(9)}  LCP element`)
for (const { page, median: m, lcpElements } of results) {
  console.log(`  ${page.padEnd(16)} ${s(m.fcp)} ${s(m.lcp)} ${`${Math.round(m.blocking)} ms`.padStart(9)}  ${lcpElements.join(' / ')}`)
}
mkdirSync('reports', { recursive: true })
writeFileSync('reports/throttled.json', JSON.stringify({ chromium: browser.version(), runs: RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, pages: results }, null, 2))
