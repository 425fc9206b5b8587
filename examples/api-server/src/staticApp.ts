import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import { acceptedEncoding, type Encoding } from './compression.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
/** Files the app build precompresses (`file.br`, `file.gz`; packages/app/build/precompress.ts). */
const PRECOMPRESSED = new Set(['.js', '.css', '.svg', '.json', '.html'])
const SUFFIX = { br: '.br', gzip: '.gz' } as const
/** The build's folder of content-hashed files (vite's `assets/`). */
const HASHED_DIR = 'assets/'
/** What the server keeps of them in memory at most: the app's build is ~10 MB with its precompressed copies. */
const HASHED_CACHE_BYTES = 64 * 1024 * 1024

/** Per route of the app: its title and its lazy screen's files (written by the app build, build/firstScreen.ts). */
interface FirstScreenRoute {
  title: string
  js: string[]
  css: string[]
}
/** The build's first-screen table: the app's own files (every route needs them) and each route's. */
interface FirstScreenManifest {
  app: { js: string[]; css: string[] }
  routes: Record<string, FirstScreenRoute>
}
const NO_MANIFEST: FirstScreenManifest = { app: { js: [], css: [] }, routes: {} }
const FIRST_SCREEN_FILE = '.vite/first-screen.json'
/** Hosts that draw their own title bar (the bridge's detectPlatform: WeChat, WeCom, the firm's app UA token). */
const OWN_TITLE_BAR_UA = /wxwork|MicroMessenger|TouguApp/i
/** The WeChat variant's path segment (decision bridge-1): same screens, same titles. */
const WECHAT_SEGMENT = '/wx/'

/**
 * The app's renderer of first screens, as its build writes it (`.server/renderPage.js` in the build folder; the app's
 * src/server/renderPage.tsx, decision wave3-house-1): the page's title, and for the routes whose first screen it renders
 * the markup of `#root`, the attributes that say what it was rendered for, and the answers it shows.
 */
export interface PageRenderer {
  renderPage(request: { url: string; userAgent: string; fetch: typeof fetch; now?: number }): Promise<{
    title: string
    route: string
    firstScreen: { html: string; attributes: string; dataId: string; data: string } | null
  }>
}

/** Where the app's build puts its renderer, relative to the build folder (never served: a dot folder). */
export const RENDERER_FILE = '.server/renderPage.js'

export interface StaticAppOptions {
  /** The built app (packages/app/dist). */
  dir: string
  /** Public base path, e.g. '/tougu'. */
  base: string
  /**
   * The API in this process, for the renderer: the first screens' answers are asked through it as a visitor's would
   * be. Without it (or without a renderer in the build) every page is index.html's shell, rendered in the browser.
   */
  api?: typeof fetch
  /** The server's clock (default the system's): the instant a first screen is rendered with, the API's own. */
  now?: () => Date
}

/** index.html's `#root` with the shell inside it, as the app's index.html writes it. */
const ROOT_WITH_SHELL = /<div id="root">[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>))/

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

type RenderedPage = Awaited<ReturnType<PageRenderer['renderPage']>>

/**
 * index.html for one route. The route's title in `<title>`; `modulepreload` links for the app's and the route's
 * chunks, so they download alongside the entry instead of after it (decision wave2-speed-2). Where the renderer
 * rendered the first screen (decision wave3-house-1), `#root` holds it, with the answers it shows in a JSON
 * `<script>` after it, and the stylesheets are in `<head>`: the screen paints styled with the page, before any script.
 * Elsewhere `#root` holds index.html's shell with the route's title, every stylesheet goes after it (the shell paints
 * without waiting for them, decision wave2-speed-5), and hosts with their own title bar get the shell without ours.
 */
function htmlForRoute(html: string, manifest: FirstScreenManifest, path: string, base: string, userAgent: string, page: RenderedPage | null): string {
  let out = html
  const route = manifest.routes[path]
  const titleText = page?.title ?? route?.title
  const rendered = page?.firstScreen
  if (titleText) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titleText)}</title>`)
  if (rendered) {
    out = out.replace(
      ROOT_WITH_SHELL,
      () => `<div id="root"${rendered.attributes}>${rendered.html}</div><script type="application/json" id="${escapeHtml(rendered.dataId)}">${rendered.data}</script>`,
    )
  } else {
    if (OWN_TITLE_BAR_UA.test(userAgent)) out = out.replace(/<header class="tg-shell-bar"[\s\S]*?<\/header>/, '')
    if (titleText) out = out.replace(/(<h1 class="tg-shell-title">)[^<]*(<\/h1>)/, `$1${escapeHtml(titleText)}$2`)
    // The shell's route-specific parts (home's search and banner boxes) are shown by index.html's style for this mark.
    if (route) out = out.replace('<div class="tg-shell"', `<div class="tg-shell" data-route="${escapeHtml(path)}"`)
  }
  const css = [...manifest.app.css, ...(route?.css ?? [])]
  const js = [...manifest.app.js, ...(route?.js ?? [])]
  const preloads = js.map((f) => `<link rel="modulepreload" crossorigin href="${base}/${f}">`).join('')
  const cssLinks = css.map((f) => `<link rel="stylesheet" crossorigin href="${base}/${f}">`).join('')
  // A rendered page paints with its stylesheets alone: the app's code is not preloaded there, so it does not share the
  // connection with the page's pictures and stylesheets before the first paint; the boot entry asks for it after that
  // paint (decision wave3-house-1).
  if (rendered) return out.replace('</head>', `${cssLinks}</head>`)
  if (preloads) out = out.replace('</head>', `${preloads}</head>`)
  // Stylesheets after the shell, at the end of the body: there they hold back what follows them (and every script),
  // not the shell's first paint, which in <head> waited for all of them (decision wave2-speed-5).
  const sheets: string[] = []
  out = out.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    sheets.push(link.trim())
    return ''
  })
  sheets.push(cssLinks)
  return out.replace('</body>', `${sheets.join('')}</body>`)
}

async function readFirstScreen(root: string): Promise<FirstScreenManifest> {
  const text = await readFile(join(root, FIRST_SCREEN_FILE), 'utf8').catch(() => null)
  if (text === null) return NO_MANIFEST
  try {
    const parsed = JSON.parse(text) as Partial<FirstScreenManifest>
    return { app: parsed.app ?? NO_MANIFEST.app, routes: parsed.routes ?? {} }
  } catch {
    return NO_MANIFEST
  }
}

/**
 * The build's renderer, loaded once (a build without one, or one that fails to load, renders nothing: the pages are
 * index.html's shell). `logError` hears why a renderer did not load.
 */
function rendererOf(root: string, logError: (error: unknown) => void): () => Promise<PageRenderer | null> {
  let loaded: Promise<PageRenderer | null> | undefined
  return () =>
    (loaded ??= stat(join(root, RENDERER_FILE)).then(
      () =>
        (import(pathToFileURL(join(root, RENDERER_FILE)).href) as Promise<PageRenderer>).catch((error: unknown) => {
          logError(error)
          return null
        }),
      () => null,
    ))
}

/** Bytes as Hono sends them (a copy of what fs read, made once). */
type Bytes = Uint8Array<ArrayBuffer>
const bytesOf = (buffer: Buffer): Bytes => new Uint8Array(buffer)

/** A file of the build as it is sent: its type, how long caches keep it, its bytes and its precompressed copies. */
interface BuildFile {
  headers: Record<string, string>
  body: Bytes
  /** Precompressed copies by encoding (null where the build wrote none); absent for types never precompressed. */
  packed?: Record<Encoding, Bytes | null>
}

async function readBuildFile(file: string, rel: string): Promise<BuildFile | null> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const ext = extname(file)
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': rel.startsWith(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const body = bytesOf(await readFile(file))
  if (!PRECOMPRESSED.has(ext)) return { headers, body }
  headers.vary = 'Accept-Encoding'
  const packedCopy = (encoding: Encoding) => readFile(file + SUFFIX[encoding]).then(bytesOf, () => null)
  const [br, gzip] = await Promise.all([packedCopy('br'), packedCopy('gzip')])
  return { headers, body, packed: { br, gzip } }
}

/** A file of the build, precompressed when the client takes it (brotli first), else as it is. */
function sendFile(c: Context, { headers, body, packed }: BuildFile): Response {
  const encoding = packed ? acceptedEncoding(c.req.header('accept-encoding')) : null
  const copy = encoding ? packed?.[encoding] : null
  if (encoding && copy) return c.body(copy, 200, { ...headers, 'content-encoding': encoding })
  return c.body(body, 200, headers)
}

/**
 * The build's files under `assets/` as sent, kept in memory after their first request: their names carry a hash of
 * their content, so a name never changes content (a new build makes new names; caches keep them for a year), as a
 * static server's open-file cache does. Everything else (index.html, the service worker, the offline package) is read
 * on each request, so a build made in place shows at once. Up to `maxBytes` in all; files past it are read each time.
 */
function hashedFiles(maxBytes: number) {
  const kept = new Map<string, Promise<BuildFile | null>>()
  let bytes = 0
  return (file: string, rel: string): Promise<BuildFile | null> => {
    if (!rel.startsWith(HASHED_DIR)) return readBuildFile(file, rel)
    // Kept by the file's normalised path: `assets//x.js` is the same file as `assets/x.js`, not another copy.
    const known = kept.get(file)
    if (known) return known
    const reading = readBuildFile(file, rel)
    kept.set(file, reading)
    void reading.then(
      (found) => {
        const size = found ? found.body.length + (found.packed?.br?.length ?? 0) + (found.packed?.gzip?.length ?? 0) : 0
        // A missing file is not kept (it may be written yet), nor one past the budget.
        if (!found || bytes + size > maxBytes) kept.delete(file)
        else bytes += size
      },
      () => kept.delete(file),
    )
    return reading
  }
}

/**
 * Serve the built single-page app under `base`: files as they are (precompressed ones when accepted; nothing under a
 * dot folder such as the build's `.vite` and `.server`), every other path under `base` gets index.html with the route's
 * title, its first screen or the shell, and preloads (client routing), and `/` and `{base}/` redirect to
 * `{base}/index` (spec §2). A renderer that throws serves the shell: the page is never lost to it.
 */
export function mountStaticApp(app: Hono, { dir, base, api, now = () => new Date() }: StaticAppOptions, logError: (error: unknown, where: string) => void = (e, w) => console.error(`[app] ${w}:`, e)): void {
  const root = normalize(dir)
  const renderer = rendererOf(root, (error) => logError(error, 'the renderer did not load'))
  const buildFile = hashedFiles(HASHED_CACHE_BYTES)
  app.get('/', (c) => c.redirect(`${base}/index`, 302))
  app.get(base, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/`, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/*`, async (c) => {
    const pathname = new URL(c.req.url).pathname
    const rel = decodeURIComponent(pathname.slice(base.length + 1))
    const file = normalize(join(root, rel))
    // The build's own folders (`.vite` manifests, the `.server` renderer) are not the app's files.
    if (/(?:^|\/)\./.test(rel)) return c.json({ iRet: 404, message: '资源不存在' }, 404)
    if (rel && (file === root || file.startsWith(root + sep))) {
      const found = await buildFile(file, rel)
      if (found) return sendFile(c, found)
      // A missing asset is a real 404; only route-like paths fall back to the app shell.
      if (extname(rel)) return c.json({ iRet: 404, message: '资源不存在' }, 404)
    }
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
    if (html === null) return c.text('The app is not built: run `pnpm build` first.', 503)
    const routePath = `/${rel}`.replace(/\/+$/, '') || '/'
    const key = routePath.startsWith(WECHAT_SEGMENT) ? routePath.slice(WECHAT_SEGMENT.length - 1) : routePath
    const userAgent = c.req.header('user-agent') ?? ''
    const rendering = api ? renderer() : Promise.resolve(null)
    const [manifest, page] = await Promise.all([
      readFirstScreen(root),
      rendering.then((r) =>
        r && api
          ? r.renderPage({ url: pathname + new URL(c.req.url).search, userAgent, fetch: api, now: now().getTime() }).catch((error: unknown) => {
              logError(error, `rendering ${pathname}`)
              return null
            })
          : null,
      ),
    ])
    return c.html(htmlForRoute(html, manifest, key, base, userAgent, page), 200, { 'cache-control': 'no-cache' })
  })
}
