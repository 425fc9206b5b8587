/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
// Real-user speed (decision wave3-shipping-6): pages report batches, the report answers count, median and p75 per
// platform, route and metric, old measurements go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const batch = (platform: string, events: Array<Record<string, unknown>>) => ({ appVersion: '1.0.0+t', platform, events })
const lcp = (value: number, route = '/index') => ({ metric: 'LCP', value, route, source: 'network' })
const rowsOf = async (body: Record<string, unknown> = {}) => {
  const res = await server.post('/api/rum/summary', body)
  expect(res.body.iRet).toBe(0)
  return res.body.data.rows as Array<Record<string, unknown>>
}

describe('RUM report and summary', () => {
  it('stores a batch and answers median and p75 per platform, route and metric', async () => {
    const sent = await server.post('/api/rum/report', batch('ios-app', [lcp(100), lcp(200), lcp(300), lcp(400), { metric: 'CLS', value: 0.02, route: '/index', source: 'package' }]))
    expect(sent.body).toEqual({ iRet: 0, message: '' })
    await server.post('/api/rum/report', batch('wechat', [lcp(900), lcp(1100, '/tips/list'), { metric: 'error', value: 7, route: '/tips/list', source: 'cache', errorKind: 'chunk' }]))
    const rows = await rowsOf()
    // percentile_cont over 100, 200, 300, 400: the median halfway between 200 and 300, p75 a quarter past 300.
    expect(rows).toContainEqual({ platform: 'ios-app', route: '/index', metric: 'LCP', count: 4, median: 250, p75: 325 })
    expect(rows).toContainEqual({ platform: 'ios-app', route: '/index', metric: 'CLS', count: 1, median: 0.02, p75: 0.02 })
    expect(rows).toContainEqual({ platform: 'wechat', route: '/index', metric: 'LCP', count: 1, median: 900, p75: 900 })
    // An error counts once, whatever value the page sent; it has no median.
    expect(rows).toContainEqual({ platform: 'wechat', route: '/tips/list', metric: 'error', count: 1, median: null, p75: null })
    expect((await rowsOf({ platform: 'wechat' })).every((r) => r.platform === 'wechat')).toBe(true)
  })

  it('keeps measurements for 30 days: older ones leave the report and the table', async () => {
    await server.post('/api/rum/report', batch('pc', [lcp(5000, '/search')]))
    expect((await rowsOf({ days: 1 })).some((r) => r.platform === 'pc')).toBe(true)
    server.advance(2 * 86_400_000)
    expect((await rowsOf({ days: 1 })).some((r) => r.platform === 'pc')).toBe(false)
    expect((await rowsOf({ days: 7 })).some((r) => r.platform === 'pc')).toBe(true)
    server.advance(30 * 86_400_000)
    // The next report prunes what is past the keeping period.
    await server.post('/api/rum/report', batch('mobile-browser', [lcp(10)]))
    expect((await rowsOf({ days: 90 })).map((r) => r.platform)).toEqual(['mobile-browser'])
  })

  it('refuses batches that carry more than measurements: unknown fields, addresses with queries, too many events', async () => {
    const refused = [
      batch('ios-app', []),
      batch('ios-app', Array.from({ length: 51 }, () => lcp(1))),
      batch('desktop', [lcp(1)]),
      batch('ios-app', [lcp(1, '/view/detail?id=123')]),
      batch('ios-app', [lcp(1, 'https://example.com/index')]),
      batch('ios-app', [{ ...lcp(1), value: -1 }]),
      batch('ios-app', [{ ...lcp(1), value: 1e9 }]),
      batch('ios-app', [{ ...lcp(1), metric: 'FID' }]),
      { ...batch('ios-app', [lcp(1)]), appVersion: 'x'.repeat(65) },
    ]
    for (const body of refused) {
      const res = await server.post('/api/rum/report', body)
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400)
    }
    for (const days of [0, 91, 1.5, 'x']) expect((await server.post('/api/rum/summary', { days })).status).toBe(400)
    expect(server.errors).toEqual([])
  })
})
