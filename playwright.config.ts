import { defineConfig, devices } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs'
import { API_SERVER_DIR, E2E_SERVER_NODE_FLAGS, PGLITE_SNAPSHOTS } from './e2e/support/apiServer.js'

const port = Number(process.env.E2E_PORT ?? 4318)
const base = '/tougu'
const executablePath = testChromiumPath()
// The shared server's database lives in its memory: each run starts from the seed and leaves nothing behind. (A folder
// named by the runner's pid was reopened as it was when the system gave a later run the same pid: that run's tests met
// the earlier one's used coupons, answered papers and ended live rooms.) E2E_DATA_DIR keeps it in a folder to look at.
const e2eDataDir = process.env.E2E_DATA_DIR ?? ':memory:'
// The run's folder for what its tests share (the next release, e2e/support/releases.ts), made when first needed and
// removed at the end (e2e/support/runFolder.ts); named by the runner's pid and start, so no later run takes it for its
// own. Set here in the runner, the workers inherit it.
process.env.E2E_RUN_DIR ??= join(tmpdir(), `tougu-e2e-run-${process.pid}-${Date.now().toString(36)}`)

// The test browser's flags (scripts/chromium.mjs), and this suite's for a closed network (see ARCHITECTURE.md gotchas).
const args = [
  ...TEST_CHROMIUM_ARGS,
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // WeChat's servers, which the WeChat SDK reports to after a pay: no name of theirs resolves, so those requests fail at
  // once (the network is closed). Not a page.route: a route turns the page's cache off (decision wave3-ci-13).
  '--host-resolver-rules=MAP open.weixin.qq.com ~NOTFOUND',
]

// The two device projects run the same Chromium at the same viewport and differ only in the user agent, which the app
// reads only to tell the firm's app, WeChat and WeCom from a browser (the specs of those set their own). The second
// project repeated every test with no different input and doubled the e2e time, so it runs on request only:
// E2E_BOTH_DEVICES=1 (decision wave2-speed-13). The specs keep one investor per project for that run.
const bothDevices = process.env.E2E_BOTH_DEVICES === '1'

// One device pixel per CSS pixel: what the specs check (layout, axe, tap targets, the rem the layout sets below its
// 750 px cap) is in CSS pixels and the same at any density, while Chromium rasterises every frame in software here and a
// 2× screen paints four times the pixels (decision wave3-ci-11). first-screen.spec.ts keeps a 2× phone for the one
// thing density changes: which artwork a picture's srcset takes.
const mobile = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }
/** A device project: the phone's screen in Chromium, with that phone's browser user agent. */
const phone = (name: string, userAgent: string) => ({
  name,
  use: { ...mobile, userAgent, browserName: 'chromium' as const },
})

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  // Three on the two-core CI machine: the tests wait (quiet networks, players, polls) and a third worker fills the waits
  // (decision wave3-ci-14).
  workers: process.env.CI ? 3 : undefined,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  globalTeardown: './e2e/support/runFolder.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The app registers a service worker after the first screen (decision wave3-shipping-3). It would answer code
    // requests the specs route (page.route sees no request a worker answers) and precache every file in each test:
    // blocked here, allowed by the specs about it (repeat-visits.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath, args },
    // Recording a trace (screenshots, DOM snapshots) costs about as much CPU as the test itself on the two-core CI
    // machine (figures: wave2-speed-13). In CI (one retry) a failing test is traced when it is run again; locally,
    // where nothing is retried, every test records and keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    phone('iphone', devices['iPhone 13'].userAgent),
    ...(bothDevices ? [phone('android', devices['Pixel 7'].userAgent)] : []),
  ],
  webServer: {
    // `pnpm start` of examples/api-server without pnpm around it (decision wave3-ci-6), with the e2e servers' Node flags
    // (wave3-ci-18).
    command: ['node', ...E2E_SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '),
    cwd: API_SERVER_DIR,
    // A fixed demo SMS code so tests can sign the demo investors in (e2e/support/session.ts).
    // A fresh database per run: tests that answer the follow-up or buy change the seeded demo data.
    env: { PORT: String(port), TOUGU_BASE: base, TOUGU_DEMO_SMS_CODE: '246810', TOUGU_DATA_DIR: e2eDataDir, TOUGU_PGLITE_SNAPSHOTS: PGLITE_SNAPSHOTS },
    url: `http://127.0.0.1:${port}${base}/index`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
