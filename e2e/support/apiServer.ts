import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// How the e2e suites start the reference server (examples/api-server), the shared one of playwright.config.ts and the
// ones of their own (clockedServer.ts, releases.ts; the native host's suite too). Decision wave3-ci-6.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** examples/api-server, where a server starts (its working directory). */
export const API_SERVER_DIR = join(ROOT, 'examples/api-server')

/** Its start: the compiled server, compiled first when one of its sources changed (scripts/compiledServer.mjs). */
export const API_SERVER_START = { command: process.execPath, args: [join(API_SERVER_DIR, 'scripts/start.mjs')] }

/**
 * `TOUGU_PGLITE_SNAPSHOTS` for every e2e server: a new database starts from a migrated snapshot, named by the
 * migrations and PGlite (src/db/migratedSnapshot.ts), which the first start of a run on a fresh clone makes.
 */
export const PGLITE_SNAPSHOTS = join(ROOT, 'node_modules/.cache/tougu-pglite')
