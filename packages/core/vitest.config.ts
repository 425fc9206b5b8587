import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'] },
})
