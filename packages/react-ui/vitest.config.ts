import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedDomPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    ...sharedDomPool(['./src/test-setup.ts']),
    name: 'react-ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
