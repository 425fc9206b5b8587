import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestId } from './requestId.js'
import { securityHeaders } from './securityHeaders.js'

function appServing(type: string) {
  const app = new Hono()
  app.use(securityHeaders())
  app.get('/f', (c) => c.body('x', 200, { 'content-type': type }))
  return app
}

describe('security headers by kind of answer', () => {
  it('keeps the document headers on pages, JSON and pictures', async () => {
    for (const type of ['text/html; charset=UTF-8', 'application/json', 'image/svg+xml']) {
      const res = await appServing(type).request('/f')
      expect(res.headers.get('content-security-policy'), type).toContain("default-src 'self'")
      expect(res.headers.get('x-frame-options'), type).toBe('SAMEORIGIN')
      expect(res.headers.get('strict-transport-security'), type).toBe('max-age=15552000')
    }
  })

  it('sends scripts and stylesheets only the headers that apply to them', async () => {
    for (const type of ['text/javascript; charset=utf-8', 'application/javascript', 'text/css; charset=utf-8']) {
      const res = await appServing(type).request('/f')
      expect(res.headers.get('x-content-type-options'), type).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), type).toBe(type.startsWith('text/css') ? 'strict-origin-when-cross-origin' : null)
      expect(res.headers.get('cross-origin-resource-policy'), type).toBe('same-site')
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security', 'x-xss-protection'])
        expect(res.headers.get(name), `${type} ${name}`).toBeNull()
    }
  })
})

describe('request ids on build files', () => {
  it('names every answer except hashed build files kept forever', async () => {
    const app = new Hono()
    app.use(requestId())
    app.get('/page', (c) => c.body('x', 200, { 'cache-control': 'no-cache' }))
    app.get('/assets/app-1.js', (c) => c.body('x', 200, { 'cache-control': 'public, max-age=31536000, immutable' }))
    expect((await app.request('/page')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect((await app.request('/assets/app-1.js')).headers.get('x-request-id')).toBeNull()
  })
})
