// The native side of offline packages (离线包, docs/bridge-protocol.md §15), as the simulator plays it: verify what the
// server offers, unpack it, refuse anything half-downloaded or tampered. What Swift and Kotlin do in
// reference/OfflinePackages.swift and reference/OfflinePackages.kt, step for step.
import { compareVersions } from '@tougu/bridge'
import { unzipSync } from 'fflate'

/** The manifest format this host understands; a package of another format is refused. */
export const SUPPORTED_FORMAT = 1

/** What the update check answers (core's `release.offlinePackage`). */
export interface OfferedPackage {
  version: string
  url: string
  size: number
  sha256: string
  manifest: string
  signature: string
  keyId: string
}

/** A package's manifest as signed by the server (packages/app/build/offlinePackage.ts plus what the server adds). */
export interface PackageManifest {
  format: number
  version: string
  base: string
  minAppVersion: string
  entry: string
  routes: string[]
  variants: string[]
  files: Record<string, { sha256: string; size: number }>
  archive: { file: string; sha256: string; size: number }
  documentHeaders: Record<string, string>
  publishedAt: string
  keyId: string
}

/** Why a package was refused; the log and the tests show it. */
export class PackageRefused extends Error {
  constructor(readonly reason: 'signature' | 'manifest' | 'app-version' | 'archive' | 'file' | 'download', detail: string) {
    super(`${reason}: ${detail}`)
    this.name = 'PackageRefused'
  }
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))

/**
 * SHA-256 of bytes as lowercase hex (WebCrypto).
 * @example await sha256Hex(new TextEncoder().encode('abc'))
 */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes))
}

/** A path inside the package: relative, no `..`, no empty or dot segments, no backslash, no scheme. */
export function isSafePackagePath(path: string): boolean {
  if (path.length === 0 || path.length > 512 || path.startsWith('/') || path.includes('\\') || /^[a-z]+:/i.test(path)) return false
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..')
}

/**
 * Checks the server's signature over the manifest's exact bytes with the firm's public key (ECDSA P-256, SHA-256,
 * r‖s), then reads the manifest and checks what this host needs of it. Throws {@link PackageRefused}.
 * @example const manifest = await verifyManifest(offer.manifest, offer.signature, DEMO_PACKAGE_PUBLIC_KEY, '6.2.0')
 */
export async function verifyManifest(text: string, signature: string, publicKeySpki: string, appVersion: string): Promise<PackageManifest> {
  let ok = false
  try {
    const key = await crypto.subtle.importKey('spki', fromBase64(publicKeySpki), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64(signature), new TextEncoder().encode(text))
  } catch {
    ok = false
  }
  if (!ok) throw new PackageRefused('signature', 'the manifest is not signed by the firm’s key')
  let manifest: PackageManifest
  try {
    manifest = JSON.parse(text) as PackageManifest
  } catch {
    throw new PackageRefused('manifest', 'not JSON')
  }
  if (manifest.format !== SUPPORTED_FORMAT) throw new PackageRefused('manifest', `format ${String(manifest.format)} is not supported`)
  if (typeof manifest.files !== 'object' || manifest.files === null || !manifest.files[manifest.entry]) throw new PackageRefused('manifest', 'no entry document')
  for (const path of Object.keys(manifest.files)) if (!isSafePackagePath(path)) throw new PackageRefused('manifest', `unsafe path ${path}`)
  if (compareVersions(manifest.minAppVersion, appVersion) > 0) throw new PackageRefused('app-version', `needs app ${manifest.minAppVersion}, this is ${appVersion}`)
  return manifest
}

/**
 * Checks a downloaded archive against the signed manifest (size, SHA-256) and unpacks it: exactly the manifest's
 * files, each with its SHA-256 and size. A half-downloaded archive fails the size or hash; a changed file fails its
 * hash; an added file or one outside the package is refused. Throws {@link PackageRefused}.
 * @example const files = await unpackVerified(bytes, manifest)
 */
export async function unpackVerified(archive: Uint8Array<ArrayBuffer>, manifest: PackageManifest): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  if (archive.length !== manifest.archive.size) throw new PackageRefused('archive', `${archive.length} bytes, the manifest says ${manifest.archive.size}`)
  if ((await sha256Hex(archive)) !== manifest.archive.sha256) throw new PackageRefused('archive', 'SHA-256 differs from the manifest')
  let entries: Record<string, Uint8Array<ArrayBuffer>>
  try {
    entries = unzipSync(archive)
  } catch (error) {
    throw new PackageRefused('archive', `not a zip archive (${error instanceof Error ? error.message : String(error)})`)
  }
  const files = new Map<string, Uint8Array<ArrayBuffer>>()
  for (const [path, bytes] of Object.entries(entries)) {
    if (path.endsWith('/') && bytes.length === 0) continue
    const expected = manifest.files[path]
    if (!expected || !isSafePackagePath(path)) throw new PackageRefused('file', `${path} is not in the manifest`)
    if (bytes.length !== expected.size || (await sha256Hex(bytes)) !== expected.sha256) throw new PackageRefused('file', `${path} differs from the manifest`)
    files.set(path, bytes)
  }
  for (const path of Object.keys(manifest.files)) if (!files.has(path)) throw new PackageRefused('file', `${path} is missing`)
  return files
}

/**
 * Downloads an offered package and verifies it completely before anything is kept: signature, app version, archive,
 * files. Throws {@link PackageRefused}.
 * @example const { manifest, files } = await downloadPackage(offer, { fetch, publicKeySpki, appVersion: '6.2.0' })
 */
export async function downloadPackage(
  offer: OfferedPackage,
  deps: { fetch: typeof fetch; publicKeySpki: string; appVersion: string },
): Promise<{ manifest: PackageManifest; files: Map<string, Uint8Array<ArrayBuffer>> }> {
  const manifest = await verifyManifest(offer.manifest, offer.signature, deps.publicKeySpki, deps.appVersion)
  if (manifest.version !== offer.version) throw new PackageRefused('manifest', `offered ${offer.version}, the manifest says ${manifest.version}`)
  const res = await deps.fetch(offer.url).catch(() => null)
  if (!res?.ok) throw new PackageRefused('download', `${offer.url}: ${res ? res.status : 'no answer'}`)
  const bytes = new Uint8Array(await res.arrayBuffer().catch(() => new ArrayBuffer(0)))
  return { manifest, files: await unpackVerified(bytes, manifest) }
}
