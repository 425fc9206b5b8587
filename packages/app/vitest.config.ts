import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: { name: 'app', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], setupFiles: ['src/test-setup.ts'] },
})
