// Where the simulator keeps offline packages: Cache Storage of its own origin, read by the host page (which installs
// and switches packages) and by public/offline-host-sw.js (which answers the webviews' requests from the current one).
// A native app keeps the same things in its own files (docs/native-host-guide.md "Offline packages").
import type { PackageManifest } from './offlinePackage.js'

/** The cache holding the state below (the service worker reads the same names). */
export const STATE_CACHE = 'tougu-offline-state'
export const STATE_KEY = '/__offline/state'
/** One cache per package version; files under FILE_PREFIX, the signed manifest and its signature beside them. */
export const PACKAGE_CACHE_PREFIX = 'tougu-offline-pkg-'
export const FILE_PREFIX = '/__offline/files/'
export const MANIFEST_KEY = '/__offline/manifest'
export const SIGNATURE_KEY = '/__offline/signature'

/**
 * Which packages the host has: the one the webviews load (`current`), the one before it (kept for a rollback), and a
 * downloaded one waiting for the next open (`pending`). `bad` lists versions that failed here (never installed again).
 */
export interface OfflineState {
  current: string | null
  previous: string | null
  pending: string | null
  bad: string[]
  /** The host's switch: off, every page comes from the network. */
  enabled: boolean
  /**
   * What the webviews are served from in this session: the current package as checked at open, or null (the
   * network). A package that fails during a session stops being served at once, and is rolled back for the next.
   */
  serving: string | null
}

export const EMPTY_STATE: OfflineState = { current: null, previous: null, pending: null, bad: [], enabled: true, serving: null }

/**
 * The next open: a pending package becomes current, the current one previous. Returns the new state and the version
 * no longer kept (to delete), if any.
 * @example promotePending({ ...EMPTY_STATE, current: '1', pending: '2' }) // { state: { current: '2', previous: '1', … }, dropped: null }
 */
export function promotePending(state: OfflineState): { state: OfflineState; dropped: string | null } {
  if (!state.pending || state.pending === state.current) return { state: { ...state, pending: null }, dropped: null }
  const dropped = state.previous && state.previous !== state.pending ? state.previous : null
  return { state: { ...state, previous: state.current, current: state.pending, pending: null }, dropped }
}

/**
 * A package failed here (a file whose hash no longer matches, a page that never answered the handshake, a manifest
 * whose signature no longer holds): it is marked bad and the previous one becomes current (or none: the network).
 * @example rollBack({ ...EMPTY_STATE, current: '2', previous: '1' }, '2') // current '1', previous null, bad ['2']
 */
export function rollBack(state: OfflineState, version: string): OfflineState {
  const bad = state.bad.includes(version) ? state.bad : [...state.bad, version]
  const serving = state.serving === version ? null : state.serving
  if (state.current === version) return { ...state, current: state.previous, previous: null, bad, serving, pending: state.pending === version ? null : state.pending }
  return {
    ...state,
    serving,
    previous: state.previous === version ? null : state.previous,
    pending: state.pending === version ? null : state.pending,
    bad,
  }
}

/**
 * The server recalled releases: none of them is used again; the newest that is left becomes current.
 * @example dropRecalled({ ...EMPTY_STATE, current: '2', previous: '1' }, ['2']) // current '1'
 */
export function dropRecalled(state: OfflineState, recalled: readonly string[]): { state: OfflineState; dropped: string[] } {
  const gone = (v: string | null) => v !== null && recalled.includes(v)
  const dropped = [state.current, state.previous, state.pending].filter((v): v is string => gone(v))
  if (dropped.length === 0) return { state, dropped }
  const current = gone(state.current) ? (gone(state.previous) ? null : state.previous) : state.current
  const previous = gone(state.current) || gone(state.previous) ? null : state.previous
  return { state: { ...state, current, previous, pending: gone(state.pending) ? null : state.pending, serving: gone(state.serving) ? null : state.serving }, dropped }
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })

/** The store over Cache Storage. */
export function createPackageStore(storage: CacheStorage) {
  return {
    async readState(): Promise<OfflineState> {
      const res = await (await storage.open(STATE_CACHE)).match(STATE_KEY)
      if (!res) return { ...EMPTY_STATE }
      try {
        return { ...EMPTY_STATE, ...((await res.json()) as Partial<OfflineState>) }
      } catch {
        return { ...EMPTY_STATE }
      }
    },
    async writeState(state: OfflineState): Promise<void> {
      await (await storage.open(STATE_CACHE)).put(STATE_KEY, json(state))
    },
    /** Keeps a verified package: every file first, the manifest last, so a package cut short has no manifest. */
    async save(manifest: PackageManifest, manifestText: string, signature: string, files: Map<string, Uint8Array<ArrayBuffer>>): Promise<void> {
      const cache = await storage.open(PACKAGE_CACHE_PREFIX + manifest.version)
      for (const [path, bytes] of files) await cache.put(FILE_PREFIX + path, new Response(bytes))
      await cache.put(SIGNATURE_KEY, new Response(signature))
      await cache.put(MANIFEST_KEY, new Response(manifestText))
    },
    /** The stored manifest text and signature of a version, or null when it is not (completely) kept. */
    async stored(version: string): Promise<{ manifest: string; signature: string } | null> {
      if (!(await storage.has(PACKAGE_CACHE_PREFIX + version))) return null
      const cache = await storage.open(PACKAGE_CACHE_PREFIX + version)
      const [m, s] = await Promise.all([cache.match(MANIFEST_KEY), cache.match(SIGNATURE_KEY)])
      return m && s ? { manifest: await m.text(), signature: await s.text() } : null
    },
    async drop(version: string): Promise<void> {
      await storage.delete(PACKAGE_CACHE_PREFIX + version)
    },
  }
}

export type PackageStore = ReturnType<typeof createPackageStore>
