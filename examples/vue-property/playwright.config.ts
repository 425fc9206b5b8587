import { defineConfig } from '@playwright/test'
import { testChromiumPath } from '../../scripts/chromium.mjs'

// Its own small suite (scripts/test-all.mjs counts it): one phone-sized Chromium against the production
// build of the page, served by `vite preview`. The build needs @tougu/core's dist (root `pnpm build`).
const port = Number(process.env.VUE_PROPERTY_PORT ?? 5191)

/** The package's own Vite (its `build` script is `vite build`). */
const VITE = 'node node_modules/vite/bin/vite.js'

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
    launchOptions: { executablePath: testChromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] },
  },
  projects: [{ name: 'vue-property', use: { browserName: 'chromium' } }],
  webServer: {
    // The package's `build`, then `vite preview`, with Node directly: through pnpm, each would start pnpm first (decision
    // wave3-ci-18).
    command: `${VITE} build && ${VITE} preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
