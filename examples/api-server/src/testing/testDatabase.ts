import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/database.js'

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite copied from the run's
 * template, or, when DATABASE_URL is set (the CI's real-PostgreSQL run), a new database on that server
 * that is dropped on close.
 *
 * @example
 * const database = await openTestDatabase()
 * afterAll(() => database.close())
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const template = inject('pgTemplate')
    return openDatabase({ dataDir: ':memory:', template: new Blob([await readFile(template)]) })
  }
  const name = `tougu_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ url: target.toString() })
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      // pg's pool.end() resolves before its connections have gone; a forced drop would then kill them
      // mid-goodbye and their clients report it as an unhandled error. Wait (bounded) until they are gone.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
        if (rows[0]?.n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}
