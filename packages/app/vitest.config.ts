import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedDomPool } from '../../tooling/vitestPool.js'
import { configDefaults, defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * The files whose tests render pages on the server (server/renderPage.tsx) in the test process. React's server
 * renderer leaves the context values of the tree it rendered last in the contexts it shares with the browser renderer
 * (wouter's router: the next file's app then routes as the server's page and shows 页面不存在), so these files run in
 * a project of their own, each in a fresh context (vitest.server-render.config.ts, decision wave3-ci-7).
 */
export const SERVER_RENDER_TESTS = ['src/boot/firstScreen.test.tsx']

export const appTestBase = { plugins: [react()], resolve: { alias: workspaceAliases } }

export default defineProject({
  ...appTestBase,
  test: {
    ...sharedDomPool(['src/test-setup.ts']),
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SERVER_RENDER_TESTS],
    // A screen's first test loads its lazy route inside the test; in a shared worker the first file to reach a module
    // pays its loading for the files after it (a wait, not a verdict: Testing Library's own waits stay at 5 s).
    testTimeout: 15_000,
  },
})
