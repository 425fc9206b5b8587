import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'bridge', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
})
