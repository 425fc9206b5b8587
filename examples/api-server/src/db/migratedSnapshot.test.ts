import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database.js'
import { readSnapshot, snapshotName, writeSnapshot } from './migratedSnapshot.js'

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'tougu-snapshot-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('snapshotName', () => {
  it('names the migrations: the same files the same name; a changed, added or removed file another', () => {
    const copy = join(scratch, 'migrations')
    cpSync(MIGRATIONS, copy, { recursive: true })
    const name = snapshotName(copy)
    expect(name).toMatch(/^pglite-migrated-[0-9a-f]{64}\.tar$/)
    expect(snapshotName(MIGRATIONS)).toBe(name)

    const first = readdirSync(copy).filter((f) => f.endsWith('.sql')).sort()[0]!
    writeFileSync(join(copy, first), '-- edited in place\n', { flag: 'a' })
    const edited = snapshotName(copy)
    expect(edited).not.toBe(name)

    writeFileSync(join(copy, 'meta', '_journal.json'), '{}')
    expect(snapshotName(copy)).not.toBe(edited)
    writeFileSync(join(copy, '9999_new.sql'), 'select 1;')
    const added = snapshotName(copy)
    rmSync(join(copy, '9999_new.sql'))
    expect(snapshotName(copy)).not.toBe(added)
  })
})

describe('openDatabase with a snapshot folder', () => {
  const folder = join(scratch, 'snapshots')
  const name = snapshotName(MIGRATIONS)
  type Database = Awaited<ReturnType<typeof openDatabase>>
  // On PGlite, drizzle's execute answers PGlite's result ({ rows }); the shared Db type leaves it open.
  const hasTable = async (db: Database, table: string) => {
    const result: unknown = await db.db.execute(`select to_regclass('public.${table}') is not null as present`)
    return (result as { rows: { present: boolean }[] }).rows[0]
  }
  const hasMarker = (db: Database) => hasTable(db, 'snapshot_marker')

  it('makes the migrated snapshot on its first new database, and starts the next new ones from it', async () => {
    const made = await openDatabase({ dataDir: ':memory:', snapshots: folder })
    await made.close()
    const snapshot = readSnapshot(folder, name)
    expect(snapshot).toBeDefined()

    // A snapshot with a mark of its own, under the current name: a database that starts from it has the mark.
    const marked = new PGlite({ loadDataDir: snapshot! })
    await marked.exec('create table snapshot_marker (id int)')
    await writeSnapshot(folder, name, await marked.dumpDataDir('none'))
    await marked.close()

    const inMemory = await openDatabase({ dataDir: ':memory:', snapshots: folder })
    expect(await hasMarker(inMemory)).toEqual({ present: true })
    // Migrated as ever: the migrations' tables are there.
    expect(await hasTable(inMemory, 'orders')).toEqual({ present: true })
    await inMemory.close()

    const dir = join(scratch, 'on-disk')
    const onDisk = await openDatabase({ dataDir: dir, snapshots: folder })
    expect(await hasMarker(onDisk)).toEqual({ present: true })
    await onDisk.db.execute('drop table snapshot_marker')
    await onDisk.close()
    // A data directory that exists keeps its own data: no snapshot is loaded over it.
    const reopened = await openDatabase({ dataDir: dir, snapshots: folder })
    expect(await hasMarker(reopened)).toEqual({ present: false })
    await reopened.close()
  })
})
