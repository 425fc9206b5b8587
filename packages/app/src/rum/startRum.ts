import type { RumEvent, RumPlatform } from '@tougu/core'
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

/** The web-vitals functions this module uses. */
export interface VitalsApi {
  onCLS: typeof onCLS
  onFCP: typeof onFCP
  onINP: typeof onINP
  onLCP: typeof onLCP
  onTTFB: typeof onTTFB
}
import { createRumQueue, errorKind, RUM_SEND_BATCH, rumRoute, type RumSource } from './rumEvents.js'

/** Where batches go (core's `rum.report`). */
export const RUM_ENDPOINT = '/api/rum/report'
/** A batch leaves at the latest this long after its first event, so a page kept open still reports. */
export const RUM_FLUSH_DELAY_MS = 10_000

export interface RumOptions {
  win: Window
  appVersion: string
  platform: RumPlatform
  source: RumSource
  /** The public base path (`/tougu`). */
  base: string
  /** Whether reports may leave the page (the host's switch, bridge hello `rum`); events wait until it is known. */
  allowed: Promise<boolean>
  /** Override for tests; web-vitals otherwise. */
  vitals?: VitalsApi
  endpoint?: string
}

/**
 * Real-user speed of this page view (decision wave3-shipping-6): the first screen's LCP, CLS, FCP and TTFB, the page's
 * INP, and what fails to load, each with the route (the path the page view started on; for errors the path at the
 * time), the platform, the release and where the code came from. Batches go with `sendBeacon` (or a keepalive fetch)
 * when the page is hidden or left, when {@link RUM_SEND_BATCH} are waiting, or {@link RUM_FLUSH_DELAY_MS} after the
 * first waiting one: never during the first screen, and never awaited by it. Returns a stop function.
 * @example startRum({ win: window, appVersion: '1.0.0', platform: 'wechat', source: 'network', base: '/tougu', allowed: Promise.resolve(true) })
 */
export function startRum(options: RumOptions): () => void {
  const { win, base } = options
  const endpoint = options.endpoint ?? RUM_ENDPOINT
  const queue = createRumQueue({ appVersion: options.appVersion, platform: options.platform })
  const firstRoute = rumRoute(win.location.pathname, base)
  let allowed: boolean | null = null
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const post = (body: string) => {
    const nav = win.navigator
    try {
      if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return
    } catch {
      // A beacon refused (quota) falls back to fetch below.
    }
    void win.fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
  }
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (allowed !== true) return
    for (const batch of queue.take()) post(JSON.stringify(batch))
  }
  const add = (event: RumEvent) => {
    if (stopped || allowed === false) return
    queue.add(event)
    if (queue.size >= RUM_SEND_BATCH) flush()
    else timer ??= setTimeout(flush, RUM_FLUSH_DELAY_MS)
  }

  const vital = ({ name, value }: Metric) => {
    // Values past the contract's bounds (a page kept in the background for hours) say nothing about speed.
    if (value < 0 || value > 600_000) return
    add({ metric: name, value: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value), route: firstRoute, source: options.source })
  }
  const error = (kind: NonNullable<RumEvent['errorKind']>) =>
    add({ metric: 'error', value: 1, route: rumRoute(win.location.pathname, base), source: options.source, errorKind: kind })

  const onError = (event: Event) => {
    const target = event.target as Element | null
    // A script or stylesheet element that failed to load (capture: these errors do not bubble).
    if (target && target !== (win as unknown) && /^(?:SCRIPT|LINK)$/.test(target.tagName ?? '')) error('resource')
    else if ('error' in event) error(errorKind((event as ErrorEvent).error, 'script'))
  }
  const onRejection = (event: PromiseRejectionEvent) => error(errorKind(event.reason, 'promise'))
  // Vite's loader announces every lazy module that failed (a screen's chunk), also when the app handles the failure.
  const onPreloadError = () => error('chunk')
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush()
  }
  win.addEventListener('error', onError, true)
  win.addEventListener('unhandledrejection', onRejection)
  win.addEventListener('vite:preloadError', onPreloadError)
  win.document.addEventListener('visibilitychange', onHidden)
  win.addEventListener('pagehide', flush)

  const vitals: VitalsApi = options.vitals ?? { onCLS, onFCP, onINP, onLCP, onTTFB }
  vitals.onLCP(vital)
  vitals.onCLS(vital)
  vitals.onINP(vital)
  vitals.onFCP(vital)
  vitals.onTTFB(vital)

  void options.allowed.then(
    (yes) => {
      allowed = yes
      if (!yes) queue.clear()
      else if (queue.size > 0) timer ??= setTimeout(flush, RUM_FLUSH_DELAY_MS)
    },
    () => {
      allowed = false
      queue.clear()
    },
  )

  return () => {
    stopped = true
    flush()
    win.removeEventListener('error', onError, true)
    win.removeEventListener('unhandledrejection', onRejection)
    win.removeEventListener('vite:preloadError', onPreloadError)
    win.document.removeEventListener('visibilitychange', onHidden)
    win.removeEventListener('pagehide', flush)
  }
}
