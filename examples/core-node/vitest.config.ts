import { defineProject } from 'vitest/config'

// The test runs the script as a child process against the built package (packages/core/dist), so no
// workspace alias here: the script must work through @tougu/core's public entry alone.
export default defineProject({
  test: {
    name: 'core-node',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
