import { defineProject } from 'vitest/config'

// bundle.test.ts runs the production build of the page, so no workspace alias: core comes from its dist.
export default defineProject({
  test: { name: 'vue-property', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
})
