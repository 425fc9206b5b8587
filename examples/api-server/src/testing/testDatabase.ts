import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/database.js'
import { databaseUrl, dropDatabase, testDatabaseName, withAdmin } from './postgresTemplate.js'

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite copied from the run's
 * template, or, when DATABASE_URL is set (the CI's real-PostgreSQL run), a new database on that server,
 * a copy of the run's migrated template (globalSetup.ts), that is dropped on close. The migrations still run on
 * it, as on every start of the server; they find nothing left to do.
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
  const name = testDatabaseName('test')
  const template = inject('postgresTemplate')
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  const target = databaseUrl(url, name)
  const database = await openDatabase({ url: target })
  return {
    ...database,
    url: target,
    close: async () => {
      await database.close()
      await dropDatabase(url, name)
    },
  }
}
