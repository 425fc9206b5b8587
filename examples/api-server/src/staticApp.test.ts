import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/database.js'
import * as t from './db/schema.js'
import { startServer, type RunningServer } from './server.js'
import { mountStaticApp, SHELL_PICTURE_WAIT_MS } from './staticApp.js'
import { openTestDatabase } from './testing/testDatabase.js'

const INDEX_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"><div class="tg-shell">' +
  '<header class="tg-shell-bar"><h1 class="tg-shell-title">投顾社区</h1></header></div></div></body></html>'
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]\n`

let server: RunningServer
let db: Database

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), INDEX_HTML)
  await writeFile(join(dir, 'assets', 'main.js'), 'console.log(1)')
  // As the app build writes them (packages/app/build): precompressed copies and the first-screen table.
  await writeFile(join(dir, 'assets', 'big.js'), BIG_JS)
  await writeFile(join(dir, 'assets', 'big.js.br'), brotliCompressSync(BIG_JS))
  await writeFile(join(dir, 'assets', 'big.js.gz'), gzipSync(BIG_JS))
  await mkdir(join(dir, '.vite'))
  await writeFile(
    join(dir, '.vite', 'first-screen.json'),
    JSON.stringify({
      app: { js: ['assets/main-a.js'], css: ['assets/main-b.css'] },
      routes: {
        '/tips/list': { title: '锦囊', js: ['assets/TipsList-x.js', 'assets/card-y.js'], css: ['assets/card-z.css'] },
        '/index': { title: '投顾社区', js: [], css: [] },
      },
    }),
  )
  db = await openTestDatabase()
  server = await startServer({ port: 0, base: '/tougu', appDir: dir, db, seed: false })
})
afterAll(async () => {
  await server.close()
  await db.close()
})

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' })

/** A raw HTTP exchange (fetch would decode the body and hide what went over the wire). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('static app serving', () => {
  it('redirects / and {base}/ to {base}/index', async () => {
    for (const path of ['/', '/tougu', '/tougu/']) {
      const res = await get(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/tougu/index')
    }
  })

  it('serves the app shell for client routes and files as they are', async () => {
    const shell = await get('/tougu/live/list')
    expect(shell.status).toBe(200)
    // A route the first-screen table does not know keeps index.html's title.
    expect(await shell.text()).toContain('<title>shell</title>')
    const js = await get('/tougu/assets/main.js')
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(js.headers.get('cache-control')).toContain('immutable')
  })

  it('answers 404 JSON for missing files and unknown API paths, and never escapes the app folder', async () => {
    expect((await get('/tougu/assets/missing.js')).status).toBe(404)
    const api = await get('/api/nothing-here')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ iRet: 404, message: '接口不存在' })
    const escape = await get('/tougu/..%2F..%2Fetc%2Fpasswd')
    expect(await escape.text()).not.toContain('root:')
  })
})

describe('compression and the first screen (issue 13)', () => {
  it('sends the precompressed copy the client takes (brotli before gzip), marked for caches', async () => {
    const br = await raw('/tougu/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    // Vary also names Origin (the CORS policy); caches must key on the encoding.
    expect(br.headers.vary).toMatch(/\bAccept-Encoding\b/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS)
    expect(br.body.length).toBeLessThan(BIG_JS.length / 3)

    const gz = await raw('/tougu/assets/big.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS)

    const plain = await raw('/tougu/assets/big.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/\bAccept-Encoding\b/)
    expect(plain.body.toString()).toBe(BIG_JS)
  })

  it('fills the route title into index.html and its shell, preloads the screen, and is never cached', async () => {
    const res = await raw('/tougu/tips/list?sort=2', { 'accept-encoding': 'identity' })
    const html = res.body.toString()
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(html).toContain('<title>锦囊</title>')
    expect(html).toContain('<h1 class="tg-shell-title">锦囊</h1>')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/tougu/assets/TipsList-x.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/tougu/assets/card-y.js">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/tougu/assets/card-z.css">')
    // The app's own files, which the boot entry starts after the shell is painted, download with it.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/tougu/assets/main-a.js">')
    // The shell is marked with the route, for index.html's route-specific parts (home's search and banner boxes).
    expect(html).toContain('<div class="tg-shell" data-route="/tips/list">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/tougu/assets/main-b.css">')
    // Stylesheets come after the shell (in <head> they held back its first paint until all had loaded).
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('rel="stylesheet"')
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('tg-shell-title'))
    // The WeChat variant's paths have the same screens and titles.
    expect((await raw('/tougu/wx/tips/list')).body.toString()).toContain('<title>锦囊</title>')
  })

  it('leaves the shell title bar out where the host draws its own (WeChat, the native app)', async () => {
    const wechat = await raw('/tougu/index', { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40' })
    expect(wechat.body.toString()).not.toContain('tg-shell-bar')
    const browser = await raw('/tougu/index', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' })
    expect(browser.body.toString()).toContain('<header class="tg-shell-bar"><h1 class="tg-shell-title">投顾社区</h1></header>')
  })
})

// Decision wave2-speed-17: home's first banner is in index.html as the server sends it, in the shell's picture box of
// the app's own index.html (the markup the server looks for), with the attributes the boot entry gives it.
describe("the shell's picture", () => {
  const APP_INDEX_HTML = join(__dirname, '../../../packages/app/index.html')
  const boxOf = (html: string) => /<div class="tg-shell-picture">(.*?)<\/div>/.exec(html)?.[1]

  /** A built app's folder holding the app's own index.html. */
  async function appDir() {
    const dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
    await writeFile(join(dir, 'index.html'), await readFile(APP_INDEX_HTML, 'utf8'))
    return dir
  }

  async function appWith(shellPicture: (route: string) => Promise<string | undefined>) {
    const app = new Hono()
    mountStaticApp(app, { dir: await appDir(), base: '/tougu', shellPicture })
    return async (path: string) => boxOf(await (await app.request(path)).text())
  }

  it("puts home's first banner into the served page, under the base path", async () => {
    await db.db.insert(t.banners).values([
      { id: 'B2', title: '第二', image: '/media/banner/B2.svg', link: '/live/list', sort: 2 },
      { id: 'B1', title: '第一', image: '/media/banner/B1.svg', link: '/view/package', sort: 1 },
    ])
    try {
      const withApp = await startServer({ port: 0, base: '/tougu', appDir: await appDir(), db, seed: false })
      try {
        const home = await (await fetch(`${withApp.url}/tougu/index`)).text()
        expect(boxOf(home)).toBe('<img alt="" fetchpriority="high" elementtiming="tg-shell-picture" src="/tougu/media/banner/B1.svg">')
        // The WeChat variant is the same screen; other routes' boxes stay empty (index.html hides them anyway).
        expect(boxOf(await (await fetch(`${withApp.url}/tougu/wx/index`)).text())).toContain('src="/tougu/media/banner/B1.svg"')
        expect(boxOf(await (await fetch(`${withApp.url}/tougu/tips/list`)).text())).toBe('')
      } finally {
        await withApp.close()
      }
    } finally {
      await db.db.delete(t.banners)
    }
  })

  it('keeps web addresses, and puts nothing unsafe, malformed or oversized into the page', async () => {
    const picture = { current: undefined as unknown }
    const open = await appWith(() => Promise.resolve(picture.current as string))
    picture.current = 'https://cdn.example.com/b1.png?a=1&b="2"'
    expect(await open('/tougu/index')).toBe('<img alt="" fetchpriority="high" elementtiming="tg-shell-picture" src="https://cdn.example.com/b1.png?a=1&amp;b=&quot;2&quot;">')
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '//evil.example.com/x.png', '/\\evil.example.com/x.png', '/media/a\nb.svg', 'data:image/svg+xml,<svg/>', '', 42, null, `/media/${'x'.repeat(5000)}.png`]) {
      picture.current = bad
      expect(await open('/tougu/index'), String(bad).slice(0, 40)).toBe('')
    }
    picture.current = '/media/"><script>alert(1)</script>.svg'
    const escaped = await open('/tougu/index')
    expect(escaped).not.toContain('<script>')
    expect(escaped).toContain('src="/tougu/media/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg"')
  })

  it('serves the page without the picture when its source fails or is slow', async () => {
    const failing = await appWith(() => Promise.reject(new Error('database down')))
    expect(await failing('/tougu/index')).toBe('')
    const never = await appWith(() => new Promise(() => undefined))
    const started = Date.now()
    expect(await never('/tougu/index')).toBe('')
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHELL_PICTURE_WAIT_MS - 5)
  })
})
