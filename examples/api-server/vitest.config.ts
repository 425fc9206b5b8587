import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'api-server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
})
