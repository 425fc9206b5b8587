import { detectPlatform, type Bridge } from '@tougu/bridge'
import { codeSource } from '../rum/rumEvents.js'
import { startRum } from '../rum/startRum.js'
import { APP_VERSION } from './appVersion.js'
import { startServiceWorker, type ServiceWorkerOutcome } from './registerServiceWorker.js'
import { RELEASE_STATUS_PATH } from './releaseRules.js'

export interface AfterFirstScreenOptions {
  win: Window
  /** Vite's BASE_URL (`/tougu/`). */
  baseUrl: string
  bridge: Pick<Bridge, 'ready'>
}

/**
 * Whether the host lets the page report real-user speed: in the native app only once its hello said so (`rum` absent
 * or `true`; a failed handshake is a no), elsewhere yes (decision wave3-shipping-6).
 * @example await rumAllowed(bridge, true) // false when the host answered { rum: false }
 */
export function rumAllowed(bridge: Pick<Bridge, 'ready'>, inApp: boolean): Promise<boolean> {
  if (!inApp) return Promise.resolve(true)
  return bridge.ready().then(
    (hello) => hello !== null && ((hello as { rum?: unknown }).rum === undefined || (hello as { rum?: unknown }).rum === true),
    () => false,
  )
}

/**
 * What starts once the first screen is on (main.tsx loads this module then, as a chunk of its own): real-user speed
 * reports and, outside the native app, the service worker of repeat visits. The build turns either off with
 * `VITE_RUM=0` / `VITE_SERVICE_WORKER=0`.
 * @example startAfterFirstScreen({ win: window, baseUrl: import.meta.env.BASE_URL, bridge: services.bridge })
 */
export function startAfterFirstScreen({ win, baseUrl, bridge }: AfterFirstScreenOptions): Promise<ServiceWorkerOutcome> {
  const env = import.meta.env as Record<string, unknown>
  const platform = detectPlatform(win.navigator.userAgent)
  const inApp = platform === 'ios-app' || platform === 'android-app'
  if (env.VITE_RUM !== '0') {
    startRum({ win, appVersion: APP_VERSION, platform, source: codeSource(win), base: baseUrl, allowed: rumAllowed(bridge, inApp) })
  }
  return startServiceWorker({
    win,
    baseUrl,
    version: APP_VERSION,
    // In the native app the host's offline package is the cache (docs/bridge-protocol.md §15).
    enabled: !inApp && env.VITE_SERVICE_WORKER !== '0',
    releaseStatus: () =>
      win.fetch(RELEASE_STATUS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((res) => res.json() as Promise<unknown>),
    askToUpdate: () => import('./updatePrompt.js').then((m) => m.askToUpdate()),
  })
}
