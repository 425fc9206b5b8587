import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncoding, compression } from './compression.js'

const BIG = { list: Array.from({ length: 200 }, (_, i) => ({ id: `op${i}`, title: `观点 ${i}` })) }
let server: ServerType
let origin: string

beforeAll(async () => {
  const app = new Hono()
  app.use('*', compression())
  app.get('/big', (c) => c.json(BIG))
  app.get('/small', (c) => c.json({ iRet: 0 }))
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }))
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A raw HTTP exchange: fetch would decode the body and hide what went over the wire. */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(origin + path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('compression middleware over HTTP', () => {
  it('sends large JSON as brotli or gzip per Accept-Encoding, with Vary and the compressed length', async () => {
    const br = await raw('/big', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(BIG)
    expect(br.body.length).toBeLessThan(JSON.stringify(BIG).length / 4)

    const gz = await raw('/big', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(BIG)
  })

  it('leaves small answers, clients that take no encoding and binary types uncompressed', async () => {
    const small = await raw('/small', 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toBe('Accept-Encoding')
    expect(JSON.parse(small.body.toString())).toEqual({ iRet: 0 })

    const none = await raw('/big')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(none.body.toString())).toEqual(BIG)

    const image = await raw('/image', 'br')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.length).toBe(4096)
  })
})

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip')
    expect(acceptedEncoding('*')).toBe('br')
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(undefined)).toBeNull()
  })
})
