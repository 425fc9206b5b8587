// The host's checks of an offline package (docs/bridge-protocol.md §15.3) against packages signed here with a key of
// the test's own, and the demo key's public half against the reference server's demo key.
import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { downloadPackage, PackageRefused, unpackVerified, verifyManifest, type OfferedPackage, type PackageManifest } from './offlinePackage.js'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
const signText = (text: string) => sign('sha256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64')
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')
const bytes = (s: string) => new Uint8Array(Buffer.from(s))

function makePackage(files: Record<string, string> = { 'index.html': '<!doctype html>', 'assets/app-1.js': 'run()' }, over: Partial<PackageManifest> = {}) {
  const archive = zipSync(Object.fromEntries(Object.entries(files).map(([p, c]) => [p, bytes(c)])))
  const manifest: PackageManifest = {
    format: 1,
    version: '1.0.0+t',
    base: '/tougu',
    minAppVersion: '6.0.0',
    entry: 'index.html',
    routes: ['/index'],
    variants: ['wx'],
    files: Object.fromEntries(Object.entries(files).map(([p, c]) => [p, { sha256: sha(bytes(c)), size: bytes(c).length }])),
    archive: { file: 'offline/1.0.0+t.zip', sha256: sha(archive), size: archive.length },
    documentHeaders: { 'content-security-policy': "default-src 'self'" },
    publishedAt: '2026-01-01T00:00:00.000Z',
    keyId: 'test',
    ...over,
  }
  const text = JSON.stringify(manifest)
  const offer: OfferedPackage = { version: manifest.version, url: '/api/release/package/1.0.0%2Bt.zip', size: archive.length, sha256: sha(archive), manifest: text, signature: signText(text), keyId: 'test' }
  return { manifest, text, archive: new Uint8Array(archive), offer }
}

const refusal = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    if (error instanceof PackageRefused) return error.reason
    throw error
  }
  return 'accepted'
}

describe('offline package checks', () => {
  it('accepts a package signed by the key, for an app new enough, and unpacks exactly its files', async () => {
    const { text, offer, archive } = makePackage()
    const manifest = await verifyManifest(text, offer.signature, spki, '6.2.0')
    const files = await unpackVerified(archive, manifest)
    expect([...files.keys()].sort()).toEqual(['assets/app-1.js', 'index.html'])
    expect(Buffer.from(files.get('assets/app-1.js')!).toString()).toBe('run()')
  })

  it('refuses a manifest changed after signing, signed by another key, or needing a newer app', async () => {
    const { text, offer } = makePackage()
    expect(await refusal(verifyManifest(text.replace('/index', '/indey'), offer.signature, spki, '6.2.0'))).toBe('signature')
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    expect(await refusal(verifyManifest(text, offer.signature, other, '6.2.0'))).toBe('signature')
    expect(await refusal(verifyManifest(text, 'not base64!', spki, '6.2.0'))).toBe('signature')
    expect(await refusal(verifyManifest(text, offer.signature, spki, '5.9.9'))).toBe('app-version')
    const future = makePackage(undefined, { format: 2 })
    expect(await refusal(verifyManifest(future.text, future.offer.signature, spki, '6.2.0'))).toBe('manifest')
  })

  it('refuses a half-downloaded archive, a changed byte, a file not in the manifest and paths that leave the package', async () => {
    const { manifest, archive } = makePackage()
    expect(await refusal(unpackVerified(archive.slice(0, archive.length - 10), manifest))).toBe('archive')
    const flipped = archive.slice()
    flipped[40] = (flipped[40] ?? 0) ^ 0xff
    expect(await refusal(unpackVerified(flipped, manifest))).toBe('archive')
    // An archive whose hash the manifest vouches for, holding one more file than the manifest lists.
    const extra = makePackage({ 'index.html': '<!doctype html>', 'assets/app-1.js': 'run()' })
    const bigger = zipSync({ 'index.html': bytes('<!doctype html>'), 'assets/app-1.js': bytes('run()'), 'evil.js': bytes('x') })
    const vouched = { ...extra.manifest, archive: { ...extra.manifest.archive, sha256: sha(bigger), size: bigger.length } }
    expect(await refusal(unpackVerified(new Uint8Array(bigger), vouched))).toBe('file')
    // A file changed before zipping while the manifest kept its hash.
    const changed = zipSync({ 'index.html': bytes('<!doctype html>'), 'assets/app-1.js': bytes('evil()') })
    expect(await refusal(unpackVerified(new Uint8Array(changed), { ...manifest, archive: { ...manifest.archive, sha256: sha(changed), size: changed.length } }))).toBe('file')
    for (const path of ['../x.js', '/etc/passwd', 'a/../../b', 'a\\b', 'https:x']) {
      const bad = makePackage({ 'index.html': '<!doctype html>', [path]: 'x' })
      expect(await refusal(verifyManifest(bad.text, bad.offer.signature, spki, '6.2.0')), path).toBe('manifest')
    }
  })

  it('downloads, then verifies before keeping anything: a server that answers other bytes is refused', async () => {
    const { offer, archive } = makePackage()
    const serve = (body: Uint8Array<ArrayBuffer>, status = 200) => () => Promise.resolve(new Response(body, { status }))
    const ok = await downloadPackage(offer, { fetch: serve(archive), publicKeySpki: spki, appVersion: '6.2.0' })
    expect(ok.files.size).toBe(2)
    expect(await refusal(downloadPackage(offer, { fetch: serve(archive.slice(1)), publicKeySpki: spki, appVersion: '6.2.0' }))).toBe('archive')
    expect(await refusal(downloadPackage(offer, { fetch: serve(archive, 404), publicKeySpki: spki, appVersion: '6.2.0' }))).toBe('download')
    expect(await refusal(downloadPackage({ ...offer, version: '9.9.9' }, { fetch: serve(archive), publicKeySpki: spki, appVersion: '6.2.0' }))).toBe('manifest')
  })
})
