import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Hono } from 'hono'

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

export interface StaticAppOptions {
  /** The built app (packages/app/dist). */
  dir: string
  /** Public base path, e.g. '/tougu'. */
  base: string
}

/**
 * Serve the built single-page app under `base`: files as they are, every other path under `base`
 * gets index.html (client routing), and `/` and `{base}/` redirect to `{base}/index` (spec §2).
 */
export function mountStaticApp(app: Hono, { dir, base }: StaticAppOptions): void {
  const root = normalize(dir)
  app.get('/', (c) => c.redirect(`${base}/index`, 302))
  app.get(base, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/`, (c) => c.redirect(`${base}/index`, 302))
  app.get(`${base}/*`, async (c) => {
    const rel = decodeURIComponent(new URL(c.req.url).pathname.slice(base.length + 1))
    const file = normalize(join(root, rel))
    if (rel && (file === root || file.startsWith(root + sep))) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        const body = await readFile(file)
        const immutable = rel.startsWith('assets/')
        return c.body(body, 200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        })
      }
      // A missing asset is a real 404; only route-like paths fall back to the app shell.
      if (extname(rel)) return c.json({ iRet: 404, message: '资源不存在' }, 404)
    }
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
    if (html === null) return c.text('The app is not built: run `pnpm build` first.', 503)
    return c.html(html, 200, { 'cache-control': 'no-cache' })
  })
}
