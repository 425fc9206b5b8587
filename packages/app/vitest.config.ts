import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { sharedModulesPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

// The app's tests share their libraries file after file (decision wave3-ci-19), apart from the files that render on the
// server too (`*.ssr.test.tsx`, vitest.ssr.config.ts).
export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    ...sharedModulesPool,
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
})
