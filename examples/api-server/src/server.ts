import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { mountApi } from './api/apiRouter.js'
import { handlers } from './api/handlers/handlers.js'
import { createAuthService, type AuthOptions } from './auth/authService.js'
import { openDatabase, type Database, type DatabaseOptions } from './db/database.js'
import { messages } from './messages.js'
import { seedDatabase } from './seed/seedDatabase.js'
import { mountMedia } from './media/mediaApp.js'
import { mountStaticApp } from './staticApp.js'

export interface ServerOptions extends AuthOptions {
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
  /** The clock (tests move it to expire tokens). */
  now?: () => Date
  /** Unexpected errors (default: console.error); they never reach the client. */
  logError?: (error: unknown, where: string) => void
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
  const logError = options.logError ?? ((error: unknown, where: string) => console.error(`[api] ${where}:`, error))
  app.notFound((c) => c.json({ iRet: 404, message: messages.notFound }, 404))
  app.onError((error, c) => {
    logError(error, c.req.path)
    return c.json({ iRet: 500, message: messages.systemBusy }, 500)
  })
  if (options.db) {
    const auth = createAuthService(options.db.db, options)
    mountApi(app, { db: options.db.db, auth, handlers, now: options.now ?? (() => new Date()), logError })
    // Before the static app, whose catch-all would answer these paths with a 404.
    mountMedia(app, { db: options.db.db, base: options.base ?? '/tougu' })
  }
  if (options.appDir) mountStaticApp(app, { dir: options.appDir, base: options.base ?? '/tougu' })
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
  if (options.seed !== false) await seedDatabase(database.db, { now: (options.now ?? (() => new Date()))() })
  const app = createApp({ ...options, db: database })
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
  })
}
