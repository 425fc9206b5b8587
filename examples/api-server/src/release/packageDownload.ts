import { ReleaseVersionSchema } from '@tougu/core'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as z from 'zod'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import { messages } from '../messages.js'

/**
 * `GET /api/release/package/<version>.zip`: a published package's archive, as the update check names it. Archives
 * never change under their version, so caches may keep them; a name that is not a published version answers 404.
 * @example mountPackageDownload(app, db)
 */
export function mountPackageDownload(app: Hono, db: Db): void {
  app.get('/api/release/package/:name', async (c) => {
    const name = c.req.param('name')
    const version = name.endsWith('.zip') ? name.slice(0, -'.zip'.length) : ''
    if (!z.safeParse(ReleaseVersionSchema, version).success) return c.json({ iRet: 404, message: messages.notFound }, 404)
    const [row] = await db
      .select({ archive: t.offlinePackages.archive, sha256: t.offlinePackages.archiveSha256 })
      .from(t.offlinePackages)
      .where(eq(t.offlinePackages.version, version))
    if (!row) return c.json({ iRet: 404, message: messages.notFound }, 404)
    return c.body(new Uint8Array(row.archive), 200, {
      'content-type': 'application/zip',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${row.sha256}"`,
    })
  })
}
