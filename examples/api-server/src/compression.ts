import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

export type Encoding = 'br' | 'gzip'

/**
 * The best encoding the client takes, brotli before gzip, from an `Accept-Encoding` header (q=0 refuses).
 * @example acceptedEncoding('gzip, deflate, br') // 'br'
 * @example acceptedEncoding('br;q=0, gzip') // 'gzip'
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) : 1)
  }
  const takes = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return null
}

const COMPRESSIBLE_TYPE = /^(application\/json|text\/|application\/javascript|image\/svg\+xml)/i

export interface CompressionOptions {
  /** Bodies smaller than this go as they are (default 1024 bytes: below it the saving is lost in headers). */
  threshold?: number
}

/**
 * Compresses text responses made at request time (API JSON, index.html) with brotli or gzip per the client's
 * `Accept-Encoding`, and marks them `Vary: Accept-Encoding`. Responses that already carry a `Content-Encoding`
 * (the build's precompressed assets) pass through. Node's zlib rather than hono/compress: it offers brotli, and
 * knowing the size first lets small bodies go uncompressed (hono's threshold only sees a Content-Length, which
 * JSON responses lack). Brotli at quality 5: close to its best ratio on JSON at a fraction of quality 11's time.
 */
export function compression({ threshold = 1024 }: CompressionOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (!res.body || c.req.method === 'HEAD' || res.headers.has('content-encoding') || !COMPRESSIBLE_TYPE.test(type)) return
    if (type.startsWith('text/event-stream')) return
    const vary = res.headers.get('vary')
    if (!vary) res.headers.set('vary', 'Accept-Encoding')
    else if (!/accept-encoding/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`)
    const encoding = acceptedEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    let out: Uint8Array<ArrayBuffer> = body
    if (body.length >= threshold) {
      out =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipSync(body, { level: 6 })
      headers.set('content-encoding', encoding)
    }
    headers.set('content-length', String(out.length))
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers })
  }
}
