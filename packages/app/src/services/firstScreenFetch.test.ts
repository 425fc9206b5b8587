import { API_CODES, createApiClient, isApiFailure } from '@tougu/core'
import { describe, expect, it, vi } from 'vitest'
import { createFirstScreenFetch } from './firstScreenFetch.js'

/** A network that answers every request with its own method, URL and body, and counts them. */
function network() {
  const seen: string[] = []
  const base: typeof fetch = async (input, init) => {
    const req = new Request(input, init)
    const body = await req.text()
    seen.push(`${req.method} ${new URL(req.url).pathname} ${body}`)
    return new Response(JSON.stringify({ iRet: 0, echo: body, n: seen.length }), { headers: { 'content-type': 'application/json' } })
  }
  return { base, seen }
}

describe('createFirstScreenFetch', () => {
  it('lets the first identical request take the prefetched response, once', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    const early = await shared.prefetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
    const taken = await shared.fetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
    expect(net.seen).toEqual(['POST /api/a {"x":1}'])
    // Both readers get the whole body.
    expect(await early.json()).toEqual({ iRet: 0, echo: '{"x":1}', n: 1 })
    expect(await taken.json()).toEqual({ iRet: 0, echo: '{"x":1}', n: 1 })
    // Taken once: the next identical request goes to the network.
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
    expect(net.seen).toHaveLength(2)
  })

  it('sends requests that differ in body or path to the network', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    void shared.prefetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{"x":2}' })
    await shared.fetch('http://h/api/b', { method: 'POST', body: '{"x":1}' })
    expect(net.seen).toEqual(['POST /api/a {"x":1}', 'POST /api/a {"x":2}', 'POST /api/b {"x":1}'])
  })

  it('matches a JSON body by content, not by the order of its keys', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    void shared.prefetch('http://h/api/a', { method: 'POST', body: '{"size":6,"offset":0,"basicInfo":{"platform":"pc"}}' })
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{"offset":0,"size":6,"basicInfo":{"platform":"pc"}}' })
    expect(net.seen).toHaveLength(1)
  })

  it('never hands one investor the answer fetched with another token (or without one)', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    void shared.prefetch('http://h/api/a', { method: 'POST', body: '{}', headers: { authorization: 'Bearer one' } })
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{}', headers: { authorization: 'Bearer two' } })
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{}' })
    expect(net.seen).toHaveLength(3)
    await shared.fetch('http://h/api/a', { method: 'POST', body: '{}', headers: { authorization: 'Bearer one' } })
    expect(net.seen).toHaveLength(3)
  })

  it('reads the body only of a request to a prefetched route; the others go out as they are', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    void shared.prefetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
    const copies = vi.spyOn(Request.prototype, 'clone')
    try {
      // Other path, other token: not a route anything was prefetched for.
      await shared.fetch('http://h/api/b', { method: 'POST', body: '{"x":1}' })
      await shared.fetch('http://h/api/a', { method: 'POST', body: '{"x":1}', headers: { authorization: 'Bearer one' } })
      expect(copies).not.toHaveBeenCalled()
      // The prefetched route: its body decides, so it is read.
      await shared.fetch('http://h/api/a', { method: 'POST', body: '{"x":1}' })
      expect(copies).toHaveBeenCalledTimes(1)
    } finally {
      copies.mockRestore()
    }
    expect(net.seen).toEqual(['POST /api/a {"x":1}', 'POST /api/b {"x":1}', 'POST /api/a {"x":1}'])
  })

  it('forgets prefetched responses older than the time limit', async () => {
    const net = network()
    let now = 0
    const shared = createFirstScreenFetch(net.base, { ttlMs: 1000, now: () => now })
    await shared.prefetch('http://h/api/a', { method: 'POST', body: '{}' })
    now = 1001
    const res = await shared.fetch('http://h/api/a', { method: 'POST', body: '{}' })
    expect(((await res.json()) as { n: number }).n).toBe(2)
  })

  it('matches through the API client: a screen calling the same endpoint takes the prefetched answer', async () => {
    const net = network()
    const shared = createFirstScreenFetch(net.base)
    const options = { baseUrl: 'http://h', platform: 'ios' }
    const early = createApiClient({ ...options, fetch: shared.prefetch })
    const api = createApiClient({ ...options, fetch: shared.fetch })
    void early.opinions.detail({ id: 'op1' })
    const res = await api.opinions.detail({ id: 'op1' })
    expect(net.seen).toHaveLength(1)
    // The echo is no opinion: the contract check says so, which shows the answer reached the client whole.
    expect(isApiFailure(res) && res.iRet).toBe(API_CODES.SCHEMA_MISMATCH)
  })
})
