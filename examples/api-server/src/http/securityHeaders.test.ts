import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
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
      expect(res.headers.get('referrer-policy'), type).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-resource-policy'), type).toBe('same-site')
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security', 'x-xss-protection'])
        expect(res.headers.get(name), `${type} ${name}`).toBeNull()
    }
  })
})
