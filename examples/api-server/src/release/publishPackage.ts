import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import { ReleaseVersionSchema } from '@tougu/core'
import { eq, inArray } from 'drizzle-orm'
import * as z from 'zod'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import type { PackageSigner } from './packageSigning.js'

/** The build's package manifest (packages/app/build/offlinePackage.ts writes it). */
const BUILD_MANIFEST = 'offline/manifest.json'

/** meta rows of the release state: the release this server serves, and the recalled ones. */
export const CURRENT_RELEASE_KEY = 'release.current'
export const RECALLED_RELEASES_KEY = 'release.recalled'

/** What the server needs of a build's manifest to publish it; the rest is signed as the build wrote it. */
const BuildManifestSchema = z.looseObject({
  format: z.literal(1),
  version: z.string().check(z.refine((v) => z.safeParse(ReleaseVersionSchema, v).success, 'not a release version')),
  minAppVersion: z.string().regex(/^\d{1,6}(\.\d{1,6}){0,3}$/),
  files: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) })),
  archive: z.object({ file: z.string().regex(/^offline\/[A-Za-z0-9._+-]+\.zip$/), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(1) }),
})

export interface PublishOptions {
  signer: PackageSigner
  /** Response headers a host puts on the documents it serves from the package: what this server sends (the CSP …). */
  documentHeaders: Record<string, string>
  now: Date
  log?: (line: string) => void
}

/**
 * Publishes the offline package of the build in `appDir` (decision wave3-shipping-2): the build's manifest plus the
 * document headers, the publication time and the key id, signed; stored with its archive under its version. A
 * version is published once: a build that comes again with the same version but other files is refused (a version
 * names one set of files for every host that has it). Records the version as the release this server serves. A build
 * without a package (an older build) publishes nothing and leaves no current release.
 * @example await publishBuildPackage(db, 'packages/app/dist', { signer, documentHeaders, now: new Date() })
 */
export async function publishBuildPackage(db: Db, appDir: string, options: PublishOptions): Promise<string | null> {
  const log = options.log ?? ((line: string) => console.log(line))
  const text = await readFile(join(appDir, BUILD_MANIFEST), 'utf8').catch(() => null)
  if (text === null) {
    await setMeta(db, CURRENT_RELEASE_KEY, '')
    return null
  }
  const parsed = BuildManifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${BUILD_MANIFEST} of ${appDir} is not a package manifest: ${parsed.error.message}`)
  const build = parsed.data
  const root = normalize(appDir)
  const archivePath = normalize(join(root, build.archive.file))
  if (!archivePath.startsWith(root + sep)) throw new Error(`${BUILD_MANIFEST}: the archive lies outside ${appDir}`)
  const archive = await readFile(archivePath)
  const sha256 = createHash('sha256').update(archive).digest('hex')
  if (sha256 !== build.archive.sha256 || archive.length !== build.archive.size) {
    throw new Error(`${build.archive.file} does not match ${BUILD_MANIFEST} (a build cut short?): rebuild the app`)
  }
  const manifest = JSON.stringify({ ...build, documentHeaders: options.documentHeaders, publishedAt: options.now.toISOString(), keyId: options.signer.keyId })
  await db
    .insert(t.offlinePackages)
    .values({
      version: build.version,
      minAppVersion: build.minAppVersion,
      manifest,
      signature: options.signer.sign(manifest),
      keyId: options.signer.keyId,
      archive,
      archiveSha256: sha256,
      archiveSize: archive.length,
      publishedAt: options.now,
    })
    .onConflictDoNothing()
  const [stored] = await db.select({ sha: t.offlinePackages.archiveSha256 }).from(t.offlinePackages).where(eq(t.offlinePackages.version, build.version))
  if (stored?.sha !== sha256) {
    log(`[release] ${build.version} was published before with other files: the published package stays; give a new build a new version (TOUGU_APP_VERSION)`)
  } else {
    log(`[release] offline package ${build.version} published (${archive.length} bytes, key ${options.signer.keyId})`)
  }
  await setMeta(db, CURRENT_RELEASE_KEY, build.version)
  return build.version
}

/**
 * Records the recalled releases (`TOUGU_RECALLED_RELEASES`): hosts drop their packages, service workers of them step
 * aside, the update check never offers them.
 * @example await recordRecalls(db, ['0.1.0+20260101'])
 */
export async function recordRecalls(db: Db, versions: readonly string[]): Promise<void> {
  await setMeta(db, RECALLED_RELEASES_KEY, JSON.stringify([...new Set(versions)]))
}

async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(t.meta).values({ key, value }).onConflictDoUpdate({ target: t.meta.key, set: { value } })
}

/** The release state the handlers answer with. */
export async function releaseState(db: Db): Promise<{ current: string | null; recalled: string[] }> {
  const rows = await db.select().from(t.meta).where(inArray(t.meta.key, [CURRENT_RELEASE_KEY, RECALLED_RELEASES_KEY]))
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? ''
  let recalled: string[] = []
  try {
    const list: unknown = JSON.parse(value(RECALLED_RELEASES_KEY) || '[]')
    recalled = Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
  } catch {
    recalled = []
  }
  return { current: value(CURRENT_RELEASE_KEY) || null, recalled }
}
