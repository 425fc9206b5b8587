import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { API_CODES, isApiFailure } from './apiErrors.js'
import { createApiClient } from './createApiClient.js'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void

/** A real HTTP server on 127.0.0.1 with a handler per path; records every request it gets. */
async function startServer(routes: Record<string, Handler>): Promise<{ url: string; seen: Seen[]; closed: string[]; server: Server }> {
  const seen: Seen[] = []
  const closed: string[] = []
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => {
      const body: unknown = text === '' ? undefined : JSON.parse(text)
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      // The client going away before we answered (abort) shows as 'close' without a finished response.
      res.on('close', () => {
        if (!res.writableFinished) closed.push(req.url ?? '')
      })
      const path = (req.url ?? '').split('?')[0] ?? ''
      const handler = routes[path]
      if (!handler) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ iRet: 404, message: 'no route' }))
        return
      }
      handler(req, res, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen, closed, server }
}

/** Polls until `check` passes (the server notices a closed connection asynchronously). */
async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const until = performance.now() + timeoutMs
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (performance.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())))
})

const json = (value: unknown, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}
/**
 * Answers only once the test calls `open()`, so the test's steps never race the server's answer. Requests
 * still waiting when the test ends are closed with the server.
 */
function gated(handler: Handler): { handler: Handler; open: () => void } {
  const waiting: Array<() => void> = []
  let isOpen = false
  return {
    handler: (req, res, body) => {
      const answer = () => {
        if (!res.destroyed) handler(req, res, body)
      }
      if (isOpen) answer()
      else waiting.push(answer)
    },
    open: () => {
      isOpen = true
      for (const answer of waiting.splice(0)) answer()
    },
  }
}

const order = { orderid: 'O1', productid: 'P1', productname: '价值组合', stStatus: 105, createTime: '2026-11-20T09:30:00+08:00', periodId: 14, amount: '99.00', payAmount: '99.00', startDate: '2026-11-20', endDate: '2026-12-19' }

describe('createApiClient: requests', () => {
  it('POSTs JSON with basicInfo.platform added and the token as a Bearer header', async () => {
    const srv = await startServer({ '/api/queryUserOrder': json({ iRet: 0, message: '', list: [order], total: 1 }) })
    const api = createApiClient({ baseUrl: srv.url, platform: 'android', getToken: () => 'tok-123' })
    const res = await api.post('/api/queryUserOrder', { offset: 0, size: 20, basicInfo: { channel: 'x' } })
    expect(res).toEqual({ iRet: 0, message: '', list: [order], total: 1 })
    expect(srv.seen[0]?.method).toBe('POST')
    expect(srv.seen[0]?.headers.authorization).toBe('Bearer tok-123')
    expect(srv.seen[0]?.headers['content-type']).toContain('application/json')
    expect(srv.seen[0]?.body).toEqual({ offset: 0, size: 20, basicInfo: { channel: 'x', platform: 'android' } })
  })

  it('sends no Authorization header when signed out, and GETs with query params', async () => {
    const srv = await startServer({ '/api/user/getFollowupPaper': json({ iRet: 0, list: [] }) })
    const api = createApiClient({ baseUrl: `${srv.url}/`, getToken: () => Promise.resolve(null) })
    await api.get('/api/user/getFollowupPaper', { paperType: 2 })
    expect(srv.seen[0]?.method).toBe('GET')
    expect(srv.seen[0]?.url).toBe('/api/user/getFollowupPaper?paperType=2')
    expect(srv.seen[0]?.headers.authorization).toBeUndefined()
  })

  it('generic helpers send a bare name to /api/{name}', async () => {
    const srv = await startServer({ '/api/getTradeDay': json({ iRet: 0, data: { date: '2026-11-23', isTradeDay: true, nextTradeDay: '2026-11-24' } }) })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.post('getTradeDay', { date: '2026-11-23' })).toMatchObject({ iRet: 0, data: { isTradeDay: true } })
    await api.get('getTradeDay')
    expect(srv.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/getTradeDay', 'GET /api/getTradeDay'])
  })

  it('uses the injected fetch', async () => {
    const srv = await startServer({ '/api/getTgIndexBanners': json({ iRet: 0, list: [] }) })
    const urls: string[] = []
    const api = createApiClient({
      baseUrl: srv.url,
      fetch: (input: Request, init?: RequestInit) => {
        urls.push(input.url)
        return fetch(input, init)
      },
    })
    await api.home.getTgIndexBanners()
    expect(urls).toEqual([`${srv.url}/api/getTgIndexBanners`])
  })
})

describe('createApiClient: spec §8 outcomes over real HTTP', () => {
  it('200 → its body', async () => {
    const srv = await startServer({ '/api/x': json({ iRet: 0, message: 'ok', data: { a: 1 } }) })
    expect(await createApiClient({ baseUrl: srv.url }).post('/api/x')).toEqual({ iRet: 0, message: 'ok', data: { a: 1 } })
  })

  it('a generic helper: any other HTTP status → iRet 500 系统繁忙，请稍后重试, with the status and body passed through', async () => {
    const srv = await startServer({
      '/api/json503': json({ iRet: 503, message: '服务维护中' }, 503),
      '/api/text500': (_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'),
      '/api/empty401': (_req, res) => res.writeHead(401).end(),
      '/api/json404': json({ iRet: 404, message: '接口不存在' }, 404),
    })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.post('/api/json503')).toEqual({ iRet: 500, status: 503, body: { iRet: 503, message: '服务维护中' }, message: '系统繁忙，请稍后重试' })
    expect(await api.post('/api/text500')).toEqual({ iRet: 500, status: 500, body: 'Internal Server Error', message: '系统繁忙，请稍后重试' })
    expect(await api.get('/api/empty401')).toEqual({ iRet: 500, status: 401, body: '', message: '系统繁忙，请稍后重试' })
    expect(await api.post('json404')).toEqual({ iRet: 500, status: 404, body: { iRet: 404, message: '接口不存在' }, message: '系统繁忙，请稍后重试' })
  })

  it('a typed call: any other HTTP status → passed through whole: iRet = status, with status, body and a message', async () => {
    const srv = await startServer({
      '/api/live/list': json({ iRet: 503, message: '服务维护中' }, 503),
      '/api/user/getUserInfo': (_req, res) => res.writeHead(401).end(),
    })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.live.list()).toEqual({ iRet: 503, status: 503, body: { iRet: 503, message: '服务维护中' }, message: '服务维护中' })
    expect(await api.user.getUserInfo()).toEqual({ iRet: 401, status: 401, body: '', message: '系统繁忙，请稍后重试' })
  })

  it('iRet -9999 with a remote-call timeout message → an empty successful result', async () => {
    const srv = await startServer({
      '/api/live/list': json({ iRet: -9999, message: '远程调用超时' }),
      '/api/adviser/detail': json({ iRet: -9999, message: 'Remote call TIMEOUT after 3000ms' }),
      '/api/other': json({ iRet: -9999, message: '远程调用失败' }),
    })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.post('/api/live/list')).toEqual({ iRet: 0, message: '' })
    expect(await api.live.list()).toEqual({ iRet: 0, message: '', list: [] })
    // A single-object endpoint has nothing to show: that empty result reads as the service timeout.
    expect(await api.advisers.detail({ id: 'A1' })).toEqual({ iRet: API_CODES.SERVICE_TIMEOUT, message: '服务请求超时！' })
    // Without a timeout message, -9999 stays a failure with the server's message.
    expect(await api.post('/api/other')).toEqual({ iRet: -9999, message: '远程调用失败' })
  })

  it('client timeout → { iRet: -1, message: 网络请求超时！ } after the configured time', async () => {
    // The server never answers: only the client's own timeout can end the call.
    const srv = await startServer({ '/api/slow': gated(json({ iRet: 0 })).handler })
    const api = createApiClient({ baseUrl: srv.url, timeoutMs: 80 })
    const started = performance.now()
    const res = await api.post('/api/slow')
    const took = performance.now() - started
    expect(res).toEqual({ iRet: -1, message: '网络请求超时！' })
    expect(took).toBeGreaterThanOrEqual(70)
  })

  it('a body that stalls after the headers also times out', async () => {
    const srv = await startServer({ '/api/stall': (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).write('{"iRet":0,') })
    const res = await createApiClient({ baseUrl: srv.url, timeoutMs: 100 }).post('/api/stall')
    expect(res).toEqual({ iRet: -1, message: '网络请求超时！' })
  })

  it('the service-timeout code → 服务请求超时！', async () => {
    const srv = await startServer({ '/api/x': json({ iRet: -9998, message: 'upstream timed out' }) })
    expect(await createApiClient({ baseUrl: srv.url }).post('/api/x')).toEqual({ iRet: -9998, message: '服务请求超时！' })
  })

  it('a network error other than a timeout → { iRet: 500, message: 系统繁忙，请稍后重试 }', async () => {
    const srv = await startServer({ '/api/drop': (req) => req.socket.destroy() })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.post('/api/drop')).toEqual({ iRet: 500, message: '系统繁忙，请稍后重试' })
    const port = Number(new URL(srv.url).port)
    await new Promise((resolve) => srv.server.close(resolve).closeAllConnections())
    const refused = createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
    expect(await refused.get('/api/anything')).toEqual({ iRet: 500, message: '系统繁忙，请稍后重试' })
  })

  it('a 200 that is not JSON → failure with the raw body kept', async () => {
    const srv = await startServer({
      '/api/html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway login</html>'),
      '/api/array': json([1, 2]),
    })
    const api = createApiClient({ baseUrl: srv.url })
    const res = await api.post('/api/html')
    expect(res).toEqual({ iRet: API_CODES.INVALID_RESPONSE, message: '服务返回的数据无法解析，请稍后重试', raw: '<html>gateway login</html>' })
    expect(await api.post('/api/array')).toMatchObject({ iRet: API_CODES.INVALID_RESPONSE, raw: '[1,2]' })
    // Typed endpoints behave the same.
    expect(await api.home.getTgIndexBanners()).toMatchObject({ iRet: 404 })
  })

  it('a 200 that does not match the schema → failure with issues and raw body; nothing undefined leaks', async () => {
    const bad = JSON.stringify({ iRet: 0, list: [{ ...order, amount: 99 }] })
    const srv = await startServer({ '/api/queryUserOrder': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bad) })
    const res = await createApiClient({ baseUrl: srv.url }).orders.queryUserOrder({ offset: 0, size: 20 })
    expect(isApiFailure(res)).toBe(true)
    expect(res).toMatchObject({ iRet: API_CODES.SCHEMA_MISMATCH, message: '服务返回的数据格式有误，请稍后重试', raw: bad })
    expect((res as { issues: { path: unknown[]; message: string }[] }).issues[0]).toEqual({
      path: ['list', 0, 'amount'],
      message: 'Invalid input: expected string, received number',
    })
  })

  it('a business failure (iRet ≠ 0) keeps its message, and a blank message becomes 系统繁忙，请稍后重试', async () => {
    const srv = await startServer({
      '/api/coupon/exchange': json({ iRet: 1001, message: '兑换码无效' }),
      '/api/cancelOrder': json({ iRet: 7, message: '' }),
    })
    const api = createApiClient({ baseUrl: srv.url, getToken: () => 't' })
    expect(await api.coupons.exchange({ code: 'ABCD1234' })).toEqual({ iRet: 1001, message: '兑换码无效' })
    expect(await api.orders.cancelOrder({ orderId: 'O1' })).toEqual({ iRet: 7, message: '系统繁忙，请稍后重试' })
  })

  it('an invalid typed request is refused before anything is sent', async () => {
    const srv = await startServer({})
    const res = await createApiClient({ baseUrl: srv.url }).auth.login({ phone: '123', code: '12' })
    expect(res).toMatchObject({ iRet: API_CODES.INVALID_REQUEST, message: '请求参数有误' })
    expect((res as { issues: { message: string }[] }).issues.map((i) => i.message)).toContain('请输入正确的手机号')
    expect(srv.seen).toHaveLength(0)
  })
})

describe('createApiClient: cancellation and sharing', () => {
  it('an aborted request resolves { iRet: -4 } and the connection is closed', async () => {
    const srv = await startServer({ '/api/slow': gated(json({ iRet: 0 })).handler })
    const api = createApiClient({ baseUrl: srv.url })
    const controller = new AbortController()
    const pending = api.post('/api/slow', {}, { signal: controller.signal })
    await eventually(() => expect(srv.seen).toHaveLength(1))
    controller.abort()
    expect(await pending).toEqual({ iRet: API_CODES.ABORTED, message: '请求已取消' })
    await eventually(() => expect(srv.closed).toEqual(['/api/slow']))
  })

  it('an already-aborted signal sends nothing', async () => {
    const srv = await startServer({})
    const controller = new AbortController()
    controller.abort()
    expect(await createApiClient({ baseUrl: srv.url }).get('/api/x', {}, { signal: controller.signal })).toMatchObject({ iRet: API_CODES.ABORTED })
    expect(srv.seen).toHaveLength(0)
  })

  it('identical concurrent GETs share one request; different params or a later GET do not', async () => {
    let hits = 0
    // The first answer waits until all three callers have asked, so they are concurrent whatever the timing.
    const first = gated((_req, res) => {
      hits += 1
      json({ iRet: 0, data: { clientId: 'C1', token: 't' } })(_req, res, undefined)
    })
    const srv = await startServer({ '/api/user/getUserInfo': first.handler })
    const api = createApiClient({ baseUrl: srv.url, getToken: () => 't' })
    const asked = Promise.all([api.user.getUserInfo(), api.user.getUserInfo(), api.get('/api/user/getUserInfo')])
    await eventually(() => expect(srv.seen).toHaveLength(1))
    first.open()
    const results = await asked
    expect(hits).toBe(1)
    expect(srv.seen).toHaveLength(1)
    for (const r of results) expect(r).toMatchObject({ iRet: 0, data: { clientId: 'C1' } })
    await Promise.all([api.get('/api/user/getUserInfo', { a: 1 }), api.get('/api/user/getUserInfo', { a: 2 })])
    expect(hits).toBe(3)
    await api.user.getUserInfo()
    expect(hits).toBe(4)
  })

  it('one sharer aborting does not cancel the others; the last one aborting cancels the request', async () => {
    // '/api/hang' answers only after the test: its close can only come from the client aborting.
    // '/api/slow' answers when the test opens it, after the first sharer aborted: no race with the answer.
    const slow = gated(json({ iRet: 0, list: [] }))
    const srv = await startServer({ '/api/slow': slow.handler, '/api/hang': gated(json({ iRet: 0, list: [] })).handler })
    const api = createApiClient({ baseUrl: srv.url })
    const a = new AbortController()
    const first = api.get('/api/slow', {}, { signal: a.signal })
    const second = api.get('/api/slow')
    await eventually(() => expect(srv.seen).toHaveLength(1))
    a.abort()
    expect(await first).toMatchObject({ iRet: API_CODES.ABORTED })
    slow.open()
    expect(await second).toEqual({ iRet: 0, list: [] })
    expect(srv.seen).toHaveLength(1)

    const b = new AbortController()
    const c = new AbortController()
    const third = api.get('/api/hang', {}, { signal: b.signal })
    const fourth = api.get('/api/hang', {}, { signal: c.signal })
    await eventually(() => expect(srv.seen).toHaveLength(2))
    b.abort()
    c.abort()
    expect(await third).toMatchObject({ iRet: API_CODES.ABORTED })
    expect(await fourth).toMatchObject({ iRet: API_CODES.ABORTED })
    await eventually(() => expect(srv.closed).toEqual(['/api/hang']))
  })
})

describe('createApiClient: order queries of spec §7', () => {
  it('queryRefundableOrders asks for stStatus [105,220], offset 0, size 10000, cxlx 1', async () => {
    const srv = await startServer({ '/api/queryUserOrder': json({ iRet: 0, list: [order] }) })
    const res = await createApiClient({ baseUrl: srv.url, platform: 'ios' }).queryRefundableOrders()
    expect(srv.seen[0]?.body).toEqual({ stStatus: [105, 220], offset: 0, size: 10000, cxlx: 1, basicInfo: { platform: 'ios' } })
    expect(isApiFailure(res) ? [] : res.list.map((o) => o.orderid)).toEqual(['O1'])
  })

  it('hasAnyOrder asks for the status list with size 1 and answers true/false, or the failure', async () => {
    let answer: unknown = { iRet: 0, list: [order] }
    const srv = await startServer({ '/api/queryUserOrder': (req, res, body) => json(answer)(req, res, body) })
    const api = createApiClient({ baseUrl: srv.url })
    expect(await api.hasAnyOrder()).toBe(true)
    expect(srv.seen[0]?.body).toEqual({ stStatus: [80, 90, 95, 105, 180, 220], offset: 0, size: 1, basicInfo: {} })
    answer = { iRet: 0, list: [] }
    expect(await api.hasAnyOrder()).toBe(false)
    answer = { iRet: 2, message: '请先登录' }
    expect(await api.hasAnyOrder()).toEqual({ iRet: 2, message: '请先登录' })
  })
})
