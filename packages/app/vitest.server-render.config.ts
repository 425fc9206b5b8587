import { isolatedVmPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'
import { SERVER_RENDER_TESTS, appTestBase } from './vitest.config.js'

// The app's tests that render on the server, each file in a context of its own (see SERVER_RENDER_TESTS).
export default defineProject({
  ...appTestBase,
  test: { ...isolatedVmPool, name: 'app-server-render', environment: 'happy-dom', include: SERVER_RENDER_TESTS, setupFiles: ['src/test-setup.ts'] },
})
