import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { mountApi } from './api/apiRouter.js'
import { handlers } from './api/handlers/handlers.js'
import type { Handlers } from './api/handlerTypes.js'
import { createAuthService, upgradeLegacySessions, type AuthOptions } from './auth/authService.js'
import { ConfigError, DEMO_WECHAT, type WechatSecrets } from './config/serverConfig.js'
import { compression } from './compression.js'
import { openDatabase, type Database, type DatabaseOptions } from './db/database.js'
import { mountHardening, type HardeningOptions } from './http/hardening.js'
import { systemBusy } from './http/requestId.js'
import { messages } from './messages.js'
import { seedDatabase } from './seed/seedDatabase.js'
import { seedBenchInvestors } from './seed/benchInvestors.js'
import { mountMedia } from './media/mediaApp.js'
import { createMediaSigner } from './media/mediaSigning.js'
import { mountStaticApp } from './staticApp.js'
import { createPackageSigner, DEMO_PACKAGE_SIGNING_KEY } from './release/packageSigning.js'
import { mountPackageDownload } from './release/packageDownload.js'
import { publishBuildPackage, recordRecalls } from './release/publishPackage.js'

export interface ServerOptions extends AuthOptions, HardeningOptions {
  port?: number
  host?: string
  base?: string
  /** Directory of the built app to serve; omit to serve the API alone. */
  appDir?: string
  /** An open database; otherwise one is opened from `database` options (default ./.data/pglite). */
  db?: Database
  database?: DatabaseOptions
  /** Seed the demo data on start (default true; idempotent). */
  seed?: boolean
  /** Investors for the load benchmark, seeded after the demo data (demo mode only; see seed/benchInvestors.ts). */
  benchInvestors?: number
  /** The clock (tests move it to expire tokens). */
  now?: () => Date
  /** Unexpected errors (default: console.error); they never reach the client, which gets the request id. */
  logError?: (error: unknown, where: string, requestId?: string) => void
  /**
   * Demo mode (default true; `main.ts` decides from NODE_ENV / TOUGU_DEMO): mounts /api/demo/pay and allows
   * `fixedSmsCode` and the demo WeChat credentials. Off, `wechat` must be given.
   */
  demo?: boolean
  /** WeChat credentials; in demo mode the demo ones by default. */
  wechat?: WechatSecrets
  /**
   * PKCS#8 PEM of the ECDSA P-256 key that signs offline packages (`TOUGU_PACKAGE_SIGNING_KEY`); in demo mode the
   * demo key by default. Outside demo mode a build with a package is not published without one.
   */
  packageSigningKey?: string
  /** Recalled releases (`TOUGU_RECALLED_RELEASES`): never offered, dropped by hosts, their service workers step aside. */
  recalledReleases?: readonly string[]
  /**
   * The key paid media addresses are signed with (`TOUGU_MEDIA_SIGNING_KEY`); random per process by default, so several
   * instances behind one address must be given the same one.
   */
  mediaSigningKey?: string
  /** How long an API request may take before it is answered 503 (ms; default REQUEST_TIME_LIMIT_MS in apiRouter.ts). */
  requestTimeLimitMs?: number
  /** The endpoints' handlers (default: the reference ones); tests put slow ones in. */
  handlers?: Handlers
}

export interface RunningServer {
  url: string
  database: Database
  close(): Promise<void>
}

/**
 * Build the Hono application (no listening): the API from the contract, plus the built app when given.
 *
 * @example
 * const app = createApp({ db: await openDatabase({ dataDir: ':memory:' }) })
 * const res = await app.request('/api/adviser/list', { method: 'POST', body: '{}' })
 */
export function createApp(options: ServerOptions & { db?: Database } = {}): Hono {
  const app = new Hono()
  const logError = options.logError ?? ((error: unknown, where: string, id?: string) => console.error(`[api] ${where}${id ? ` (request ${id})` : ''}:`, error))
  const demo = options.demo ?? true
  if (!demo && options.fixedSmsCode !== undefined) throw new ConfigError('a fixed SMS code is a demo affordance: refused outside demo mode')
  if (!demo && !options.wechat) throw new ConfigError('outside demo mode the WeChat credentials must be given (TOUGU_WX_APPID, TOUGU_WX_MCH_KEY, TOUGU_WX_JSAPI_TICKET)')
  const wechat = options.wechat ?? DEMO_WECHAT
  // First, so it wraps every response: API JSON and index.html compressed when large enough (decision wave2-speed-1).
  app.use('*', compression())
  mountHardening(app, options)
  app.notFound((c) => c.json({ iRet: 404, message: messages.notFound }, 404))
  app.onError((error, c) => {
    logError(error, c.req.path, c.get('requestId'))
    return systemBusy(c)
  })
  const now = options.now ?? (() => new Date())
  const base = options.base ?? '/tougu'
  if (options.db) {
    const auth = createAuthService(options.db.db, options)
    // One key for the API that signs paid media addresses and the media routes that check them (issue #34).
    const media = createMediaSigner(options.mediaSigningKey)
    mountApi(app, {
      db: options.db.db,
      auth,
      handlers: options.handlers ?? handlers,
      now,
      logError,
      demo,
      wechat,
      timeLimitMs: options.requestTimeLimitMs,
      media,
      forRequest: options.db.forRequest,
    })
    // Before the static app, whose catch-all would answer these paths with a 404.
    mountMedia(app, { db: options.db.db, base, now, media })
    mountPackageDownload(app, options.db.db)
  }
  if (options.appDir) {
    // The app's first screens are rendered into the page with their answers (decision wave3-house-1), asked of this
    // very API in this process, as a visitor's request would be: the same checks, limits and cache.
    const api: typeof fetch | undefined = options.db ? (input, init) => Promise.resolve(app.request(input instanceof URL ? input.href : input, init)) : undefined
    mountStaticApp(app, { dir: options.appDir, base, now, ...(api ? { api } : {}) }, (error, where) => logError(error, where))
  }
  return app
}

/**
 * Open (and migrate, and seed) the database, then listen on host:port (port 0 picks a free one).
 *
 * @example
 * const server = await startServer({ port: 0, database: { dataDir: ':memory:' } })
 * await fetch(`${server.url}/api/adviser/list`, { method: 'POST', body: '{}' })
 * await server.close()
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const database = options.db ?? (await openDatabase(options.database))
  await upgradeLegacySessions(database.db)
  if (options.seed !== false) await seedDatabase(database.db, { now: (options.now ?? (() => new Date()))() })
  if (options.benchInvestors) {
    if (options.demo === false) throw new ConfigError('bench investors are a demo affordance: refused outside demo mode')
    await seedBenchInvestors(database.db, options.benchInvestors)
  }
  const app = createApp({ ...options, db: database })
  await recordRecalls(database.db, options.recalledReleases ?? [])
  if (options.appDir) await publishRelease(app, database, options)
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        database,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()))
          // A database passed in belongs to the caller.
          if (!options.db) await database.close()
        },
      })
    })
    keepIdleConnections(server)
  })
}

/** Headers of the server's documents that a host answering from the package must send too (bridge protocol §15.4). */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
]

/**
 * Publishes the offline package of the build the server serves (decision wave3-shipping-2), signed, with the headers
 * this server sends with its pages (read from its own answer for home, so the package's CSP is the server's CSP).
 */
async function publishRelease(app: Hono, database: Database, options: ServerOptions): Promise<void> {
  const demo = options.demo ?? true
  const pem = options.packageSigningKey ?? (demo ? DEMO_PACKAGE_SIGNING_KEY : undefined)
  if (!pem) {
    console.warn('[release] no package signing key (TOUGU_PACKAGE_SIGNING_KEY): the offline package of this build is not published')
    return
  }
  const home = await app.request(`${options.base ?? '/tougu'}/index`)
  const documentHeaders: Record<string, string> = {}
  for (const name of DOCUMENT_HEADERS) {
    const value = home.headers.get(name)
    if (value) documentHeaders[name] = value
  }
  await publishBuildPackage(database.db, options.appDir!, {
    signer: createPackageSigner(pem),
    documentHeaders,
    now: (options.now ?? (() => new Date()))(),
  })
}

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the pause between two taps
 * of an investor (or two steps of a client): a request sent on a connection the server is just closing fails with
 * ECONNRESET. A proxy in front (load balancers idle out at 60 s) must time out first, so the server waits longer.
 */
export const KEEP_ALIVE_MS = 65_000

function keepIdleConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Headers of a request on a kept connection may take until the keep-alive window ends.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
}
