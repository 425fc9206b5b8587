import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { zipSync, type Zippable } from 'fflate'
import type { Plugin } from 'vite'
import { files as filesBelow, resolvedOutDir } from './precompress.js'

/** Where the build puts the offline package (离线包), inside the build's folder: the reference server publishes it. */
export const OFFLINE_DIR = 'offline'
/** The package's manifest as the build writes it (unsigned: the server signs what it publishes). */
export const OFFLINE_MANIFEST_FILE = `${OFFLINE_DIR}/manifest.json`
/** The package's manifest format; a host refuses formats it does not know (docs/bridge-protocol.md §15). */
export const OFFLINE_FORMAT = 1

/** One file of the package. */
export interface PackageFile {
  sha256: string
  size: number
}

/** The manifest of an offline package (docs/bridge-protocol.md §15.2). */
export interface OfflineManifest {
  format: typeof OFFLINE_FORMAT
  app: 'tougu-h5'
  /** The release version, the same the web build reports (RUM, service worker). */
  version: string
  /** The public base path the files sit under (`/tougu`): `assets/x.js` answers `https://<host>/tougu/assets/x.js`. */
  base: string
  /** The lowest native app version that may run it (dotted numeric). */
  minAppVersion: string
  /** The document every route answers with. */
  entry: 'index.html'
  /** The routes the entry document serves (paths under the base, from the route tables); the variants serve them too. */
  routes: string[]
  /** Path segments that mark a variant of every route (`wx`: the WeChat variant, decision bridge-1). */
  variants: string[]
  /** Every file, path relative to the base, with its SHA-256 (hex) and size in bytes. */
  files: Record<string, PackageFile>
  /** The zip archive holding exactly `files`. */
  archive: { file: string; sha256: string; size: number }
}

/** Files of the build that are not the app: source maps, precompressed copies, the service worker, the package itself. */
const NOT_PACKAGED = /(?:\.map|\.br|\.gz)$|^(?:serviceWorker\.m?js|workbox-[^/]+\.js|manifest\.webmanifest|offline\/|\.vite\/|\.server\/)/

/** zip entries all carry this time, so the same files make the same archive bytes. */
const FIXED_MTIME = new Date('2000-01-01T00:00:00Z')

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

export interface OfflinePackageOptions {
  version: string
  base: string
  minAppVersion: string
  /** Path segments of the variants (the WeChat variant's `wx`). */
  variants: string[]
  /** The routes the entry document serves: the route table's paths (src/routes/routeMeta.ts `ROUTE_META`). */
  routes: readonly string[]
}

/**
 * Builds the package from a finished build folder: the files a page can load (index.html and assets, no maps, no
 * precompressed copies, no service worker), zipped with fixed times, and a manifest naming each file's SHA-256, the
 * routes (the route table's) and the minimum app version.
 * Returns the manifest; writes `offline/<version>.zip` and `offline/manifest.json`.
 * @example writeOfflinePackage('dist', { version: '0.1.0+1', base: '/tougu', minAppVersion: '6.0.0', variants: ['wx'], routes: ['/index'] })
 */
export function writeOfflinePackage(outDir: string, options: OfflinePackageOptions): OfflineManifest {
  const files: Record<string, PackageFile> = {}
  const zippable: Zippable = {}
  for (const path of [...filesBelow(outDir)].sort()) {
    const rel = relative(outDir, path).split(sep).join('/')
    if (NOT_PACKAGED.test(rel)) continue
    const body = readFileSync(path)
    files[rel] = { sha256: sha256(body), size: body.length }
    zippable[rel] = [new Uint8Array(body), { mtime: FIXED_MTIME }]
  }
  if (!files['index.html']) throw new Error(`offline package: ${outDir} has no index.html`)
  const routes = [...options.routes].sort()
  // Text files compress well; pictures and fonts are compressed already.
  const archive = zipSync(zippable, { level: 9 })
  const archiveFile = `${OFFLINE_DIR}/${options.version}.zip`
  const manifest: OfflineManifest = {
    format: OFFLINE_FORMAT,
    app: 'tougu-h5',
    version: options.version,
    base: options.base,
    minAppVersion: options.minAppVersion,
    entry: 'index.html',
    routes,
    variants: options.variants,
    files,
    archive: { file: archiveFile, sha256: sha256(archive), size: archive.length },
  }
  mkdirSync(join(outDir, OFFLINE_DIR), { recursive: true })
  writeFileSync(join(outDir, archiveFile), archive)
  writeFileSync(join(outDir, OFFLINE_MANIFEST_FILE), JSON.stringify(manifest, null, 2))
  return manifest
}

/**
 * Vite plugin: after the build (and after the other plugins have written their files), the offline package of the
 * build (decision wave3-shipping-1). Listed after `precompress`, so the package's own files get no compressed copies.
 * @example offlinePackage({ version, base: '/tougu', minAppVersion: '6.0.0', variants: ['wx'], routes: ROUTE_META.map((r) => r.path) })
 */
export function offlinePackage(options: OfflinePackageOptions): Plugin {
  let outDir = 'dist'
  return {
    name: 'tougu-offline-package',
    apply: 'build',
    configResolved(config) {
      outDir = resolvedOutDir(config)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const manifest = writeOfflinePackage(outDir, options)
        this.info?.(`offline package ${manifest.version}: ${Object.keys(manifest.files).length} files, ${manifest.archive.size} bytes`)
      },
    },
  }
}
