import { Workbox } from 'workbox-window'
import { isRecalled, isReleaseCache } from './releaseRules.js'

/** The worker's file in the build (vite-plugin-pwa writes it next to index.html). */
export const SERVICE_WORKER_FILE = 'serviceWorker.js'
/** A page kept open looks for a new release when it becomes visible again, at most this often. */
export const UPDATE_CHECK_INTERVAL_MS = 10 * 60_000

export type ServiceWorkerOutcome = 'unsupported' | 'off' | 'recalled' | 'registered' | 'failed'

export interface ServiceWorkerOptions {
  win: Window
  /** Vite's BASE_URL (`/tougu/`): the worker's scope. */
  baseUrl: string
  /** This build's release. */
  version: string
  /** False inside the native app (its offline package is the cache) or when the build turns it off. */
  enabled: boolean
  /** The server's release state (core's `release.status` answer). */
  releaseStatus: () => Promise<unknown>
  /** Asks the investor whether to switch to the new release now. */
  askToUpdate: () => Promise<boolean>
  /** For tests; workbox-window's Workbox otherwise. */
  createWorkbox?: (url: string, scope: string) => WorkboxLike
}

/** What this module uses of workbox-window's `Workbox`. */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void
  register(): Promise<ServiceWorkerRegistration | undefined>
  messageSkipWaiting(): void
  getSW(): Promise<ServiceWorker>
  update(): Promise<unknown>
}

/**
 * Registers the service worker of repeat visits (decision wave3-shipping-3), after the first screen. A release the
 * server lists as recalled does not register and removes a worker already there (wave3-shipping-4). When a new
 * release has installed and waits, the investor is asked; yes switches and reloads, no leaves it for the next open.
 * @example await startServiceWorker({ win: window, baseUrl: '/tougu/', version, enabled: true, releaseStatus, askToUpdate })
 */
export async function startServiceWorker(options: ServiceWorkerOptions): Promise<ServiceWorkerOutcome> {
  const { win, baseUrl } = options
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return 'unsupported'
  if (!options.enabled) return 'off'
  const status = await options.releaseStatus().catch(() => null)
  if (isRecalled(status, options.version)) {
    const registration = await container.getRegistration(baseUrl).catch(() => undefined)
    await registration?.unregister()
    // Its files and pages go too: nothing of the recalled release is answered from a cache again.
    const store = (win as Window & { caches?: CacheStorage }).caches
    if (store) for (const name of await store.keys()) if (isReleaseCache(name)) await store.delete(name)
    return 'recalled'
  }
  const wb = (options.createWorkbox ?? ((url, scope): WorkboxLike => new Workbox(url, { scope })))(`${baseUrl}${SERVICE_WORKER_FILE}`, baseUrl)
  let asking = false
  wb.addEventListener('waiting', () => {
    if (asking) return
    asking = true
    void options
      .askToUpdate()
      .catch(() => false)
      .then((yes) => {
        asking = false
        if (!yes) return
        wb.addEventListener('controlling', () => win.location.reload())
        wb.messageSkipWaiting()
      })
  })
  const registration = await wb.register().catch(() => undefined)
  if (!registration) return 'failed'
  // The page the visit started on, kept for the next visit (the worker keeps home's by itself).
  void wb
    .getSW()
    .then((sw) => sw.postMessage({ type: 'CACHE_PAGE', url: win.location.href }))
    .catch(() => undefined)
  let lastCheck = Date.now()
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return
    lastCheck = Date.now()
    void wb.update().catch(() => undefined)
  })
  return 'registered'
}
