// Test kit of the product screens: a real HTTP server answering the contract's paths with the bodies a test
// gives, and the app's route table rendered over services pointed at it. Used by *.test.tsx only.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cleanup, configure, render } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installReactUi } from '@tougu/react-ui'
import { App } from '../../../root/App.js'
import { AppServicesProvider, createAppServices, type AppServices } from '../../../services/index.js'

// Lazy route chunks, a real HTTP round trip and two shared CPU cores: one second is not enough to wait.
configure({ asyncUtilTimeout: 5000 })
// Toasts and dialogs render through antd-mobile's React 19 adapter, as in main.tsx.
installReactUi()

/** Answers a request's body (GET: its query params); may look at the headers (the bearer token) and answer later. */
export type StubHandler = (body: Record<string, unknown>, request: { headers: IncomingHttpHeaders }) => unknown

export interface StubApi {
  baseUrl: string
  /** Every request received: path and parsed JSON body (GET: the query params). */
  calls: Array<{ path: string; body: Record<string, unknown> }>
  close(): Promise<void>
}

const DEFAULTS: Record<string, StubHandler> = {
  '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [] }),
  '/api/user/getFollowupPaper': () => ({ iRet: 0, list: [] }),
  '/api/user/getUserInfo': () => ({ iRet: 0, data: null }),
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/**
 * Starts a node:http server on a free port answering `handlers[path](body)` as JSON (CORS open, since the
 * test page lives on another origin). Unknown paths answer 404.
 * @example const api = await startStubApi({ '/api/coupon/exchange': () => ({ iRet: 0, data: coupon }) })
 */
export async function startStubApi(handlers: Record<string, StubHandler>): Promise<StubApi> {
  const all = { ...DEFAULTS, ...handlers }
  const calls: StubApi['calls'] = []
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', '*')
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    const url = new URL(req.url ?? '/', 'http://stub')
    void readBody(req).then(async (body) => {
      const payload = req.method === 'GET' ? Object.fromEntries(url.searchParams) : body
      calls.push({ path: url.pathname, body: payload })
      const handler = all[url.pathname]
      if (!handler) return void res.writeHead(404).end()
      const answer: unknown = await handler(payload, { headers: req.headers })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** In-memory storage; `signedIn` starts with the session of a demo investor. */
export function memoryStorage(signedIn = false) {
  const map = new Map<string, string>()
  if (signedIn) map.set('tougu.session', JSON.stringify({ clientId: 'C1001', token: 'test-token-0123456789', userName: '张伟', cid: '880010001' }))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

// Unmount first, then stop the services, so no request of a finished test answers into a torn-down page.
const rendered: AppServices[] = []
afterEach(() => {
  cleanup()
  rendered.splice(0).forEach((s) => s.dispose())
})

/**
 * Renders the app's route table at `path` (router path, under base /tougu) over services talking to `api`.
 * @example const { router } = renderRoute('/coupon/exchange', api, { signedIn: true })
 */
export function renderRoute(
  path: string,
  api: StubApi,
  options: { signedIn?: boolean; /** Kept across renders, e.g. an acknowledgement read by a later page. */ storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const storage = options.storage ?? memoryStorage(options.signedIn)
  const services: AppServices = createAppServices({ window, storage, baseUrl: api.baseUrl })
  rendered.push(services)
  // The app's own router over jsdom's History API: the test starts at `path` like a visitor opening it.
  window.history.replaceState(null, '', `/tougu${path}`)
  const router = { get state() { return { location: { pathname: window.location.pathname, search: window.location.search } } } }
  const view = render(
    <AppServicesProvider services={services}>
      <App basename="/tougu" />
    </AppServicesProvider>,
  )
  return { router, services, view }
}

/**
 * An opinion's detail as `/api/view/detail` answers it: free, unlocked, one paragraph of content.
 * @example startStubApi({ '/api/view/detail': (body) => ({ iRet: 0, data: opinionDetail(String(body.id)) }) })
 */
export function opinionDetail(id: string, title = '半导体政策催化不断') {
  return {
    id,
    title,
    summary: '短期涨幅较大',
    adviserId: 'TG001',
    tgName: '张文博',
    qualificationNo: 'S0123512345678',
    publishTime: '2026-11-23T09:30:00+08:00',
    readCount: 10,
    likeCount: 2,
    hot: false,
    packageId: null,
    productId: null,
    content: '<p>半导体板块景气度回升，短期波动可能加大。</p>',
    locked: false,
  }
}
