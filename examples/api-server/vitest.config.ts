import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'

// PGlite start-up is slow on a busy machine, hence the generous timeouts.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
