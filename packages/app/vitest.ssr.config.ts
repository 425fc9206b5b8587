import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { isolatedVmPool } from '../../tooling/vitestPool.js'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

// The app's files that render on the server and take the page over in the browser, each in a context of its own. React's
// server renderer leaves a context's value set in the React it shares with the client renderer (after home's first screen,
// wouter's router read the page's base and address); in one process for both, as only a test is, a later file's router
// would start from them (decision wave3-ci-19).
export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: { ...isolatedVmPool, name: 'app-ssr', environment: 'happy-dom', include: ['src/**/*.ssr.test.{ts,tsx}'], setupFiles: ['src/test-setup.ts'] },
})
