import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { mountStaticApp } from './staticApp.js'

export interface ServerOptions {
  port?: number
  host?: string
  base?: string
  /** Directory of the built app to serve; omit to serve the API alone. */
  appDir?: string
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** Build the Hono application (no listening): used by tests and by `startServer`. */
export function createApp(options: ServerOptions = {}): Hono {
  const app = new Hono()
  app.notFound((c) => c.json({ iRet: 404, message: '接口不存在' }, 404))
  app.onError((err, c) => {
    console.error(err)
    return c.json({ iRet: 500, message: '系统繁忙，请稍后重试' }, 500)
  })
  if (options.appDir) mountStaticApp(app, { dir: options.appDir, base: options.base ?? '/tougu' })
  return app
}

/** Listen on host:port (port 0 picks a free one) and resolve once accepting connections. */
export function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const app = createApp(options)
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
