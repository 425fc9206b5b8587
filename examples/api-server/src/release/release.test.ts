/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- JSON bodies in tests are checked by the assertions */
// Offline packages published by the server (decision wave3-shipping-2), the update check of the native app, the
// recall (wave3-shipping-4) and the archive download, over real HTTP.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../server.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import { createPackageSigner, DEMO_PACKAGE_SIGNING_KEY, verifyPackageSignature } from './packageSigning.js'

const signer = createPackageSigner(DEMO_PACKAGE_SIGNING_KEY)
const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** A built app folder with an offline package of `version` whose archive holds `content` (the server never unzips). */
function buildDir(version: string, content: string, options: { minAppVersion?: string; tamper?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'tougu-release-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>投顾社区</title></head><body><div id="root"></div></body></html>')
  mkdirSync(join(dir, 'offline'))
  const archive = Buffer.from(`zip of ${content}`)
  const file = `offline/${version}.zip`
  writeFileSync(join(dir, file), options.tamper ? Buffer.concat([archive, Buffer.from('!')]) : archive)
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
  const html = Buffer.from('<!doctype html>')
  const manifest = {
    format: 1,
    app: 'tougu-h5',
    version,
    base: '/tougu',
    minAppVersion: options.minAppVersion ?? '6.0.0',
    entry: 'index.html',
    routes: ['/index', '/tips/list'],
    variants: ['wx'],
    files: { 'index.html': { sha256: sha(html), size: html.length } },
    archive: { file, sha256: sha(archive), size: archive.length },
  }
  writeFileSync(join(dir, 'offline', 'manifest.json'), JSON.stringify(manifest))
  return dir
}

interface Running {
  server: RunningServer
  post(path: string, body: unknown): Promise<{ status: number; body: any }>
}

async function start(db: Awaited<ReturnType<typeof openTestDatabase>>, appDir: string, recalledReleases: string[] = []): Promise<Running> {
  const server = await startServer({ port: 0, db, appDir, recalledReleases, logError: (e) => { throw e } })
  return {
    server,
    post: async (path, body) => {
      const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, body: await res.json() }
    },
  }
}

const check = (s: Running, appVersion = '6.2.0') => s.post('/api/release/offlinePackage', { appVersion, platform: 'android' })

describe('offline package publication and update check', () => {
  it('publishes the build it serves, signed, with the headers of its own pages; the archive downloads as published', async () => {
    const db = await openTestDatabase()
    const s = await start(db, buildDir('1.0.0+a', 'first'))
    try {
      const { body } = await check(s)
      expect(body.iRet).toBe(0)
      const pkg = body.data.package
      expect(pkg).toMatchObject({ version: '1.0.0+a', url: '/api/release/package/1.0.0%2Ba.zip', keyId: signer.keyId })
      expect(verifyPackageSignature(signer.publicKeySpki, pkg.manifest, pkg.signature)).toBe(true)
      // One changed byte of the manifest and the signature no longer holds.
      expect(verifyPackageSignature(signer.publicKeySpki, pkg.manifest.replace('/index', '/indey'), pkg.signature)).toBe(false)
      const manifest = JSON.parse(pkg.manifest)
      const page = await fetch(`${s.server.url}/tougu/index`)
      expect(manifest.documentHeaders['content-security-policy']).toBe(page.headers.get('content-security-policy'))
      expect(manifest.documentHeaders['content-security-policy']).toContain("script-src 'self'")
      expect(manifest).toMatchObject({ version: '1.0.0+a', minAppVersion: '6.0.0', routes: ['/index', '/tips/list'], keyId: signer.keyId })
      const archive = await fetch(s.server.url + pkg.url)
      expect(archive.status).toBe(200)
      expect(archive.headers.get('content-type')).toBe('application/zip')
      const bytes = Buffer.from(await archive.arrayBuffer())
      expect(bytes.toString()).toBe('zip of first')
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(pkg.sha256)
      expect(manifest.archive.sha256).toBe(pkg.sha256)
      expect((await s.post('/api/release/status', {})).body.data).toEqual({ current: '1.0.0+a', recalled: [] })
    } finally {
      await s.server.close()
      await db.close()
    }
  })

  it('offers nothing to an app older than the package needs', async () => {
    const db = await openTestDatabase()
    const s = await start(db, buildDir('1.0.0+b', 'b', { minAppVersion: '6.10.0' }))
    try {
      expect((await check(s, '6.9.9')).body.data.package).toBeNull()
      expect((await check(s, '6.10')).body.data.package.version).toBe('1.0.0+b')
    } finally {
      await s.server.close()
      await db.close()
    }
  })

  it('refuses to publish a build whose archive does not match its manifest', async () => {
    const db = await openTestDatabase()
    try {
      await expect(startServer({ port: 0, db, appDir: buildDir('1.0.0+c', 'c', { tamper: true }) })).rejects.toThrow(/does not match/)
    } finally {
      await db.close()
    }
  })

  it('offers the newest release; a recall rolls hosts back to the one before; a version is never republished with other files', async () => {
    const db = await openTestDatabase()
    let s = await start(db, buildDir('2.0.0', 'two'))
    await s.server.close()
    s = await start(db, buildDir('2.1.0', 'two point one'))
    try {
      expect((await check(s)).body.data.package.version).toBe('2.1.0')
    } finally {
      await s.server.close()
    }
    // The same version again with other files: the published package stays what hosts may already have.
    s = await start(db, buildDir('2.1.0', 'something else'))
    try {
      const pkg = (await check(s)).body.data.package
      expect(Buffer.from(await (await fetch(s.server.url + pkg.url)).arrayBuffer()).toString()).toBe('zip of two point one')
    } finally {
      await s.server.close()
    }
    s = await start(db, buildDir('2.1.0', 'two point one'), ['2.1.0'])
    try {
      const { data } = (await check(s)).body
      expect(data.package.version).toBe('2.0.0')
      expect(data.recalled).toEqual(['2.1.0'])
      expect((await s.post('/api/release/status', {})).body.data).toEqual({ current: '2.1.0', recalled: ['2.1.0'] })
    } finally {
      await s.server.close()
      await db.close()
    }
  })

  it('answers archive names that are not published versions with 404, never 500', async () => {
    const db = await openTestDatabase()
    const s = await start(db, buildDir('3.0.0', 'three'))
    try {
      for (const name of ['9.9.9.zip', '3.0.0', '3.0.0.tar', '..%2F..%2Fetc%2Fpasswd.zip', `${'9'.repeat(500)}.zip`, '%00.zip', '.zip', '3.0.0.zip.zip', '%E0%A4%A.zip']) {
        const res = await fetch(`${s.server.url}/api/release/package/${name}`)
        expect([400, 404], name).toContain(res.status)
      }
      expect((await fetch(`${s.server.url}/api/release/package/3.0.0.zip`)).status).toBe(200)
    } finally {
      await s.server.close()
      await db.close()
    }
  })
})
