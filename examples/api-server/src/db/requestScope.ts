import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The signal of the API request whose work is running (apiRouter.ts puts it there): aborted once nobody will read the
 * answer, because the client closed its connection or the request was answered 503 at its time limit. The database
 * clients (database.ts) read it when a statement asks for a connection (PostgreSQL) or a turn (PGlite), and refuse
 * the work of a dropped request instead of spending the pool on it (issue #34, decision wave3-server-7).
 *
 * Carried by AsyncLocalStorage rather than through the handlers' context: every statement of a request (its session
 * lookup, its handler, the helpers they call) reaches the database through one shared client, and the prepared
 * statements are built once per database, so a per-request database handle would undo them.
 */
const scope = new AsyncLocalStorage<AbortSignal>()

/** Runs `work` as the work of the request `signal` belongs to. */
export function withinRequest<T>(signal: AbortSignal, work: () => T): T {
  return scope.run(signal, work)
}

/**
 * Runs `work` as nobody's: work shared by several requests (one session lookup for concurrent requests of a token, a
 * public list's answer) must not be dropped because the request that happened to start it was.
 */
export function detached<T>(work: () => T): T {
  return scope.exit(work)
}

/** The signal of the request whose work is running, if any. */
export function requestSignal(): AbortSignal | undefined {
  return scope.getStore()
}

/**
 * Why the work of a request stopped: the request was dropped (the database refused a statement it had not yet sent;
 * its body could not be read to the end).
 */
export class RequestDropped extends Error {
  constructor(reason: unknown) {
    super(`the request was dropped: ${typeof reason === 'string' ? reason : 'aborted'}`)
    this.name = 'RequestDropped'
  }
}

/** Whether `error` (or what it wraps: drizzle wraps the driver's errors in its own) is a refusal of a dropped request. */
export function isRequestDropped(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if (at instanceof RequestDropped) return true
  }
  return false
}
