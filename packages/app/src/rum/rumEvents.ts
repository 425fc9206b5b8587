import type { RumBatch, RumEvent, RumPlatform } from '@tougu/core'
import { NOT_FOUND_TITLE, routeMetaFor } from '../routes/routeMeta.js'

/** Events one batch carries at most (the contract allows more; small batches leave the page quickly). */
export const RUM_SEND_BATCH = 20
/** `source` of a page view: how its code arrived. */
export type RumSource = RumEvent['source']

/**
 * The route a page address reports under: the route table's path, never the query (ids), the variant marker or the
 * base; `/404` for paths no route claims. No address of the investor's leaves the page.
 * @example rumRoute('/tougu/wx/view/detail', '/tougu') // '/view/detail'
 * @example rumRoute('/tougu/no/such/page', '/tougu') // '/404'
 */
export function rumRoute(pathname: string, base: string): string {
  const trimmedBase = base.replace(/\/+$/, '')
  const rel = trimmedBase && pathname.startsWith(trimmedBase) ? pathname.slice(trimmedBase.length) || '/' : pathname
  const meta = routeMetaFor(rel)
  return meta.title === NOT_FOUND_TITLE ? '/404' : meta.path
}

/**
 * What failed, from an error or rejection reason: a module that did not load is `chunk` (the browsers' texts for a
 * failed dynamic import), anything else the given fallback.
 * @example errorKind(new TypeError('Failed to fetch dynamically imported module: /tougu/assets/x.js'), 'promise') // 'chunk'
 */
export function errorKind(reason: unknown, otherwise: 'script' | 'promise'): NonNullable<RumEvent['errorKind']> {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : ''
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError/i.test(text) ? 'chunk' : otherwise
}

/**
 * How the page's code arrived: the native app's offline package when the host said so in the document's
 * `Server-Timing` (`tougu-package`, docs/bridge-protocol.md §15.4), the service worker's cache when one controls the
 * page, otherwise the network.
 * @example codeSource(window) // 'cache'
 */
export function codeSource(win: Window): RumSource {
  const entries: PerformanceEntry[] = win.performance?.getEntriesByType?.('navigation') ?? []
  const timing = (entries[0] as PerformanceNavigationTiming | undefined)?.serverTiming ?? []
  if (timing.some((t) => t.name === 'tougu-package')) return 'package'
  return win.navigator.serviceWorker?.controller ? 'cache' : 'network'
}

/**
 * Collects a page's events and hands them out in batches of at most {@link RUM_SEND_BATCH}: the contract's shape,
 * nothing about the investor.
 * @example const queue = createRumQueue({ appVersion: '1.0.0', platform: 'wechat' }); queue.add(event); queue.take()
 */
export function createRumQueue(meta: { appVersion: string; platform: RumPlatform }, max = RUM_SEND_BATCH) {
  let events: RumEvent[] = []
  return {
    add(event: RumEvent): void {
      events.push(event)
    },
    get size(): number {
      return events.length
    },
    /** The waiting events as batches, emptying the queue. */
    take(): RumBatch[] {
      const batches: RumBatch[] = []
      for (let i = 0; i < events.length; i += max) batches.push({ ...meta, events: events.slice(i, i + max) })
      events = []
      return batches
    },
    /** Drops what waits (the host switched reports off). */
    clear(): void {
      events = []
    },
  }
}
