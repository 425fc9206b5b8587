// `pnpm bench` (issue 13): how much main-thread work each first screen costs, observed without throttling, against
// the reference server as `pnpm start` runs it. Lighthouse's TBT multiplies these tasks and, on the CI machine,
// spreads by a factor of three or more between runs of one build (decision wave2-speed-15); these medians moved by up
// to ~25 % (tasks) and ~20 % (layout, script) between sets of 7 of one build: alternate the builds compared and take
// several sets. Runs round by round (every page once per round). Reports, checks no target.
// Each run is a fresh phone-sized context in Chromium (Playwright, CDP `Performance.getMetrics` after the network
// settles); the table shows medians: all tasks, layout, style recalculation, script, the number of layouts, DOM nodes.
// Writes reports/main-thread.json.   MT_RUNS (7) · MT_PORT (4418) · CHROME_PATH · MT_PAGES (e.g. home,tips)
import { mkdirSync, writeFileSync } from 'node:fs'
import { inPhonePage, launchChromium } from './lib/phone.mjs'
import { startFirstScreens } from './lib/referenceServer.mjs'
import { inRounds } from './lib/rounds.mjs'

const RUNS = Number(process.env.MT_RUNS ?? 7)
const PORT = Number(process.env.MT_PORT ?? 4418)

const { pages, stop } = await startFirstScreens({ port: PORT, only: process.env.MT_PAGES?.split(','), name: 'main-thread' })
const browser = await launchChromium()

const loadOnce = ({ url }) =>
  inPhonePage(browser, async (page, cdp) => {
    await cdp.send('Performance.enable')
    await page.goto(url, { waitUntil: 'networkidle' })
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
    return {
      taskMs: m.TaskDuration * 1000,
      layoutMs: m.LayoutDuration * 1000,
      styleMs: m.RecalcStyleDuration * 1000,
      scriptMs: m.ScriptDuration * 1000,
      layouts: m.LayoutCount,
      nodes: m.Nodes,
    }
  })

let results
try {
  results = await inRounds(pages, RUNS, loadOnce)
} finally {
  await browser.close()
  stop()
}

const chromiumVersion = browser.version()
const ms = (x) => `${Math.round(x)} ms`.padStart(8)
console.log(`Main-thread work of a first load, no throttling, median of ${RUNS} (Chromium ${chromiumVersion})`)
console.log(`  ${'page'.padEnd(16)} ${'tasks'.padStart(8)} ${'layout'.padStart(8)} ${'style'.padStart(8)} ${'script'.padStart(8)} ${'layouts'.padStart(8)} ${'nodes'.padStart(6)}`)
for (const { page, median: m } of results) {
  console.log(`  ${page.padEnd(16)} ${ms(m.taskMs)} ${ms(m.layoutMs)} ${ms(m.styleMs)} ${ms(m.scriptMs)} ${String(m.layouts).padStart(8)} ${String(m.nodes).padStart(6)}`)
}
mkdirSync('reports', { recursive: true })
writeFileSync('reports/main-thread.json', JSON.stringify({ chromium: chromiumVersion, runs: RUNS, pages: results }, null, 2))
