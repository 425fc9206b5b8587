import { defineConfig } from '@playwright/test'
import { TEST_CHROMIUM_ARGS, testChromiumPath } from '../../scripts/chromium.mjs'
import { viteBuildAndPreview } from '../../scripts/pnpm.mjs'

// Its own small suite (scripts/test-all.mjs counts it): one phone-sized Chromium against the production
// build of the page, served by `vite preview`. The build needs @tougu/core's dist (root `pnpm build`).
const port = Number(process.env.VUE_PROPERTY_PORT ?? 5191)

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e-vue-property.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    launchOptions: { executablePath: testChromiumPath(), args: TEST_CHROMIUM_ARGS },
  },
  projects: [{ name: 'vue-property', use: { browserName: 'chromium' } }],
  webServer: {
    command: viteBuildAndPreview(port),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
