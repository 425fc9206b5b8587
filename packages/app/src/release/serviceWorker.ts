/// <reference lib="webworker" />
// The service worker of repeat visits (decision wave3-shipping-3), built by vite-plugin-pwa (injectManifest) into
// `{base}/sw.js`. What it does, and does not:
// - precaches the build's code (every script, stylesheet and picture of assets/, and index.html) and answers those
//   requests from the cache: a second visit loads no code from the network;
// - answers a page (a navigation under the base) with the server's page for that path as it was last fetched, and
//   fetches it again in the background; home's page is fetched when the worker installs, the page the investor first
//   opened when the app asks;
// - never touches the API: no route matches /api/, so every answer (private ones above all) goes to the network and
//   into no cache of ours;
// - a new release installs beside the running one and waits: the app asks the investor (src/release) and sends
//   SKIP_WAITING; unanswered, it takes over when every tab of the old one has closed;
// - a recalled release (the server's `recalled` list, decision wave3-shipping-4) steps aside: the worker unregisters,
//   deletes its caches and reloads its pages from the network.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { isAppPage, isRecalled, isReleaseCache, pageCacheKey, PAGE_CACHE_PREFIX, RECALL_CHECK_INTERVAL_MS, RELEASE_STATUS_PATH } from './releaseRules.js'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev'
const PAGES = `${PAGE_CACHE_PREFIX}${VERSION}`
/** `/tougu`: the worker's scope is the app's base. */
const BASE = new URL(self.registration.scope).pathname.replace(/\/+$/, '')

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** A page as the server sends it, kept when it is a plain 200 HTML answer (no redirect, no error page). */
async function fetchPage(url: string, cache: Cache): Promise<Response> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } })
  if (res.ok && !res.redirected && res.type === 'basic' && (res.headers.get('content-type') ?? '').includes('text/html')) {
    await cache.put(url, res.clone())
  }
  return res
}

let lastRecallCheck = 0
/** Asks the server whether this release was recalled (at most once a minute); steps aside when it was. */
async function checkRecall(): Promise<void> {
  const now = Date.now()
  if (now - lastRecallCheck < RECALL_CHECK_INTERVAL_MS) return
  lastRecallCheck = now
  const res = await fetch(RELEASE_STATUS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', cache: 'no-store' })
  if (!res.ok) return
  if (!isRecalled(await res.json(), VERSION)) return
  await self.registration.unregister()
  await Promise.all((await caches.keys()).filter(isReleaseCache).map((name) => caches.delete(name)))
  // Controlled pages load again, from the network: the recalled code is gone.
  for (const client of await self.clients.matchAll({ type: 'window' })) void client.navigate(client.url).catch(() => undefined)
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url, self.location.origin, BASE),
  async ({ request, url, event }) => {
    const cache = await caches.open(PAGES)
    const key = pageCacheKey(url)
    const cached = await cache.match(key)
    const recall = checkRecall().catch(() => undefined)
    if (cached) {
      // The kept page now, a fresh copy for the next visit.
      event.waitUntil(Promise.all([fetchPage(key, cache).catch(() => undefined), recall]))
      return cached
    }
    event.waitUntil(recall)
    try {
      // Redirects (`{base}/` → `{base}/index`) go back to the browser as they came.
      return await fetch(request).then(async (res) => {
        if (res.ok && res.type === 'basic' && !res.redirected && (res.headers.get('content-type') ?? '').includes('text/html')) await cache.put(key, res.clone())
        return res
      })
    } catch {
      // Offline and never seen: the app's document, which routes by itself.
      return (await matchPrecache('index.html')) ?? Response.error()
    }
  },
)

self.addEventListener('install', (event) => {
  // Home's page with this release's files (most visits start there); a failure only costs the head start.
  event.waitUntil(caches.open(PAGES).then((cache) => fetchPage(`${self.location.origin}${BASE}/index`, cache)).catch(() => undefined))
})

self.addEventListener('activate', (event) => {
  // Pages of older releases name files this release's precache no longer holds.
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(PAGE_CACHE_PREFIX) && n !== PAGES).map((n) => caches.delete(n)))),
  )
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; url?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (data?.type === 'CACHE_PAGE' && typeof data.url === 'string') {
    let url: URL
    try {
      url = new URL(data.url)
    } catch {
      return
    }
    if (isAppPage(url, self.location.origin, BASE)) event.waitUntil(caches.open(PAGES).then((cache) => fetchPage(pageCacheKey(url), cache)).catch(() => undefined))
  } else if (data?.type === 'GET_VERSION') event.ports[0]?.postMessage({ version: VERSION })
})
