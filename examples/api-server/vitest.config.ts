import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedModulesPool } from '../../tooling/vitestPool.js'

/**
 * When the suite runs on PostgreSQL as well (scripts/test-all.mjs, with TOUGU_TEST_DATABASE_URL: CI), the run on the
 * embedded database (PGlite) takes only the files about that database, and the run on PostgreSQL takes every file,
 * the race and limit tests included; each file still runs at least once (decision wave3-ci-1).
 */
const EMBEDDED_DATABASE_FILES = ['src/persistence.test.ts']
const embeddedOnly = process.env.TOUGU_API_SERVER_TESTS === 'embedded-database'

// PGlite start-up is slow on a busy machine, hence the generous timeouts.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    ...sharedModulesPool,
    name: 'api-server',
    environment: 'node',
    include: embeddedOnly ? EMBEDDED_DATABASE_FILES : ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
