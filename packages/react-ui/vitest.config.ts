import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedModulesPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    ...sharedModulesPool,
    name: 'react-ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
})
