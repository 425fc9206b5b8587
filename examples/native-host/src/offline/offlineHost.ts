// The host's package lifecycle (docs/bridge-protocol.md §15, docs/native-host-guide.md "Offline packages"): at each
// open the downloaded package becomes current and is checked again; in the background the host asks the server for
// updates and recalls, downloads and verifies a new package completely, and keeps it for the next open; a package that
// fails is rolled back. The simulator's main.ts drives it; public/offline-host-sw.js serves what it decides.
import { downloadPackage, PackageRefused, verifyManifest, type OfferedPackage } from './offlinePackage.js'
import { createPackageStore, dropRecalled, promotePending, rollBack, type OfflineState } from './packageStore.js'

/** Where the host asks for its package (core's `release.offlinePackage`). */
export const UPDATE_CHECK_PATH = '/api/release/offlinePackage'

export interface OfflineHostDeps {
  storage: CacheStorage
  fetch: typeof fetch
  /** The firm's public key (SPKI, base64) built into the app. */
  publicKeySpki: string
  appVersion: () => string
  platform: () => 'ios' | 'android'
  log: (kind: 'evt' | 'err', line: string) => void
}

/**
 * The host's offline packages.
 * @example const offline = createOfflineHost({ storage: caches, fetch, publicKeySpki, appVersion: () => '6.2.0', platform: () => 'ios', log })
 */
export function createOfflineHost(deps: OfflineHostDeps) {
  const store = createPackageStore(deps.storage)
  let busy: Promise<void> | null = null

  const host = {
    state: () => store.readState(),

    /**
     * One open of the app: a downloaded package becomes current; the current one's manifest is checked again (the
     * signature over the stored bytes, the app version); it is what the webviews are served from, else the network.
     */
    async open(enabled: boolean): Promise<OfflineState> {
      const promoted = promotePending(await store.readState())
      let state = { ...promoted.state, enabled }
      if (promoted.dropped) await store.drop(promoted.dropped)
      if (state.current) {
        const stored = await store.stored(state.current)
        try {
          if (!stored) throw new PackageRefused('file', 'not kept completely')
          await verifyManifest(stored.manifest, stored.signature, deps.publicKeySpki, deps.appVersion())
        } catch (error) {
          deps.log('err', `离线包 ${state.current} 已损坏或不再可用（${error instanceof Error ? error.message : String(error)}），回滚`)
          const failedVersion = state.current
          state = rollBack(state, failedVersion)
          await store.drop(failedVersion)
        }
      }
      state = { ...state, serving: enabled ? state.current : null }
      await store.writeState(state)
      return state
    },

    /**
     * The update check: recalled versions are dropped; a new package is downloaded, verified and kept for the next
     * open. A package that fails verification is refused and never kept.
     */
    checkForUpdate(): Promise<void> {
      busy ??= (async () => {
        const state = await store.readState()
        const res = await deps
          .fetch(UPDATE_CHECK_PATH, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ appVersion: deps.appVersion(), platform: deps.platform(), ...(state.current ? { installed: state.current } : {}) }),
          })
          .catch(() => null)
        const body = res?.ok ? ((await res.json().catch(() => null)) as { iRet?: number; data?: { package: OfferedPackage | null; recalled: string[] } } | null) : null
        if (!body || body.iRet !== 0 || !body.data) return deps.log('err', '离线包更新检查失败（网络或服务器），下次打开再试')
        const recalled = dropRecalled(state, body.data.recalled)
        if (recalled.dropped.length > 0) {
          for (const v of recalled.dropped) await store.drop(v)
          await store.writeState(recalled.state)
          deps.log('evt', `离线包 ${recalled.dropped.join(', ')} 已被撤回并删除`)
        }
        const offer = body.data.package
        const now = recalled.state
        if (!offer) return deps.log('evt', '服务器没有适用于本版本App的离线包')
        if (offer.version === now.current || offer.version === now.pending) return deps.log('evt', `离线包已是最新（${offer.version}）`)
        if (now.bad.includes(offer.version)) return deps.log('err', `离线包 ${offer.version} 在本机失败过，不再安装`)
        try {
          const { manifest, files } = await downloadPackage(offer, { fetch: deps.fetch, publicKeySpki: deps.publicKeySpki, appVersion: deps.appVersion() })
          await store.save(manifest, offer.manifest, offer.signature, files)
          await store.writeState({ ...(await store.readState()), pending: offer.version })
          deps.log('evt', `离线包 ${offer.version} 已下载并校验（${files.size} 个文件），下次打开生效`)
        } catch (error) {
          await store.drop(offer.version)
          deps.log('err', `离线包 ${offer.version} 校验失败，已拒绝：${error instanceof Error ? error.message : String(error)}`)
        }
      })().finally(() => {
        busy = null
      })
      return busy
    },

    /** A package failed during a session (a file's hash, no handshake): served no longer, rolled back for the next open. */
    async failed(version: string, why: string): Promise<OfflineState> {
      const state = rollBack(await store.readState(), version)
      await store.writeState(state)
      await store.drop(version)
      deps.log('err', `离线包 ${version} ${why}：本次改由网络加载，下次打开${state.current ? `回滚到 ${state.current}` : '使用网络'}`)
      return state
    },

    /** Deletes every package (the host's "clear cache"). */
    async clear(): Promise<void> {
      const state = await store.readState()
      for (const v of [state.current, state.previous, state.pending]) if (v) await store.drop(v)
      await store.writeState({ ...state, current: null, previous: null, pending: null, serving: null })
    },
  }
  return host
}

export type OfflineHost = ReturnType<typeof createOfflineHost>
