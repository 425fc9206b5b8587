import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-dir tarball; empty when the run uses DATABASE_URL. */
    pgTemplate: string
  }
}

/**
 * PGlite's initdb costs seconds per database, so the run builds one migrated database once and every
 * test file starts its own in-memory copy from it (see testDatabase.ts).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgTemplate', '')
    return async () => {}
  }
  const dir = await mkdtemp(join(tmpdir(), 'tougu-pg-template-'))
  const database = await openDatabase({ dataDir: ':memory:' })
  const blob = await database.dump!()
  await database.close()
  const file = join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await blob.arrayBuffer()))
  project.provide('pgTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
