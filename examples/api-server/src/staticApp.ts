import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { followableLink, mediaHref, mediaSources } from '@tougu/core'
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

export interface StaticAppOptions {
  /** The built app (packages/app/dist). */
  dir: string
  /** Public base path, e.g. '/tougu'. */
  base: string
  /**
   * The first screen's largest picture of a route (a media path or web address as the API answers it; home: its first
   * banner), put into the shell's picture box of index.html so that it loads with the page (decision wave2-speed-17).
   * Called per index.html; a failure, or no answer within {@link SHELL_PICTURE_WAIT_MS}, serves the page without it.
   */
  shellPicture?: (routePath: string) => Promise<string | undefined>
}

/** How long index.html waits for its shell's picture: the page is never held for it. */
export const SHELL_PICTURE_WAIT_MS = 200
/** index.html's empty picture box (home's banner strip); shown only where index.html's style shows it. */
const SHELL_PICTURE_BOX = '<div class="tg-shell-picture"></div>'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

/**
 * index.html for one route (decision wave2-speed-2): the route's title in `<title>` and in the shell's title bar
 * (painted before any script runs), and `modulepreload` / stylesheet links for the route's screen chunks so they
 * download alongside the entry instead of after it; every stylesheet goes after the shell, so the shell paints
 * without waiting for them. Hosts with their own title bar get the shell without ours.
 */
function htmlForRoute(html: string, manifest: FirstScreenManifest, path: string, base: string, userAgent: string, picture?: string): string {
  let out = html
  // The picture where the boot entry would put it once the banners' answer is in (same attributes, same address, see
  // packages/app/src/boot/earlyRequests.ts): the browser finds it while parsing the page, before any script.
  if (picture) {
    // Sized as the screen's banner is (core's mediaSources: the same srcset and sizes), so the browser picks the same file.
    const { src, srcSet, sizes } = mediaSources(picture, 'banner')
    const set = srcSet && sizes ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : ''
    out = out.replace(SHELL_PICTURE_BOX, `<div class="tg-shell-picture"><img alt="" fetchpriority="high" elementtiming="tg-shell-picture" src="${escapeHtml(src)}"${set}></div>`)
  }
  if (OWN_TITLE_BAR_UA.test(userAgent)) out = out.replace(/<header class="tg-shell-bar"[\s\S]*?<\/header>/, '')
  const route = manifest.routes[path]
  if (route) {
    const title = escapeHtml(route.title)
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    out = out.replace(/(<h1 class="tg-shell-title">)[^<]*(<\/h1>)/, `$1${title}$2`)
    // The shell's route-specific parts (home's search and banner boxes) are shown by index.html's style for this mark.
    out = out.replace('<div class="tg-shell"', `<div class="tg-shell" data-route="${escapeHtml(path)}"`)
  }
  const css = [...manifest.app.css, ...(route?.css ?? [])]
  const js = [...manifest.app.js, ...(route?.js ?? [])]
  const preloads = js.map((f) => `<link rel="modulepreload" crossorigin href="${base}/${f}">`).join('')
  if (preloads) out = out.replace('</head>', `${preloads}</head>`)
  // Stylesheets after the shell, at the end of the body: there they hold back what follows them (and every script),
  // not the shell's first paint, which in <head> waited for all of them (decision wave2-speed-5).
  const sheets: string[] = []
  out = out.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    sheets.push(link.trim())
    return ''
  })
  sheets.push(...css.map((f) => `<link rel="stylesheet" crossorigin href="${base}/${f}">`))
  return sheets.length ? out.replace('</body>', `${sheets.join('')}</body>`) : out
}

/** Longer picture addresses are not put in the page. */
const PICTURE_URL_MAX = 2048

/**
 * Where a picture of the API is loaded from in the page: only what core's one rule for addresses from data accepts
 * (`followableLink`: a path of the page's own origin or an http(s) address), named as the app names it (core's
 * `mediaHref`: paths under the public base, web addresses as they are).
 */
function pictureHref(url: unknown, base: string): string | undefined {
  if (typeof url !== 'string' || url.length > PICTURE_URL_MAX) return undefined
  const link = followableLink(url)
  return link ? mediaHref(link.kind === 'web' ? link.url : link.path, base) : undefined
}

/** The route's shell picture, or none when the source fails or is slow. */
async function shellPictureOf(source: StaticAppOptions['shellPicture'], path: string, base: string): Promise<string | undefined> {
  if (!source) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, SHELL_PICTURE_WAIT_MS, undefined)))
  try {
    return pictureHref(await Promise.race([source(path).catch(() => undefined), late]), base)
  } finally {
    clearTimeout(timer)
  }
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
 * Serve the built single-page app under `base`: files as they are (precompressed ones when accepted), every
 * other path under `base` gets index.html with the route's title, shell and preloads (client routing), and `/`
 * and `{base}/` redirect to `{base}/index` (spec §2).
 */
export function mountStaticApp(app: Hono, { dir, base, shellPicture }: StaticAppOptions): void {
  const root = normalize(dir)
  app.get('/', (c) => c.redirect(`${base}/index`, 302))
  app.get(base, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/`, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/*`, async (c) => {
    const pathname = new URL(c.req.url).pathname
    const rel = decodeURIComponent(pathname.slice(base.length + 1))
    const file = normalize(join(root, rel))
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
    const [manifest, picture] = await Promise.all([readFirstScreen(root), shellPictureOf(shellPicture, key, base)])
    const page = htmlForRoute(html, manifest, key, base, c.req.header('user-agent') ?? '', picture)
    return c.html(page, 200, { 'cache-control': 'no-cache' })
  })
}
