import { defineProject } from 'vitest/config'
import { isolatedVmPool } from '../../tooling/vitestPool.js'
import app from './vitest.config.js'

// The app's files that render on the server and take the page over in the browser, each in a context of its own. React's
// server renderer leaves a context's value set in the React it shares with the client renderer (after home's first screen,
// wouter's router read the page's base and address); in one process for both, as only a test is, a later file's router
// would start from them (decision wave3-ci-19). Otherwise the app's project as it is.
export default defineProject({
  ...app,
  test: { ...app.test, ...isolatedVmPool, name: 'app-ssr', include: ['src/**/*.ssr.test.{ts,tsx}'], exclude: [] },
})
