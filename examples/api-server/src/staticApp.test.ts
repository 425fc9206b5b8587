import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/database.js'
import { startServer, type RunningServer } from './server.js'
import { openTestDatabase } from './testing/testDatabase.js'

const INDEX_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"><div class="tg-shell">' +
  '<header class="tg-shell-bar"><h1 class="tg-shell-title">投顾社区</h1></header></div></div></body></html>'
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]\n`

let server: RunningServer
let db: Database
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
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

  it('keeps a file of assets/ once served (its name carries its content), reads every other file anew', async () => {
    const hashed = join(dir, 'assets', 'kept-1a2b3c4d.js')
    const other = join(dir, 'notes.json')
    // Asked before it exists: a 404, and not kept as missing.
    expect((await raw('/tougu/assets/kept-1a2b3c4d.js')).status).toBe(404)
    await writeFile(hashed, 'export const v = 1')
    await writeFile(other, '{"v":1}')
    const first = await raw('/tougu/assets/kept-1a2b3c4d.js', { 'accept-encoding': 'identity' })
    expect(first.status).toBe(200)
    expect(first.body.toString()).toBe('export const v = 1')
    expect((await raw('/tougu/notes.json', { 'accept-encoding': 'identity' })).body.toString()).toBe('{"v":1}')

    // The build's folder changes under the server: the hashed file is served from memory, the other one read again.
    await rm(hashed)
    await writeFile(other, '{"v":2}')
    const again = await raw('/tougu/assets/kept-1a2b3c4d.js', { 'accept-encoding': 'identity' })
    expect(again.status).toBe(200)
    expect(again.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(again.body.toString()).toBe('export const v = 1')
    // Another spelling of the same file's path is the same file kept, not a second copy read from disk (it is gone).
    expect((await raw('/tougu/assets//kept-1a2b3c4d.js', { 'accept-encoding': 'identity' })).body.toString()).toBe('export const v = 1')
    const reread = await raw('/tougu/notes.json', { 'accept-encoding': 'identity' })
    expect(reread.headers['cache-control']).toBe('no-cache')
    expect(reread.body.toString()).toBe('{"v":2}')
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
describe('the first screen the build\'s renderer puts into the page (decision wave3-house-1)', () => {
  const APP_INDEX_HTML = join(__dirname, '../../../packages/app/index.html')
  // A renderer as the app's build writes it (`.server/renderPage.js`): home rendered with what the API in this
  // process answered; nothing for other routes; a throw for /boom.
  const RENDERER = `export async function renderPage({ url, fetch }) {
    const path = new URL(url, 'http://localhost').pathname
    if (path === '/tougu/boom') throw new Error('renderer broke')
    if (path !== '/tougu/index') return { title: path === '/tougu/tips/list' ? '锦囊' : '页面不存在', route: path.slice(6), firstScreen: null }
    const answer = await fetch('http://localhost/api/getTgIndexBanners', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const body = await answer.json()
    return { title: '投顾社区', route: '/index', firstScreen: { html: '<main class="rendered">' + answer.status + ':' + body.iRet + '</main>', attributes: ' data-ssr-route="/index" data-ssr-env="web"', dataId: 'tg-first-screen-data', data: '{"queries":[]}' } }
  }\n`

  let withApp: RunningServer
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
    await writeFile(join(dir, 'index.html'), await readFile(APP_INDEX_HTML, 'utf8'))
    await mkdir(join(dir, '.vite'))
    await writeFile(
      join(dir, '.vite', 'first-screen.json'),
      JSON.stringify({ app: { js: ['assets/main-a.js'], css: ['assets/main-b.css'] }, routes: { '/index': { title: '投顾社区', js: ['assets/Home-c.js'], css: [] }, '/tips/list': { title: '锦囊', js: [], css: ['assets/card-z.css'] } } }),
    )
    await mkdir(join(dir, '.server'))
    await writeFile(join(dir, '.server', 'renderPage.js'), RENDERER)
    withApp = await startServer({ port: 0, base: '/tougu', appDir: dir, db, seed: false })
  })
  afterAll(async () => {
    await withApp.close()
  })
  const page = async (path: string) => (await fetch(withApp.url + path)).text()

  it('puts the rendered screen into #root, its answers after it and the stylesheets (no code) in the head, asked of this API', async () => {
    const html = await page('/tougu/index')
    expect(html).toContain('<div id="root" data-ssr-route="/index" data-ssr-env="web"><main class="rendered">200:0</main></div><script type="application/json" id="tg-first-screen-data">{"queries":[]}</script>')
    expect(html).not.toContain('<div class="tg-shell-row">')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/tougu/assets/main-b.css">')
    // No code preloaded: it would share the connection with the stylesheets and pictures before the first paint.
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<title>投顾社区</title>')
  })

  it("serves index.html's shell with the route's title where the renderer renders nothing, and where it throws", async () => {
    const tips = await page('/tougu/tips/list')
    expect(tips).toContain('<h1 class="tg-shell-title">锦囊</h1>')
    expect(tips).toContain('<div class="tg-shell" data-route="/tips/list"')
    // The shell paints before the stylesheets: they go at the end of the body.
    expect(tips.indexOf('assets/card-z.css')).toBeGreaterThan(tips.indexOf('<div class="tg-shell-row">'))
    const errors: unknown[] = []
    const spy = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const broken = await fetch(withApp.url + '/tougu/boom')
      expect(broken.status).toBe(200)
      expect(await broken.text()).toContain('<div class="tg-shell-row">')
    } finally {
      console.error = spy
    }
  })

  it("never serves the build's own folders (the renderer, the manifests)", async () => {
    for (const path of ['/tougu/.server/renderPage.js', '/tougu/.vite/first-screen.json', '/tougu/assets/../.server/renderPage.js']) {
      const res = await fetch(withApp.url + path)
      expect(res.status, path).toBe(404)
    }
  })
})
