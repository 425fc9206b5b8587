import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { readSnapshot, snapshotName, writeSnapshot } from './migratedSnapshot.js'
import { RequestDropped, requestView } from './requestScope.js'
import type { Db } from './db.js'
import * as schema from './schema.js'

export type { Db } from './db.js'

export interface DatabaseOptions {
  /** A `postgres://` URL: use real PostgreSQL through `pg`. Wins over `dataDir`. */
  url?: string
  /** PGlite data directory, or ':memory:' for a throw-away database. Default `./.data/pglite`. */
  dataDir?: string
  /**
   * A PGlite data-directory tarball (from `dumpDataDir`) to start an in-memory database from. Skips
   * PGlite's initdb, which takes seconds; the test setup builds one per run.
   */
  template?: Blob
  /**
   * PGlite only: a folder of migrated snapshots (migratedSnapshot.ts). A new database (in memory, or a data directory
   * not made yet) starts from the snapshot of the current migrations, which the first such start makes.
   */
  snapshots?: string
  /** PostgreSQL only: the longest a statement may run (ms), default `STATEMENT_TIME_LIMIT_MS`. */
  statementTimeoutMs?: number
}

/**
 * On PostgreSQL, a statement (a lock wait included) is cancelled past this, and a session idle inside a transaction is
 * ended: what a request left behind at its time limit (apiRouter's REQUEST_TIME_LIMIT_MS, the same 8 s) does not hold
 * a connection of the pool, nor its locks, for longer (issue #34). Migrations run under it too (theirs are small).
 */
export const STATEMENT_TIME_LIMIT_MS = 8_000

/** PostgreSQL connections of the server's pool (decision wave3-server-5: more measured no faster). */
export const POOL_CONNECTIONS = 10

export interface Database {
  db: Db
  /** 'pglite' or 'postgres', for the start-up log. */
  kind: 'pglite' | 'postgres'
  /** Where the data lives, without credentials. */
  location: string
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball (a template for `openDatabase({ template })`). */
  dump?: () => Promise<Blob>
  /** A request's view of `db`: its statements are refused once `signal` aborts (requestScope.ts). */
  forRequest?: (signal: AbortSignal) => Db
}

/**
 * PGlite runs each query synchronously on the server's own thread, and its queue hands the next query over in a
 * microtask: under load the queued queries of every open connection ran back to back without the event loop ever
 * turning, so a newly opened connection waited (seconds, over ten in the benchmark) for its first request to be read
 * (issue #34). The client drizzle gets lets the server's queries take turns in order, each turn starting with a turn
 * of the event loop, so waiting connections are read between any two queries. PGlite's own calls (it reads the
 * catalogue while starting a query) and transactions go straight to PGlite, which orders them as before.
 *
 * `forRequest` gives a request's view of that client (requestScope.ts): a query of a request dropped while it waited
 * for its turn is not run when its turn comes, and a dropped request begins no transaction; a transaction begun runs
 * to its commit or rollback.
 */
function fairClient(client: PGlite): { client: PGlite; forRequest: (signal: AbortSignal) => PGlite } {
  let previous: Promise<unknown> = Promise.resolve()
  const queryFor = (signal: AbortSignal | undefined, args: Parameters<PGlite['query']>) => {
    if (signal?.aborted) return Promise.reject(new RequestDropped(signal.reason))
    const turn = previous
      .then(() => (signal?.aborted ? undefined : new Promise((resolve) => setImmediate(resolve))))
      .then(() => {
        if (signal?.aborted) throw new RequestDropped(signal.reason)
        return client.query(...args)
      })
    previous = turn.catch(() => undefined)
    return turn
  }
  const fair = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return (...args: Parameters<PGlite['query']>) => queryFor(undefined, args)
      const value: unknown = Reflect.get(target, property, target)
      // PGlite's methods use private fields: they run on PGlite itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  const forRequest = (signal: AbortSignal): PGlite =>
    Object.create(fair, {
      query: { value: (...args: Parameters<PGlite['query']>) => queryFor(signal, args) },
      transaction: {
        value: <T>(callback: (tx: Transaction) => Promise<T>) => {
          if (signal.aborted) return Promise.reject(new RequestDropped(signal.reason))
          return client.transaction((tx) => {
            // Dropped while it waited for PGlite's transaction lock: rolled back before any statement of its own.
            if (signal.aborted) throw new RequestDropped(signal.reason)
            return callback(tx)
          })
        },
      },
    }) as PGlite
  return { client: fair, forRequest }
}

/**
 * A request's view of the pool (requestScope.ts): it hands no connection to the request once dropped. Asked after, it
 * refuses at once; asked before, the connection the pool's queue hands over later goes straight back to the next in
 * line, nothing sent on it. So the statements a dropped request had not yet sent, a transaction's BEGIN included, never
 * reach PostgreSQL; a transaction begun runs to its commit or rollback on the connection it holds. Both drizzle and
 * pg's own `pool.query` (which the view inherits) ask through `connect`.
 */
function poolForRequest(pool: pg.Pool, signal: AbortSignal): pg.Pool {
  type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void
  const acquire = (): Promise<pg.PoolClient> =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new RequestDropped(signal.reason))
      void (pool.connect as (callback: Callback) => void)((error, client, release) => {
        if (signal.aborted) {
          release?.()
          return reject(new RequestDropped(signal.reason))
        }
        if (error || !client) return reject(error ?? new Error('the pool handed over no connection'))
        resolve(client)
      })
    })
  const connect = (callback?: Callback) => {
    if (!callback) return acquire()
    acquire().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    )
    return undefined
  }
  return Object.create(pool, { connect: { value: connect } }) as pg.Pool
}

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url))

/**
 * Open the database and run the migrations (the same SQL files for both drivers).
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: ':memory:' })
 * await seedDatabase(db, { now: new Date() })
 * await close()
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const limit = options.statementTimeoutMs ?? STATEMENT_TIME_LIMIT_MS
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_CONNECTIONS, statement_timeout: limit, idle_in_transaction_session_timeout: limit })
    const db = drizzlePg({ client: pool, schema })
    await migratePg(db, { migrationsFolder: MIGRATIONS })
    const where = new URL(options.url)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      location: `${where.hostname}:${where.port || '5432'}${where.pathname}`,
      close: () => pool.end(),
      forRequest: (signal) => requestView(db, poolForRequest(pool, signal)),
    }
  }
  const dataDir = options.dataDir ?? './.data/pglite'
  const inMemory = dataDir === ':memory:'
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'))
  const snapshot = isNew && !options.template && options.snapshots ? snapshotName(MIGRATIONS) : undefined
  const loadDataDir = options.template ?? (snapshot ? readSnapshot(options.snapshots!, snapshot) : undefined)
  const loading = loadDataDir ? { loadDataDir } : {}
  const client = inMemory ? new PGlite(loading) : new PGlite(dataDir, loading)
  const fair = fairClient(client)
  const db = drizzlePglite({ client: fair.client, schema })
  // Also on a database started from a snapshot: it finds nothing left to do, and a data directory made by an
  // older version of the server is brought up to date as ever.
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  if (snapshot && !loadDataDir) await writeSnapshot(options.snapshots!, snapshot, await client.dumpDataDir('none'))
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: dataDir,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    forRequest: (signal) => requestView(db, fair.forRequest(signal)),
  }
}
