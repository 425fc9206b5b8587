// Releases (this project's extension of the contract): the web release's state for service workers, and the update
// check of the native app's offline package (docs/bridge-protocol.md §15).
import { desc } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { releaseState } from '../../release/publishPackage.js'
import type { Handlers } from '../handlerTypes.js'

/** Where a package's archive is downloaded from (src/release/packageDownload.ts serves it). */
export const packageArchivePath = (version: string) => `/api/release/package/${encodeURIComponent(version)}.zip`

/**
 * Dotted numeric versions compared part by part (`6.10.0` > `6.9.9`); missing parts count as 0.
 * @example compareDotted('6.2', '6.2.0') // 0
 */
export function compareDotted(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

export const releaseHandlers: Handlers['release'] = {
  async status(_request, { db }) {
    return { data: await releaseState(db) }
  },
  async offlinePackage({ appVersion }, { db }) {
    const { recalled } = await releaseState(db)
    // Newest first: the latest publication the app can run that is not recalled. After a recall that is the one
    // before it, so hosts roll back by the same check that updates them.
    const published = await db
      .select({
        version: t.offlinePackages.version,
        minAppVersion: t.offlinePackages.minAppVersion,
        manifest: t.offlinePackages.manifest,
        signature: t.offlinePackages.signature,
        keyId: t.offlinePackages.keyId,
        sha256: t.offlinePackages.archiveSha256,
        size: t.offlinePackages.archiveSize,
      })
      .from(t.offlinePackages)
      .orderBy(desc(t.offlinePackages.seq))
    const pick = published.find((p) => !recalled.includes(p.version) && compareDotted(p.minAppVersion, appVersion) <= 0)
    return {
      data: {
        package: pick
          ? { version: pick.version, url: packageArchivePath(pick.version), size: pick.size, sha256: pick.sha256, manifest: pick.manifest, signature: pick.signature, keyId: pick.keyId }
          : null,
        recalled,
      },
    }
  },
}
