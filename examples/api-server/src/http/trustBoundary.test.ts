// The trust boundary of the reference server over real HTTP: body size limit, malformed paths, request ids
// on answers and faults, security headers, the CORS policy, and LIKE wildcards in searches.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { MAX_BODY_BYTES } from './requestGuards.js'

let server: TestServer
const logged: { where: string; requestId: string | undefined }[] = []

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shell</title>')
  server = await startTestServer({
    appDir: dir,
    base: '/tougu',
    corsOrigins: ['https://partner.example.com'],
    logError: (_error, where, requestId) => logged.push({ where, requestId }),
  })
})
afterAll(() => server.close())

/**
 * Sends headers and part of a body, then waits for the answer while the request is still open: resolves the
 * status, and how many bytes had been written when it came (the rest is never sent).
 */
function sendPartly(path: string, headers: Record<string, string>, chunk: Buffer, chunks: number): Promise<{ status: number; written: number }> {
  const url = new URL(server.url + path)
  return new Promise((resolve, reject) => {
    let written = 0
    let answered = false
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, written })
      req.destroy()
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = (left: number) => {
      if (answered || left === 0) return
      written += chunk.length
      if (req.write(chunk)) setImmediate(() => pump(left - 1))
      else req.once('drain', () => pump(left - 1))
    }
    pump(chunks)
  })
}

describe('request bodies', () => {
  it('answers 413 to a declared 60 MB body before it is sent', async () => {
    const res = await sendPartly('/api/adviser/list', { 'content-type': 'application/json', 'content-length': String(60 * 1024 * 1024) }, Buffer.alloc(64 * 1024, 0x20), 1)
    expect(res.status).toBe(413)
    expect(res.written).toBe(64 * 1024)
  })

  it('answers 413 to a chunked body once it passes 1 MiB, without waiting for its end', async () => {
    // 1.5 MiB is written and the request is never ended: the answer must come from the limit, not the end.
    const res = await sendPartly('/api/adviser/list', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, Buffer.alloc(64 * 1024, 0x20), 24)
    expect(res.status).toBe(413)
  })

  it('still serves a body just under the limit', async () => {
    const padding = ' '.repeat(MAX_BODY_BYTES - 100)
    const res = await server.post('/api/adviser/list', `{"offset":0,"size":1}${padding}`)
    expect(res.status).toBe(200)
    expect(res.body.iRet).toBe(0)
  })
})

describe('paths', () => {
  it('answers 400 to a path that does not decode or holds a control character (was a 500)', async () => {
    for (const path of ['/tougu/%E0%A4%A', '/tougu/%', '/api/%00', '/tougu/a%0Ab']) {
      const res = await fetch(server.url + path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toEqual({ iRet: 400, message: '请求地址有误' })
    }
    expect((await fetch(`${server.url}/tougu/%E4%B8%AD`)).status).toBe(200)
  })
})

describe('request ids', () => {
  it('puts a fresh X-Request-Id on every answer', async () => {
    const a = await fetch(`${server.url}/api/adviser/list`, { method: 'POST', body: '{}' })
    const b = await fetch(`${server.url}/nowhere`)
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')]
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
  })
})

describe('security headers', () => {
  it('sends the CSP, nosniff, a referrer policy and frame protection on API and app answers', async () => {
    for (const res of [await fetch(`${server.url}/api/adviser/list`, { method: 'POST', body: '{}' }), await fetch(`${server.url}/tougu/index`), await fetch(`${server.url}/nowhere`)]) {
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain("img-src 'self' data: blob: https:")
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/queryUserOrder`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    })

  it('answers a preflight from a listed origin with what it may send', async () => {
    const res = await preflight('https://partner.example.com')
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example.com')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })

  it('refuses a preflight from any other origin, and grants no other origin its answers', async () => {
    const res = await preflight('https://evil.example.com')
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const post = await fetch(`${server.url}/api/adviser/list`, { method: 'POST', body: '{}', headers: { origin: 'https://evil.example.com' } })
    expect(post.status).toBe(200)
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a plain OPTIONS (no longer 404)', async () => {
    const res = await fetch(`${server.url}/api/adviser/list`, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
  })
})

describe('search keywords', () => {
  it('treat % and _ literally', async () => {
    // Before: `%` matched every adviser and product, `_` every non-empty name.
    const advisers = await server.post('/api/searchAdviserApp', { keyword: '%' })
    expect(advisers.body).toMatchObject({ iRet: 0, total: 0 })
    expect((await server.post('/api/searchAdviserApp', { keyword: '_' })).body.total).toBe(0)
    await server.database.db.execute(sql`UPDATE products SET name = name || ' 100%' WHERE id = 'PKG1'`)
    await server.database.db.execute(sql`UPDATE products SET name = name || ' a_b' WHERE id = 'PKG2'`)
    const percent = await server.post('/api/common/searchProduct', { keyword: '%' })
    expect((percent.body.list as { productId: string }[]).map((p) => p.productId)).toEqual(['PKG1'])
    const underscore = await server.post('/api/common/searchProduct', { keyword: '_' })
    expect((underscore.body.list as { productId: string }[]).map((p) => p.productId)).toEqual(['PKG2'])
    expect((await server.post('/api/common/searchProduct', { keyword: '\\' })).body.total).toBe(0)
  })
})

// Last: it breaks the database on purpose.
describe('a real fault', () => {
  it('answers 500 with a request id in header and body, and logs the fault under that id', async () => {
    await server.database.db.execute(sql`ALTER TABLE managers RENAME TO managers_gone`)
    const res = await fetch(`${server.url}/api/common/validateManager`, { method: 'POST', body: JSON.stringify({ managerNo: 'M0001' }) })
    expect(res.status).toBe(500)
    const body = (await res.json()) as { iRet: number; message: string; requestId: string }
    expect(body).toEqual({ iRet: 500, message: '系统繁忙，请稍后重试', requestId: res.headers.get('x-request-id') })
    expect(logged).toContainEqual({ where: 'common.validateManager', requestId: body.requestId })
  })
})
