import { spawn, type ChildProcessByStdio } from 'node:child_process'
import type { Readable } from 'node:stream'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_SMS_CODE } from './session.js'

// How the e2e suites start the reference server (examples/api-server), the shared one of playwright.config.ts and the
// ones of their own (clockedServer.ts, releases.ts; the native host's suite too). Decision wave3-ci-6.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** examples/api-server, where a server starts (its working directory). */
export const API_SERVER_DIR = join(ROOT, 'examples/api-server')

/**
 * Node's flags for every e2e server. `--liftoff-only`: PGlite's WebAssembly runs on V8's baseline compiler and is never
 * compiled again by the optimizing one. A test's server lives for seconds to minutes, and recompiling PGlite's hot
 * functions cost it more CPU than their faster code saved (decision wave3-ci-18); `pnpm start` keeps V8's default.
 */
export const E2E_SERVER_NODE_FLAGS = ['--liftoff-only']

/** Its start: the compiled server, compiled first when one of its sources changed (scripts/compiledServer.mjs). */
export const API_SERVER_START = { command: process.execPath, args: [...E2E_SERVER_NODE_FLAGS, join(API_SERVER_DIR, 'scripts/start.mjs')] }

/**
 * `TOUGU_PGLITE_SNAPSHOTS` for every e2e server: a new database starts from a migrated snapshot, named by the
 * migrations and PGlite (src/db/migratedSnapshot.ts), which the first start of a run on a fresh clone makes.
 */
export const PGLITE_SNAPSHOTS = join(ROOT, 'node_modules/.cache/tougu-pglite')

/**
 * Starts a reference server of a test's own: the compiled start in examples/api-server, under the app's base, with the
 * demo SMS code and the run's database snapshots; `env` gives its port, data folder and what else the test sets.
 */
export function spawnApiServer(env: NodeJS.ProcessEnv): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(API_SERVER_START.command, API_SERVER_START.args, {
    cwd: API_SERVER_DIR,
    env: { ...process.env, TOUGU_BASE: '/tougu', TOUGU_DEMO_SMS_CODE: DEMO_SMS_CODE, TOUGU_PGLITE_SNAPSHOTS: PGLITE_SNAPSHOTS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
