import { defineConfig } from '@playwright/test'
import { TEST_CHROMIUM_ARGS, testChromiumPath } from '../../scripts/chromium.mjs'
import { viteBuildAndPreview } from '../../scripts/pnpm.mjs'

// Its own small suite (scripts/test-all.mjs counts it): the device conformance page inside the simulator's
// phone frame, against the production build served by `vite preview` (no app server needed).
const port = Number(process.env.NATIVE_HOST_PORT ?? 5182)

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // The cases mostly wait for the protocol's timeouts, not the CPU: the tests side by side take about the time of the
  // longest. Each test opens its own page.
  fullyParallel: true,
  workers: 4,
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e-native-host.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1100, height: 900 },
    launchOptions: { executablePath: testChromiumPath(), args: TEST_CHROMIUM_ARGS },
  },
  projects: [{ name: 'native-host', use: { browserName: 'chromium' } }],
  webServer: {
    command: viteBuildAndPreview(port),
    url: `http://127.0.0.1:${port}/conformance.html`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
