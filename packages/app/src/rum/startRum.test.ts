import { RumBatchSchema } from '@tougu/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { Metric } from 'web-vitals'
import { startRum, type VitalsApi } from './startRum.js'
import { errorKind, rumRoute } from './rumEvents.js'

type Report = (metric: Metric) => void

/** web-vitals played by the test: each metric's callback, called when the test says the browser reported it. */
function fakeVitals() {
  const callbacks = new Map<string, Report>()
  const on = (name: string) => (cb: Report) => void callbacks.set(name, cb)
  const api = { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onFCP: on('FCP'), onTTFB: on('TTFB') } as unknown as VitalsApi
  const report = (name: string, value: number) => callbacks.get(name)?.({ name, value } as Metric)
  return { api, report }
}

/** The batches the page sent, as the server would read them (each checked against the contract). */
function beacons() {
  const sent: unknown[] = []
  const spy = vi.fn((_url: string, body: Blob) => {
    void body.text().then((t) => sent.push(JSON.parse(t)))
    return true
  })
  Object.defineProperty(window.navigator, 'sendBeacon', { value: spy, configurable: true })
  return { sent, spy }
}

const settle = () => new Promise((r) => setTimeout(r, 0))
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  window.history.replaceState(null, '', '/')
})

describe('startRum', () => {
  it('sends the first screen’s measurements when the page is left, in the contract’s shape and without the address', async () => {
    window.history.replaceState(null, '', '/tougu/view/detail?id=OP0027&from=share')
    const vitals = fakeVitals()
    const { sent } = beacons()
    stop = startRum({ win: window, appVersion: '1.2.3+t', platform: 'wechat', source: 'cache', base: '/tougu/', allowed: Promise.resolve(true), vitals: vitals.api })
    await settle()
    vitals.report('LCP', 1234.56)
    vitals.report('CLS', 0.012345)
    expect(sent).toEqual([])
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(sent).toHaveLength(1)
    const batch = z.parse(RumBatchSchema, sent[0])
    expect(batch).toEqual({
      appVersion: '1.2.3+t',
      platform: 'wechat',
      events: [
        { metric: 'LCP', value: 1235, route: '/view/detail', source: 'cache' },
        { metric: 'CLS', value: 0.0123, route: '/view/detail', source: 'cache' },
      ],
    })
    expect(JSON.stringify(sent)).not.toContain('OP0027')
  })

  it('sends nothing when the host switched reports off, and holds events until it has said', async () => {
    const vitals = fakeVitals()
    const { spy } = beacons()
    let answer: (yes: boolean) => void = () => undefined
    stop = startRum({ win: window, appVersion: '1', platform: 'ios-app', source: 'package', base: '/tougu/', allowed: new Promise((r) => (answer = r)), vitals: vitals.api })
    vitals.report('LCP', 900)
    window.dispatchEvent(new Event('pagehide'))
    expect(spy).not.toHaveBeenCalled()
    answer(false)
    await settle()
    vitals.report('FCP', 300)
    window.dispatchEvent(new Event('pagehide'))
    expect(spy).not.toHaveBeenCalled()
  })

  it('counts a lazy module that failed and a script error, under the route they happened on', async () => {
    window.history.replaceState(null, '', '/tougu/index')
    const vitals = fakeVitals()
    const { sent } = beacons()
    stop = startRum({ win: window, appVersion: '1', platform: 'pc', source: 'network', base: '/tougu/', allowed: Promise.resolve(true), vitals: vitals.api })
    await settle()
    window.history.replaceState(null, '', '/tougu/tips/list')
    window.dispatchEvent(new Event('vite:preloadError'))
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }))
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    const events = z.parse(RumBatchSchema, sent[0]).events
    expect(events).toEqual([
      { metric: 'error', value: 1, route: '/tips/list', source: 'network', errorKind: 'chunk' },
      { metric: 'error', value: 1, route: '/tips/list', source: 'network', errorKind: 'script' },
    ])
  })
})

describe('rum rules', () => {
  it('reports routes as the route table names them', () => {
    expect(rumRoute('/tougu/index', '/tougu/')).toBe('/index')
    expect(rumRoute('/tougu/', '/tougu/')).toBe('/index')
    expect(rumRoute('/tougu/wx/tips/detail', '/tougu/')).toBe('/tips/detail')
    expect(rumRoute('/tougu/users/13800000001', '/tougu/')).toBe('/404')
  })

  it('tells a module that did not load from other failures', () => {
    expect(errorKind(new TypeError('Failed to fetch dynamically imported module: /tougu/assets/a.js'), 'promise')).toBe('chunk')
    expect(errorKind(new TypeError('Importing a module script failed.'), 'script')).toBe('chunk')
    expect(errorKind(new Error('boom'), 'promise')).toBe('promise')
    expect(errorKind(undefined, 'script')).toBe('script')
  })
})
