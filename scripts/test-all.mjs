// `pnpm test`: every check the project has, in order, then one closing line `N passed, N failed`
// that totals every suite (unit + component + server + e2e). lint, typecheck and build count as one
// check each. A failing step does not stop the later ones, so one run shows everything that is wrong.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

import { devBin, packageScript, pnpmCommand } from './pnpm.mjs'
import { runTogether } from './together.mjs'

const [pn, pnArgs] = pnpmCommand()
// The test runners without `pnpm exec` around them (scripts/pnpm.mjs).
const [vitest, vitestArgs] = devBin('vitest', 'vitest')
const [playwright, playwrightArgs] = devBin('@playwright/test', 'playwright')

mkdirSync('reports', { recursive: true })
const results = []

/** The lines around a step's output: what runs, then whether it passed and how long it took. */
const stepStart = (name, cmd, args, note = '') => console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}${note}`)
const stepEnd = (name, ok, seconds) => console.log(`${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`)
const secondsSince = (started) => (Date.now() - started) / 1000

/** Runs one step in the foreground, its output straight through (not a synchronous spawn: the steps in the background
 * go on reading their output meanwhile). */
async function run(name, cmd, args, env = {}) {
  stepStart(name, cmd, args)
  const started = Date.now()
  const ok = await new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (e) => {
      console.error(e.message)
      resolve(false)
    })
    child.on('close', (code) => resolve(code === 0))
  })
  stepEnd(name, ok, secondsSince(started))
  return ok
}

function record(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
  return ok
}

/**
 * Runs steps at the same time and prints each one's output, whole, once all have ended (in the order given). For
 * checks that together fill the cores (lint's processes beside the type check, decision wave3-ci-2), and for suites
 * that mostly wait beside one that keeps the cores busy.
 */
async function together(steps) {
  return printed(steps, await runTogether(steps))
}

/** Prints each step's output, whole, framed as `run` frames it; returns whether each passed. */
function printed(steps, ended, where = '') {
  return ended.map(({ ok, seconds, output }, i) => {
    const { name, cmd, args } = steps[i]
    const others = steps.filter((s) => s.name !== name).map((s) => s.name)
    const notes = [...(others.length > 0 ? [`run alongside ${others.join(', ')}`] : []), ...(where ? [where] : [])]
    stepStart(name, cmd, args, notes.length > 0 ? ` (${notes.join('; ')})` : '')
    process.stdout.write(output)
    stepEnd(name, ok, seconds)
    return ok
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// The names of the failed tests, so the tail of a CI log says which ones (the suites' own output is long).
const relative = (file) => file.replace(`${process.cwd()}/`, '')
function vitestFailures(report) {
  const names = []
  for (const f of report?.testResults ?? []) {
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) names.push(`${relative(f.name)} (did not load)`)
    for (const a of f.assertionResults ?? []) if (a.status === 'failed') names.push(`${relative(f.name)} › ${a.fullName}`)
  }
  return names
}
function playwrightFailures(report) {
  const names = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') names.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  // Top-level suites are the spec files (their title is the file name); nested ones are describe blocks.
  for (const s of report?.suites ?? []) walk(s, [])
  return names
}

// The e2e suites' browser (scripts/ensure-chromium.mjs: on a fresh Debian machine, one apt run for Chromium, its
// headless shell and a Chinese font) is installed from the start, in the background, so its download and unpacking
// overlap the build and the suites before the e2e instead of coming between them; the e2e suites wait for it
// (decision wave3-ci-16).
const chromiumStep = { name: 'chromium', cmd: process.execPath, args: ['scripts/ensure-chromium.mjs'] }
const chromiumInBackground = runTogether([chromiumStep], { background: true })

// The packages' code, which the suites run; their declarations, which only a tarball needs, are made by the release check
// in the background (decision wave3-ci-17). The code is built in the background from the start, beside the PostgreSQL
// suite, which reads sources only and leaves a core half idle while it waits for its database; the unit run (core-node
// and the Vue property read core's JavaScript) and the end-to-end suites wait for it (decision wave3-ci-18).
const buildStep = { name: 'build', cmd: pn, args: [...pnArgs, 'build:code'] }
const buildInBackground = runTogether([buildStep], { background: true })

// The checks that read code and never a clock: lint beside the type check, and the tarballs a publish would ship (make
// each publishable package's declarations, pack it, publint + are-the-types-wrong on it). They run in the background,
// on CPU the test suites leave (the suites wait for servers, browsers and protocol timeouts): Linux's idle scheduling
// class, where a suite's process that wakes takes its core back at once (decision wave3-ci-12). Lint and the type check
// start beside the unit suite, which they slow least, the release check beside the end-to-end suites; not beside the
// PostgreSQL suite, whose round trips to its database felt either of them even so (figures in the decision). Lint and
// the type check start without pnpm (`packageScript`). Their output is printed once the suites have ended.
const rootScript = (name) => {
  const [cmd, args] = packageScript('.', name)
  return { name, cmd, args }
}
const lintSteps = [rootScript('lint'), rootScript('typecheck')]
const releaseStep = { name: 'release check', cmd: process.execPath, args: ['scripts/release-check.mjs', '--types'] }

// With PostgreSQL there (.ci/run sets TOUGU_TEST_DATABASE_URL), the api-server suite runs whole on it first, and the
// unit run after it takes only its files about the embedded database (examples/api-server/vitest.config.ts, decision
// wave3-ci-1).
const pgUrl = process.env.TOUGU_TEST_DATABASE_URL

// The api-server suite whole against real PostgreSQL (same tests, same migrations). .ci/run starts a cluster on
// loopback and sets TOUGU_TEST_DATABASE_URL; in CI a missing database counts as a failure.
if (pgUrl) {
  rmSync('reports/api-server-pg.json', { force: true })
  const pgOk = await run('api-server tests on PostgreSQL (vitest)', vitest, [
    ...vitestArgs, 'run', '--project', 'api-server', '--reporter=default', '--reporter=json', '--outputFile=reports/api-server-pg.json',
  ], { DATABASE_URL: pgUrl })
  const pg = readJson('reports/api-server-pg.json')
  if (pg) {
    results.push({ name: 'api-server on PostgreSQL', passed: pg.numPassedTests, failed: vitestFailures(pg).length })
    if (!pgOk && vitestFailures(pg).length === 0) results.push({ name: 'api-server on PostgreSQL exit', passed: 0, failed: 1 })
  } else {
    results.push({ name: 'api-server on PostgreSQL', passed: 0, failed: 1 })
  }
} else if (process.env.CI) {
  results.push({ name: 'api-server on PostgreSQL (no database)', passed: 0, failed: 1 })
}

const built = record('build', printed([buildStep], await buildInBackground, 'in the background, from the start')[0])

const lintInBackground = runTogether(lintSteps, { background: true })

rmSync('reports/unit.json', { force: true })
const unitOk = await run('unit, component and server tests (vitest)', vitest, [
  ...vitestArgs, 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/unit.json',
], pgUrl ? { TOUGU_API_SERVER_TESTS: 'embedded-database' } : {})
const unit = readJson('reports/unit.json')
if (unit) {
  results.push({ name: 'vitest', passed: unit.numPassedTests, failed: vitestFailures(unit).length })
} else {
  results.push({ name: 'vitest', passed: 0, failed: 1 })
}
if (!unitOk && unit && vitestFailures(unit).length === 0) results.push({ name: 'vitest exit', passed: 0, failed: 1 })

const releaseInBackground = built ? runTogether([releaseStep], { background: true }) : Promise.resolve(null)

// The three Playwright suites, each with its own server and report: the app's (e2e/), examples/vue-property (the Vue 3
// page on @tougu/core) and examples/native-host (the device conformance page inside the simulator, against a correct
// host and broken ones). They run side by side: the two example suites mostly wait (for the protocol's timeouts, for
// their servers), which the app's suite fills with its work (decision wave3-ci-1). Each is counted on its own.
const playwrightSuites = [
  { name: 'e2e', title: 'end-to-end tests (playwright)', report: 'reports/e2e.json', args: [] },
  { name: 'vue-property e2e', title: 'Vue property end-to-end (playwright)', report: 'reports/e2e-vue-property.json', args: ['-c', 'examples/vue-property/playwright.config.ts'] },
  { name: 'native-host e2e', title: 'native-host conformance end-to-end (playwright)', report: 'reports/e2e-native-host.json', args: ['-c', 'examples/native-host/playwright.config.ts'] },
]
for (const suite of playwrightSuites) rmSync(suite.report, { force: true })
if (!built) {
  for (const suite of playwrightSuites) results.push({ name: `${suite.name} (skipped: build failed)`, passed: 0, failed: 1 })
} else if (!printed([chromiumStep], await chromiumInBackground, 'in the background, from the start')[0]) {
  for (const suite of playwrightSuites) results.push({ name: `${suite.name} (no chromium)`, passed: 0, failed: 1 })
} else {
  const oks = await together(playwrightSuites.map((suite) => ({ name: suite.title, cmd: playwright, args: [...playwrightArgs, 'test', ...suite.args] })))
  playwrightSuites.forEach((suite, i) => {
    const report = readJson(suite.report)
    if (report?.stats) {
      results.push({ name: suite.name, passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected })
      if (!oks[i] && report.stats.unexpected === 0) results.push({ name: `${suite.name} exit`, passed: 0, failed: 1 })
    } else {
      results.push({ name: suite.name, passed: 0, failed: 1 })
    }
  })
}

const BACKGROUND_NOTE = 'in the background, beside the suites'
const [lintOk, typecheckOk] = printed(lintSteps, await lintInBackground, BACKGROUND_NOTE)
record('lint', lintOk)
record('typecheck', typecheckOk)
const release = await releaseInBackground
if (release) record('release check', printed([releaseStep], release, BACKGROUND_NOTE)[0])
else results.push({ name: 'release check (skipped: build failed)', passed: 0, failed: 1 })

const failedNames = [
  ...vitestFailures(readJson('reports/unit.json')),
  ...vitestFailures(readJson('reports/api-server-pg.json')).map((n) => `(PostgreSQL) ${n}`),
  ...playwrightSuites.flatMap((suite) => playwrightFailures(readJson(suite.report))),
]
if (failedNames.length > 0) {
  console.log('\nFailed tests')
  for (const n of failedNames.slice(0, 40)) console.log(`  ✖ ${n}`)
  if (failedNames.length > 40) console.log(`  … and ${failedNames.length - 40} more`)
}

console.log('\nSummary')
for (const r of results) console.log(`  ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 && existsSync('reports') ? 0 : 1)
