import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { API_CODES } from './apiErrors.js'
import { SecondaryNetworkError, createSecondaryClient } from './createSecondaryClient.js'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())))
})

/** A real HTTP server on 127.0.0.1; records the Authorization header and body of each request. */
async function startServer(routes: Record<string, Handler>): Promise<{ url: string; seen: { auth?: string; body: string; url: string }[] }> {
  const seen: { auth?: string; body: string; url: string }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      seen.push({ ...(req.headers.authorization ? { auth: req.headers.authorization } : {}), body, url: req.url ?? '' })
      const handler = routes[(req.url ?? '').split('?')[0] ?? '']
      if (handler) handler(req, res)
      else res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ext`, seen }
}

const json = (value: unknown, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}

describe('createSecondaryClient', () => {
  it('200 → its body, under the configurable base path, with the Bearer token and no basicInfo', async () => {
    const srv = await startServer({ '/ext/quote/list': json({ iRet: 0, list: ['600000'] }) })
    const api2 = createSecondaryClient({ baseUrl: srv.url, getToken: () => 'tok-9' })
    expect(await api2.post('/quote/list', { codes: ['600000'] })).toEqual({ iRet: 0, list: ['600000'] })
    expect(srv.seen[0]).toEqual({ auth: 'Bearer tok-9', body: JSON.stringify({ codes: ['600000'] }), url: '/ext/quote/list' })
  })

  it('a timeout resolves { code: -999999, message: 网络请求超时 }', async () => {
    const srv = await startServer({ '/ext/slow': (_req, res) => setTimeout(() => !res.destroyed && json({ iRet: 0 })(_req, res), 1000) })
    const api2 = createSecondaryClient({ baseUrl: srv.url, timeoutMs: 60 })
    expect(await api2.get('/slow', { q: 1 })).toEqual({ code: API_CODES.SECONDARY_TIMEOUT, message: '网络请求超时' })
  })

  it('other network errors reject', async () => {
    const srv = await startServer({ '/ext/drop': (req) => req.socket.destroy() })
    const api2 = createSecondaryClient({ baseUrl: srv.url })
    await expect(api2.post('/drop')).rejects.toBeInstanceOf(SecondaryNetworkError)
    const controller = new AbortController()
    const pending = api2.get('/never', {}, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ aborted: true })
  })

  it('a non-200 answer is passed through whole and a non-JSON 200 keeps its raw body', async () => {
    const srv = await startServer({
      '/ext/gone': json({ message: '接口已下线' }, 410),
      '/ext/html': (_req, res) => res.writeHead(200).end('<b>oops</b>'),
    })
    const api2 = createSecondaryClient({ baseUrl: srv.url })
    expect(await api2.post('/gone')).toEqual({ iRet: 410, status: 410, body: { message: '接口已下线' }, message: '接口已下线' })
    expect(await api2.post('/html')).toMatchObject({ iRet: API_CODES.INVALID_RESPONSE, raw: '<b>oops</b>' })
  })
})
