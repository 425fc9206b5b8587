import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../db/database.js'

/** A name for a throw-away database of the test run. */
export const testDatabaseName = (what: 'test' | 'template') => `tougu_${what}_${randomBytes(6).toString('hex')}`

/** Runs `work` with a connection to the server's maintenance database (the URL's own). */
export async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/**
 * pg's pool.end() resolves before its connections have gone. A database is copied only when no one is connected to
 * it, and a forced drop of one still closing would kill those connections mid-goodbye (their clients report it as an
 * unhandled error): wait, bounded, until they are gone.
 */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
    if (rows[0]?.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const databaseUrl = (url: string, name: string) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/** A new database on the server of `url`, migrated, with no one connected: the template of the run's test databases. */
export async function createMigratedTemplate(url: string): Promise<string> {
  const name = testDatabaseName('template')
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const database = await openDatabase({ url: databaseUrl(url, name) })
  await database.close()
  await withAdmin(url, (admin) => waitUntilUnused(admin, name))
  return name
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    await waitUntilUnused(admin, name)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
}
