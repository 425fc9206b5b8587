import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'native-host', environment: 'node', include: ['*.test.ts', 'src/**/*.test.ts', 'reference/**/*.test.ts'] },
})
