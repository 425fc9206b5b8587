// The simulator's request interception for offline packages (docs/bridge-protocol.md §15.4): what a native app does
// in WebViewClient.shouldInterceptRequest (Android) or its URL scheme handler (iOS). For GET requests under the app's
// base path it answers from the package the host is serving: a file of the package as it is, a route of the package
// with the entry document (plus the document headers the server signed into the manifest, the host's bridge script
// and `Server-Timing: tougu-package`). Every file's SHA-256 is checked against the manifest as it is served; a file
// that no longer matches is not served (the network answers) and the host rolls the package back. Everything else
// (the API, media, paths the package does not have) goes to the network. Names shared with src/offline/packageStore.ts.
const BASE = new URL(self.location.href).searchParams.get('base') || '/tougu'
const ATTACH_TAG = '<script src="/__native-host/attach.js"></script>'
const STATE_CACHE = 'tougu-offline-state'
const STATE_KEY = '/__offline/state'
const PACKAGE_CACHE_PREFIX = 'tougu-offline-pkg-'
const FILE_PREFIX = '/__offline/files/'
const MANIFEST_KEY = '/__offline/manifest'
const CHANNEL = 'tougu-offline'
const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
}

const channel = new BroadcastChannel(CHANNEL)
/** Manifests read, by version (a version's manifest never changes). */
const manifests = new Map()

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

async function servingPackage() {
  const res = await (await caches.open(STATE_CACHE)).match(STATE_KEY)
  if (!res) return null
  const state = await res.json().catch(() => null)
  const version = state && state.enabled && state.serving
  if (!version) return null
  if (!manifests.has(version)) {
    const stored = await (await caches.open(PACKAGE_CACHE_PREFIX + version)).match(MANIFEST_KEY)
    if (!stored) return null
    manifests.set(version, JSON.parse(await stored.text()))
  }
  return { version, manifest: manifests.get(version) }
}

/** The package file a URL names: a file of the package, or the entry document for one of its routes. */
function packageFile(url, manifest) {
  if (url.origin !== self.location.origin) return null
  const base = manifest.base
  if (url.pathname !== base && !url.pathname.startsWith(base + '/')) return null
  const rel = url.pathname.slice(base.length + 1)
  if (Object.prototype.hasOwnProperty.call(manifest.files, rel)) return { path: rel, document: rel === manifest.entry }
  let route = '/' + rel.replace(/\/+$/, '')
  for (const variant of manifest.variants || []) {
    if (route === '/' + variant || route.startsWith('/' + variant + '/')) route = route.slice(variant.length + 1) || '/'
  }
  return manifest.routes.includes(route) ? { path: manifest.entry, document: true } : null
}

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The first thing in <head>: the host's bridge script, as the proxy puts it into pages from the network. */
function withAttachScript(html) {
  const head = /<head[^>]*>/i.exec(html)
  if (!head) return ATTACH_TAG + html
  const at = head.index + head[0].length
  return html.slice(0, at) + ATTACH_TAG + html.slice(at)
}

async function fromPackage(pkg, hit) {
  const expected = pkg.manifest.files[hit.path]
  const stored = await (await caches.open(PACKAGE_CACHE_PREFIX + pkg.version)).match(FILE_PREFIX + hit.path)
  const bytes = stored ? new Uint8Array(await stored.arrayBuffer()) : null
  if (!bytes || !expected || bytes.length !== expected.size || hex(await crypto.subtle.digest('SHA-256', bytes)) !== expected.sha256) {
    // The host rolls the package back (state.serving goes to null); until it has, every file is still checked.
    channel.postMessage({ type: 'tampered', version: pkg.version, path: hit.path })
    return null
  }
  const ext = hit.path.slice(hit.path.lastIndexOf('.') + 1).toLowerCase()
  // Not kept by the webview's own caches: every load of a file goes through this check.
  const headers = new Headers({ 'content-type': TYPES[ext] || 'application/octet-stream', 'cache-control': 'no-store' })
  if (!hit.document) return new Response(bytes, { headers })
  for (const [name, value] of Object.entries(pkg.manifest.documentHeaders || {})) headers.set(name, value)
  headers.set('server-timing', `tougu-package;desc="${pkg.version}"`)
  return new Response(withAttachScript(new TextDecoder().decode(bytes)), { headers })
}

const isDocument = (request) => request.mode === 'navigate' || request.destination === 'iframe' || request.destination === 'document'

async function answer(event, url) {
  const pkg = await servingPackage().catch(() => null)
  const hit = pkg && packageFile(url, pkg.manifest)
  if (hit) {
    const res = await fromPackage(pkg, hit)
    if (res) {
      if (isDocument(event.request)) channel.postMessage({ type: 'served', url: url.href, source: 'package', version: pkg.version })
      return res
    }
  }
  if (isDocument(event.request)) channel.postMessage({ type: 'served', url: url.href, source: 'network', version: null })
  const res = await fetch(event.request)
  if (res.type !== 'basic') return res
  // Kept by no cache of the webview either: the next load asks this layer again, which may answer from a package by
  // then (a browser would otherwise reuse the file from its memory without asking).
  const headers = new Headers(res.headers)
  headers.set('cache-control', 'no-store')
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || (url.pathname !== BASE && !url.pathname.startsWith(BASE + '/'))) return
  event.respondWith(answer(event, url))
})
