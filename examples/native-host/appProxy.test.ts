import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_APP_UA_TOKEN } from '@tougu/bridge'
import { APP_UA_TOKEN } from './src/appUserAgent.js'
import { APP_USER_AGENT, ATTACH_SCRIPT_PATH, createAppProxyHandler, injectAttachScript } from './appProxy.js'

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

describe('native-host app proxy', () => {
  let upstream: Server
  let host: Server
  let hostUrl = ''
  let upstreamUrl = ''
  const seen: Array<{ method: string; url: string; body: string; token: string | undefined }> = []
  const agents: string[] = []

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', body, token: req.headers.token as string | undefined })
        agents.push(req.headers['user-agent'] ?? '')
        if (req.url === '/tougu') {
          res.writeHead(302, { location: `${upstreamUrl}/tougu/index` }).end()
        } else if (req.url?.startsWith('/tougu/index')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', 'set-cookie': ['a=1', 'b=2'] })
          res.end('<!doctype html><html><head><title>投顾</title><script type="module" src="/tougu/assets/main.js"></script></head><body></body></html>')
        } else if (req.url?.startsWith('/api/')) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ iRet: 0, echo: body }))
        } else {
          res.writeHead(404).end('nope')
        }
      })
    })
    upstreamUrl = await listen(upstream)
    const handle = createAppProxyHandler({ target: upstreamUrl, base: '/tougu' })
    host = createServer((req, res) => handle(req, res, () => res.writeHead(200, { 'content-type': 'text/plain' }).end('host page')))
    hostUrl = await listen(host)
  })

  afterAll(async () => {
    await new Promise((r) => host.close(r))
    await new Promise((r) => upstream.close(r))
  })

  it('serves app HTML from its own origin with the attach script first in <head>, frameable', async () => {
    const res = await fetch(`${hostUrl}/tougu/index?x=1`)
    const html = await res.text()
    expect(html.indexOf(`<script src="${ATTACH_SCRIPT_PATH}"></script>`)).toBeLessThan(html.indexOf('<title>'))
    expect(html).toContain('<script type="module" src="/tougu/assets/main.js">')
    expect(res.headers.get('x-frame-options')).toBeNull()
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(seen.at(-1)?.url).toBe('/tougu/index?x=1')
  })

  it('forwards API calls with method, body and headers', async () => {
    const res = await fetch(`${hostUrl}/api/queryUserOrder`, { method: 'POST', headers: { token: 't-9', 'content-type': 'application/json' }, body: '{"offset":0}' })
    expect(await res.json()).toEqual({ iRet: 0, echo: '{"offset":0}' })
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/queryUserOrder', body: '{"offset":0}', token: 't-9' })
  })

  it('sends the server the app’s user agent, app token included, as the firm’s app’s webview does', async () => {
    await fetch(`${hostUrl}/tougu/index`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0' } })
    expect(agents.at(-1)).toBe(APP_USER_AGENT)
    expect(APP_USER_AGENT).toContain(`${DEFAULT_APP_UA_TOKEN}/`)
    expect(APP_UA_TOKEN).toBe(DEFAULT_APP_UA_TOKEN)
    await fetch(`${hostUrl}/tougu/index`, { headers: { 'user-agent': 'Mozilla/5.0 Mobile/15E148 TouguApp/5.2.0' } })
    expect(agents.at(-1)).toBe('Mozilla/5.0 Mobile/15E148 TouguApp/5.2.0')
  })

  it('keeps redirects on the host origin', async () => {
    const res = await fetch(`${hostUrl}/tougu`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/tougu/index')
  })

  it('serves the attach script and leaves other paths to the host', async () => {
    const script = await (await fetch(`${hostUrl}${ATTACH_SCRIPT_PATH}`)).text()
    expect(script).toContain('window.parent.__touguNativeHost.attach(window)')
    expect(await (await fetch(`${hostUrl}/`)).text()).toBe('host page')
    expect(await (await fetch(`${hostUrl}/tougux/index`)).text()).toBe('host page')
  })

  it('answers 502 with a hint when the app server is down', async () => {
    const handle = createAppProxyHandler({ target: 'http://127.0.0.1:1', base: '/tougu' })
    const down = createServer((req, res) => handle(req, res, () => res.end()))
    const url = await listen(down)
    const res = await fetch(`${url}/tougu/index`)
    expect(res.status).toBe(502)
    expect(await res.text()).toContain('TOUGU_APP_ORIGIN')
    await new Promise((r) => down.close(r))
  })

  it('injects even without a <head>', () => {
    expect(injectAttachScript('<p>x</p>')).toBe(`<script src="${ATTACH_SCRIPT_PATH}"></script><p>x</p>`)
  })
})
