import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { isolatedVmPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { ...isolatedVmPool, name: 'bridge', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
})
