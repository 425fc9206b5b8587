import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database.js'
import { createMigratedTemplate, dropDatabase } from './postgresTemplate.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-dir tarball; empty when the run uses DATABASE_URL. */
    pgTemplate: string
    /** Name of a migrated database on DATABASE_URL's server that test databases are copied from; empty on PGlite. */
    postgresTemplate: string
  }
}

/**
 * Migrating a database costs more than copying one, so the run builds one migrated database once and every test
 * file starts its own copy of it (see testDatabase.ts): an in-memory PGlite from a data-dir tarball, or on
 * PostgreSQL a database created with that one as its template.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // PGlite's WebAssembly on V8's baseline compiler only, for this process and its worker threads (the test files; on
  // PostgreSQL too, where the files about PGlite still open it): the files' short-lived databases gain less from
  // optimized code than recompiling it costs (decision wave3-ci-18).
  setFlagsFromString('--liftoff-only')
  const url = process.env.DATABASE_URL
  if (url) {
    const template = await createMigratedTemplate(url)
    project.provide('pgTemplate', '')
    project.provide('postgresTemplate', template)
    return () => dropDatabase(url, template)
  }
  const dir = await mkdtemp(join(tmpdir(), 'tougu-pg-template-'))
  const database = await openDatabase({ dataDir: ':memory:' })
  const blob = await database.dump!()
  await database.close()
  const file = join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await blob.arrayBuffer()))
  project.provide('pgTemplate', file)
  project.provide('postgresTemplate', '')
  return () => rm(dir, { recursive: true, force: true })
}
