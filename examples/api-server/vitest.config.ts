import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { isolatedVmPool } from '../../tooling/vitestPool.js'

// PGlite start-up is slow on a busy machine, hence the generous timeouts.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    ...isolatedVmPool,
    name: 'api-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
