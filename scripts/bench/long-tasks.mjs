// `pnpm bench` (issue #35): the main thread's tasks after the first paint of each first screen, and where their time
// goes, for finding what costs Lighthouse's TBT (decision wave3-speed-1). Lighthouse's simulation multiplies each task
// it observes by four and counts what exceeds 50 ms, so on an unthrottled load every task over ~12 ms counts.
// Each run is a fresh phone-sized Chromium context (Playwright) recording a trace and a CPU profile; the tasks of the
// page's main thread from its first contentful paint on are listed with the functions they spent their time in, mapped
// through the build's source maps (packages/app/dist). Reports, checks no target; writes reports/long-tasks.json.
//   LT_RUNS (3) · LT_PORT (4419) · LT_PAGES (e.g. home,tips) · LT_MIN_MS (12: the shortest task listed)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { inPhonePage, launchChromium } from './lib/phone.mjs'
import { startFirstScreens } from './lib/referenceServer.mjs'
import { median } from './lib/median.mjs'

const RUNS = Number(process.env.LT_RUNS ?? 3)
const PORT = Number(process.env.LT_PORT ?? 4419)
const MIN_MS = Number(process.env.LT_MIN_MS ?? 12)
const ASSETS = join(process.env.TOUGU_APP_DIR || join(process.cwd(), 'packages/app/dist'), 'assets')

const REACT_INTERNAL = /react-dom-client\.production|scheduler\.production|react\.production/
const REACT_PHASE = /^(?:performSyncWorkOnRoot|renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects)@/

/** A source map per built file, read once; null for files without one (the browser's own, other origins). */
const maps = new Map()
function mapOf(file) {
  if (!maps.has(file)) {
    const path = join(ASSETS, `${file}.map`)
    maps.set(file, existsSync(path) ? new TraceMap(JSON.parse(readFileSync(path, 'utf8'))) : null)
  }
  return maps.get(file)
}

/** `function@source:line` of a profile frame, through the build's source map where there is one. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  const file = url.split('/').pop()
  const map = file ? mapOf(file) : null
  const at = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null
  if (at?.source) return `${at.name ?? (functionName || '(anonymous)')}@${at.source.split('/').slice(-2).join('/')}:${at.line}`
  return `${functionName || '(anonymous)'}${file ? `@${file}` : ''}`
}

/** The renderer's main thread: the one that parsed the page and ran its scripts. */
function mainThreadOf(events) {
  const counts = new Map()
  for (const e of events) {
    if (e.name !== 'ParseHTML' && e.name !== 'v8.evaluateModule' && e.name !== 'EvaluateScript') continue
    const key = `${e.pid}:${e.tid}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/** One load: each task after the first paint with its duration and the functions it spent the most time in. */
async function loadOnce(browser, url) {
  return inPhonePage(browser, async (page, cdp) => {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    const { profile } = await cdp.send('Profiler.stop')
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    const main = mainThreadOf(events)
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    const start = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main)?.ts ?? start
    // Top-level tasks only: a task nested in another (the scheduler's own wrapper) is part of it.
    const tasks = []
    for (const t of onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      const last = tasks.at(-1)
      if (!last || t.ts >= last.ts + last.dur) tasks.push(t)
    }
    // The profile's samples, timed on the trace's clock, with each sample's stack of frame names.
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
    const parent = new Map()
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
    const samples = []
    let at = profile.startTime
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i] ?? 0
      samples.push({ at, id })
    })
    const stackOf = (id) => {
      const names = []
      for (let n = id; n !== undefined; n = parent.get(n)) if (nodes.get(n).callFrame.url) names.push(frameName(nodes.get(n).callFrame))
      return [...new Set(names)]
    }
    return tasks
      .filter((t) => t.ts + t.dur >= fcp && t.dur / 1000 >= MIN_MS)
      .map((t) => {
        const inTask = samples.filter((s) => s.at >= t.ts && s.at <= t.ts + t.dur)
        const inclusive = new Map()
        for (const s of inTask) for (const name of stackOf(s.id)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1)
        const ms = t.dur / 1000
        // React's and the scheduler's own functions are the same in every task: kept are the ones that say which phase
        // (render, commit, effects) and everything of the app and its other libraries.
        for (const name of [...inclusive.keys()]) if (REACT_INTERNAL.test(name) && !REACT_PHASE.test(name)) inclusive.delete(name)
        const top = [...inclusive]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, n]) => ({ name, ms: Math.round(((n / Math.max(inTask.length, 1)) * ms) * 10) / 10 }))
        return { atMs: Math.round((t.ts - start) / 1000), ms: Math.round(ms * 10) / 10, top }
      })
  })
}

const { pages, stop } = await startFirstScreens({ port: PORT, only: process.env.LT_PAGES?.split(','), name: 'long-tasks' })
const browser = await launchChromium()
const report = []
try {
  for (const page of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, page.url))
    // What Lighthouse's simulation would count of these tasks: 4 × each, less 50 ms.
    const blocking = runs.map((tasks) => tasks.reduce((sum, t) => sum + Math.max(0, 4 * t.ms - 50), 0))
    report.push({ page: page.name, runs, blockingEstimateMs: median(blocking) })
  }
} finally {
  await browser.close()
  stop()
}

console.log(`Tasks of at least ${MIN_MS} ms after the first contentful paint, unthrottled, ${RUNS} loads each (functions: inclusive ms)`)
for (const { page, runs, blockingEstimateMs } of report) {
  console.log(`  ${page}: median of 4 × task − 50 ms over the tasks, ${Math.round(blockingEstimateMs)} ms`)
  runs.forEach((tasks, i) => {
    console.log(`    load ${i + 1}`)
    for (const t of tasks) console.log(`      at ${String(t.atMs).padStart(5)} ms  ${String(t.ms).padStart(6)} ms  ${t.top.map((f) => `${f.name} ${f.ms}`).join(' · ')}`)
  })
}
mkdirSync('reports', { recursive: true })
writeFileSync('reports/long-tasks.json', JSON.stringify({ minMs: MIN_MS, runs: RUNS, pages: report }, null, 2))
