import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedModulesPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { ...sharedModulesPool, name: 'bridge', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
})
