import type { Db } from './db.js'

/**
 * A request's own view of the database (apiRouter.ts gives it to the handlers as `ctx.db`): the server's database with
 * the request's signal, aborted once nobody will read the answer (the client closed its connection, or the request was
 * answered 503 at its time limit). Its statements then get no connection of the pool (PostgreSQL) or turn (PGlite):
 * the server does not spend its pool on answers nobody reads (issue #34, decision wave3-server-7).
 *
 * A view, not a new database: drizzle's database and session read their client from `this`, so the view is the
 * server's database with its session's client swapped for one that checks the signal (two objects per request; the
 * statements prepared once per database, `prepared.ts`, run on the view's client). AsyncLocalStorage would carry the
 * signal without a view, but on Node 20 it makes every promise of the process dearer (a signed-in list cost 20–40 %
 * more CPU, measured). Work several requests share (the session lookup, a public list's answer) runs on the server's
 * database and is never dropped with the request that happened to start it.
 */
const ROOT = Symbol('the database a request view is of')

interface Viewed {
  [ROOT]?: Db
  session: { client: unknown }
}

/** The view of `root` for one request: its session's client is `client` (which checks the request's signal). */
export function requestView(root: Db, client: unknown): Db {
  const session: unknown = Object.create((root as unknown as Viewed).session, { client: { value: client } })
  return Object.create(root, { session: { value: session }, [ROOT]: { value: root } }) as Db
}

/** The server's database a view is of (a database, or a transaction, is its own). */
export function rootOf(db: Db): Db {
  return (db as unknown as Viewed)[ROOT] ?? db
}

/**
 * A statement prepared on the server's database, run on the view's client: drizzle's prepared query sends through its
 * `client` field, which the copy shadows.
 */
export function onView<T>(query: T, db: Db): T {
  const root = rootOf(db)
  if (root === db) return query
  return Object.create(query as object, { client: { value: (db as unknown as Viewed).session.client } }) as T
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
