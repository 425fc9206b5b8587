/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
import { apiEndpoints } from '@tougu/core'
import { startServer, type RunningServer, type ServerOptions } from '../server.js'
import { DEMO_USERS } from '../seed/seedDatabase.js'
import { openTestDatabase } from './testDatabase.js'

/** An answer as the tests read it: status, headers and the parsed JSON (`{ raw }` when not JSON). */
export interface TestAnswer {
  status: number
  headers: Headers
  body: Record<string, any>
}

export interface TestServer extends RunningServer {
  /** POST a JSON body (or raw text) with an optional bearer token; resolves status and parsed JSON. */
  post(path: string, body?: unknown, token?: string | null): Promise<TestAnswer>
  get(path: string, params?: Record<string, string>, token?: string | null): Promise<TestAnswer>
  /** Calls a contract endpoint by id with its method: a JSON body (POST) or the fields as query text (GET). */
  call(id: string, body: Record<string, unknown>, token?: string | null): Promise<TestAnswer>
  /** Logs a demo investor in through the real SMS-code flow and returns the token. */
  login(phone?: string): Promise<string>
  /** Moves the server's clock. */
  advance(ms: number): void
  now(): Date
  errors: unknown[]
}

/**
 * A real HTTP server on a free port over a fresh seeded database (in-memory PGlite, or a new database on
 * DATABASE_URL's server). Every test file starts its own.
 *
 * @example
 * const server = await startTestServer()
 * const token = await server.login()
 * const { body } = await server.post('/api/queryUserOrder', { offset: 0, size: 10 }, token)
 */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  let offset = 0
  const now = () => new Date(Date.now() + offset)
  const codes = new Map<string, string>()
  const errors: unknown[] = []
  const db = await openTestDatabase()
  const running = await startServer({
    port: 0,
    db,
    now,
    deliverSms: (phone, code) => codes.set(phone, code),
    logError: (error) => errors.push(error),
    ...options,
  })
  const call = async (method: string, path: string, body: unknown, token?: string | null): Promise<TestAnswer> => {
    const res = await fetch(running.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
    })
    const text = await res.text()
    let parsed: Record<string, any>
    try {
      parsed = JSON.parse(text) as Record<string, any>
    } catch {
      parsed = { raw: text }
    }
    // Headers are not enumerable: suites compare `{ status, body }` with toEqual, and headers are read by name.
    return Object.defineProperty({ status: res.status, body: parsed }, 'headers', { value: res.headers, enumerable: false }) as TestAnswer
  }
  const server: TestServer = {
    ...running,
    close: async () => {
      await running.close()
      await db.close()
    },
    post: (path, body, token) => call('POST', path, body, token),
    get: (path, params = {}, token) => call('GET', `${path}?${new URLSearchParams(params).toString()}`, undefined, token),
    call: (id, body, token) => {
      const ep = apiEndpoints.find((e) => e.id === id)
      if (!ep) throw new Error(`no endpoint ${id} in the contract`)
      return ep.method === 'GET' ? server.get(ep.path, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), token) : server.post(ep.path, body, token)
    },
    async login(phone = DEMO_USERS[0].phone) {
      const sent = await server.post('/api/auth/sendSmsCode', { phone })
      if (sent.body.iRet !== 0) throw new Error(`sendSmsCode failed: ${JSON.stringify(sent.body)}`)
      const res = await server.post('/api/auth/login', { phone, code: codes.get(phone) })
      if (res.body.iRet !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
      return res.body.data.token as string
    },
    advance: (ms) => {
      offset += ms
    },
    now,
    errors,
  }
  return server
}
