// The reference server as `pnpm start` runs it (built app, throw-away in-memory database, its own port) and the
// three first screens the speed benchmarks measure (issue 13). Shared by the benchmarks in scripts/bench; this folder
// is not a benchmark of its own (scripts/bench.mjs runs only the .mjs files directly in scripts/bench).
import { spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * Starts the reference server (`examples/api-server`, in-memory PGlite, demo mode) and resolves once it listens.
 * `onLogLine` gets each line of the server's error log instead of the terminal (a benchmark counting what the server
 * logged); without it the log goes to the terminal.
 * @param {{ port: number | string, env?: Record<string, string>, name: string, giveUpAfterMs?: number, onLogLine?: (line: string) => void }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<unknown> }>}
 */
export async function startReferenceServer({ port, env = {}, name, giveUpAfterMs = 15 * 60_000, onLogLine }) {
  const serverDir = join(process.cwd(), 'examples/api-server')
  const server = spawn(join(serverDir, 'node_modules/.bin/tsx'), [join(serverDir, 'src/main.ts')], {
    env: { ...process.env, PORT: String(port), TOUGU_DATA_DIR: ':memory:', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', onLogLine ? 'pipe' : 'inherit'],
  })
  if (onLogLine) {
    let partial = ''
    server.stderr.setEncoding('utf8')
    server.stderr.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop()
      for (const line of lines) onLogLine(line)
    })
  }
  const exited = new Promise((resolve) => server.once('exit', resolve))
  /** Ends the server; resolves once it has exited (its database connections closed). */
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    return exited
  }
  process.on('exit', stop)
  const guard = setTimeout(() => {
    console.error(`${name}: gave up after ${Math.round(giveUpAfterMs / 60_000)} minutes`)
    stop()
    process.exit(1)
  }, giveUpAfterMs)
  guard.unref()

  const origin = await new Promise((resolve, reject) => {
    let out = ''
    server.stdout.on('data', (chunk) => {
      out += chunk
      const m = /running: (http:\/\/[^/\s]+)/.exec(out)
      if (m) resolve(m[1])
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
  })
  return { origin, stop }
}

/**
 * Starts the reference server and answers the first screens' pages once it listens, warmed up.
 * @param {{ port: number, base?: string, only?: string[], name: string, appDir?: string, giveUpAfterMs?: number }} options
 *   `base`: the public base path (`TOUGU_BASE`, else /tougu); `only`: page names' first words; `appDir`: the built app
 *   to serve (`TOUGU_APP_DIR`, else packages/app/dist); `giveUpAfterMs`: how long the whole bench may take.
 * @returns {Promise<{ origin: string, pages: { name: string, url: string }[], stop: () => Promise<unknown> }>}
 */
export async function startFirstScreens({ port, base = (process.env.TOUGU_BASE ?? '/tougu').replace(/\/+$/, ''), only, name, appDir, giveUpAfterMs }) {
  const env = { TOUGU_BASE: base, ...(appDir ? { TOUGU_APP_DIR: appDir } : {}) }
  const { origin, stop } = await startReferenceServer({ port, env, name, ...(giveUpAfterMs ? { giveUpAfterMs } : {}) })

  // A seeded free opinion for the detail page, found through the API like a visitor would.
  const opinions = await (
    await fetch(`${origin}/api/view/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"offset":0,"size":20}' })
  ).json()
  const opinion = opinions.list?.find((o) => !o.locked) ?? opinions.list?.[0]
  if (!opinion) throw new Error('no seeded opinion to open')

  const pages = [
    { name: 'home', url: `${origin}${base}/index` },
    { name: 'tips list', url: `${origin}${base}/tips/list` },
    { name: 'opinion detail', url: `${origin}${base}/view/detail?id=${encodeURIComponent(opinion.id)}` },
  ].filter((p) => !only || only.includes(p.name.split(' ')[0]))

  // Warm-up: the first answers of a fresh server (module compilation, the database's first queries) are not what a
  // visitor of a running server sees.
  for (const page of pages) for (let i = 0; i < 2; i++) await (await fetch(page.url)).text()
  return { origin, pages, stop }
}
