import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import { acceptedEncoding } from './compression.js'

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

/** A file of the build, precompressed when the client takes it (brotli first), else as it is. */
async function sendFile(c: Context, file: string, rel: string, body: Buffer): Promise<Response> {
  const ext = extname(file)
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    // Hashed assets never change under their name; everything else is revalidated.
    'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (!PRECOMPRESSED.has(ext)) return c.body(new Uint8Array(body), 200, headers)
  headers.vary = 'Accept-Encoding'
  const encoding = acceptedEncoding(c.req.header('accept-encoding'))
  if (encoding) {
    const packed = await readFile(file + SUFFIX[encoding]).catch(() => null)
    if (packed) return c.body(new Uint8Array(packed), 200, { ...headers, 'content-encoding': encoding })
  }
  // No precompressed copy (a small file, or a build without the step): the compression middleware may still pack it.
  return c.body(new Uint8Array(body), 200, headers)
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
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) return sendFile(c, file, rel, await readFile(file))
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
