// The reference app the first-screen benches compare with (issue #35): easy-temps/vue3-vant-mobile, a Vue 3 + Vant 4
// mobile template, built for production, served from this process the way a production static server serves a
// single-page app. Shared by the benchmarks in scripts/bench (not a benchmark of its own).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The setting that names the reference's built `dist` folder. */
export const REFERENCE_SETTING = 'TOUGU_REFERENCE_DIR'

/** How to get the reference build, printed when the setting is missing or wrong. */
export const HOW_TO_BUILD_REFERENCE = `The first-screen targets are ratios to a reference app measured in the same run. Build it once (outside this repository):
  git clone https://github.com/easy-temps/vue3-vant-mobile /tmp/vueref && cd /tmp/vueref && git checkout 139c1b45
  npx -y pnpm@10 install && npx vite build --mode production
then run the bench with ${REFERENCE_SETTING}=/tmp/vueref/dist`

/**
 * The reference's build folder from the environment: `{ dir }`, or `{ problem }` saying what is wrong with the setting.
 * @returns {{ dir: string } | { problem: string }}
 */
export function referenceDir(env = process.env) {
  const dir = env[REFERENCE_SETTING]?.trim()
  if (!dir) return { problem: `${REFERENCE_SETTING} is not set` }
  if (!existsSync(join(dir, 'index.html'))) return { problem: `${REFERENCE_SETTING}=${dir} has no index.html` }
  return { dir }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}
/** What a production server compresses: text, above a kilobyte. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt'])

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}

/**
 * Serves a built single-page app on 127.0.0.1:`port`: each file once read and compressed ahead (brotli at its highest
 * quality, gzip -9; as precompressed files or a CDN give them), chosen by the request's Accept-Encoding; hashed assets
 * cached for a year, everything else revalidated; any other path without a file extension answers index.html
 * (client-side routing).
 * @param {{ dir: string, port: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveBuiltApp({ dir, port }) {
  const root = normalize(dir)
  const files = new Map()
  for (const path of filesOf(root)) {
    const body = readFileSync(path)
    const ext = extname(path)
    const packed = COMPRESSIBLE.has(ext) && body.length > 1024
    files.set(`/${relative(root, path).split(sep).join('/')}`, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      br: packed ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: packed ? gzipSync(body, { level: 9 }) : null,
      immutable: /\/assets\//.test(path),
    })
  }
  const index = files.get('/index.html')
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = files.get(path) ?? (extname(path) ? null : index)
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const encoding = file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null
    const headers = {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    }
    res.writeHead(200, headers).end(encoding ? file[encoding] : file.body)
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * The reference app's first screen as a page of the benches' rounds (`compared`: no targets of its own; the others
 * are measured against it), or `{ problem }` when the setting does not name a build.
 * @param {{ port: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ page: { name: string, url: string, compared: true }, close: () => Promise<void> } | { problem: string }>}
 */
export async function referencePage({ port, env = process.env }) {
  const found = referenceDir(env)
  if ('problem' in found) return found
  const served = await serveBuiltApp({ dir: found.dir, port })
  return { page: { name: 'reference', url: `${served.origin}/`, compared: true }, close: served.close }
}
