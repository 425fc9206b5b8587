import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.js'

/** Drizzle over either driver; every query in the server is written against this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

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
}

export interface Database {
  db: Db
  /** 'pglite' or 'postgres', for the start-up log. */
  kind: 'pglite' | 'postgres'
  /** Where the data lives, without credentials. */
  location: string
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball (a template for `openDatabase({ template })`). */
  dump?: () => Promise<Blob>
}

/**
 * PGlite runs each query synchronously on the server's own thread, and its queue hands the next query over in a
 * microtask: under load the queued queries of every open connection ran back to back without the event loop ever
 * turning, so a newly opened connection waited (seconds, over ten in the benchmark) for its first request to be read
 * (issue #34). Each query first yields to the event loop, so waiting connections are read between queries.
 */
function fairQueries(client: PGlite): void {
  const query = client.query.bind(client)
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await new Promise((resolve) => setImmediate(resolve))
    return query(...args)
  }) as PGlite['query']
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
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg({ client: pool, schema })
    await migratePg(db, { migrationsFolder: MIGRATIONS })
    const where = new URL(options.url)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      location: `${where.hostname}:${where.port || '5432'}${where.pathname}`,
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ?? './.data/pglite'
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true })
  const client =
    dataDir !== ':memory:' ? new PGlite(dataDir) : options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite()
  fairQueries(client)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: dataDir,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}
