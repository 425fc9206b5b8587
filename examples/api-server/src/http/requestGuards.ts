import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { RequestDropped } from '../db/requestScope.js'
import { messages } from '../messages.js'

/** Largest request body the server reads: 1 MiB (the biggest valid request is a few kB). */
export const MAX_BODY_BYTES = 1024 * 1024

/** `413 { iRet: 413, message }`; the connection is closed so the rest of the body is never read. */
export function payloadTooLarge(c: Context): Response {
  return c.json({ iRet: 413, message: messages.payloadTooLarge }, 413, { connection: 'close' })
}

/**
 * Refuses, before any handler reads a byte of it, a body whose declared `Content-Length` is over the limit
 * (413). Bodies sent without a length (chunked) are cut by `readBodyText` instead.
 *
 * @example app.use(bodyLimit())
 */
export function bodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared !== undefined && !(Number(declared) <= maxBytes)) return payloadTooLarge(c)
    await next()
  }
}

/**
 * A path that cannot be decoded (`%E0%A4%A`, a lone `%`) or that holds a NUL or another control character
 * names nothing: 400 before any route tries to decode it (staticApp's decodeURIComponent used to throw → 500).
 *
 * @example app.use(malformedPath())
 */
export function malformedPath(): MiddlewareHandler {
  return async (c, next) => {
    const raw = rawPath(c.req.url)
    let decoded: string
    try {
      decoded = decodeURIComponent(raw)
    } catch {
      return c.json({ iRet: 400, message: messages.malformedPath }, 400)
    }
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return c.json({ iRet: 400, message: messages.malformedPath }, 400)
    await next()
  }
}

/** The path of a request URL as sent (still percent-encoded), without parsing the whole URL. */
function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const end = url.slice(start).search(/[?#]/)
  return end < 0 ? url.slice(start) : url.slice(start, start + end)
}

/**
 * The request body as text, or null when it is longer than `maxBytes` (reading stops there; the caller
 * answers 413 and the connection closes). Under @hono/node-server the Node request is read directly: going
 * through `c.req.text()` would build a full web Request (stream, abort signal) per request, which is most of
 * the cost of a cached answer under load. Elsewhere (tests calling `app.request`) the web Request is used.
 *
 * @example
 * const text = await readBodyText(c)
 * if (text === null) return payloadTooLarge(c)
 */
export async function readBodyText(c: Context, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableEnded) {
    const text = await c.req.text()
    return Buffer.byteLength(text) > maxBytes ? null : text
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        // Stop reading without destroying the request (the 413 must still go out on this socket); the
        // server drains briefly or drops the rest after answering, and the 413 closes the connection.
        done()
        incoming.pause()
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks).toString('utf8'))
    }
    const onError = (error: Error & { code?: string }) => {
      done()
      // The client closed the connection before sending the whole body: its request is dropped, not a fault.
      reject(incoming.aborted || error.code === 'ECONNRESET' ? new RequestDropped('the client closed the connection') : error)
    }
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
  })
}
