import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// A new PGlite database spends most of its start in initdb and the migrations (decision wave3-ci-6): the end-to-end
// runs start a dozen servers, each on a new database. A migrated, still empty data directory, dumped once, starts the
// next new database in a fraction of that. It is named by what made it: the PGlite release (its data directory format)
// and every file of the migrations folder, so a changed, added or removed migration never starts from an older one.

/**
 * The name of the migrated snapshot for these migrations and this PGlite: `pglite-migrated-<sha256>.tar`.
 * @example snapshotName('/srv/api-server/migrations') // 'pglite-migrated-3f0c…e1.tar'
 */
export function snapshotName(migrationsFolder: string): string {
  const hash = createHash('sha256')
  hash.update(`pglite ${pgliteVersion()}\n`)
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${file}\n`)
    hash.update(readFileSync(join(migrationsFolder, file)))
  }
  return `pglite-migrated-${hash.digest('hex')}.tar`
}

/** Every file below `folder` (relative, `/`-separated, sorted). */
function filesUnder(folder: string, prefix = ''): string[] {
  const files: string[] = []
  for (const entry of readdirSync(join(folder, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...filesUnder(folder, path))
    else files.push(path)
  }
  return files.sort()
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string }
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown'
    } catch {
      // not the package's folder yet
    }
  }
  throw new Error('@electric-sql/pglite: its package.json was not found')
}

/** The snapshot `name` in `folder`, when one was made. */
export function readSnapshot(folder: string, name: string): Blob | undefined {
  const file = join(folder, name)
  try {
    if (!statSync(file).isFile()) return undefined
    return new Blob([readFileSync(file)])
  } catch {
    return undefined
  }
}

/** Keeps `dump` as the snapshot `name` in `folder`: written aside, then renamed, so a reader never sees part of it. */
export async function writeSnapshot(folder: string, name: string, dump: Blob): Promise<void> {
  mkdirSync(folder, { recursive: true })
  const aside = join(folder, `${name}.${process.pid}.${Date.now()}.tmp`)
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()))
  renameSync(aside, join(folder, name))
}
