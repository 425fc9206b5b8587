import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { messages } from '../messages.js'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `requestId()`: names the request in the server log and in the `X-Request-Id` header. */
    requestId: string
  }
}

/** Response header carrying the request id on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * Gives every request a fresh id (a UUID made here: a client-sent id is not trusted, it could forge log
 * lines) and puts it on the answer as `X-Request-Id`. A 500 also carries it in its body as `requestId`,
 * and the server log line of the fault names it, so a support desk can find the log of what an investor saw.
 * Hashed build files (`Cache-Control: immutable`) go without it.
 *
 * @example app.use(requestId())
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID()
    c.set('requestId', id)
    await next()
    // A build file kept forever by the browser gains nothing from an id (the log still has it); the first screen
    // loads twenty of them.
    if (!/\bimmutable\b/.test(c.res.headers.get('cache-control') ?? '')) c.res.headers.set(REQUEST_ID_HEADER, id)
  }
}

/**
 * The answer to a real fault: `500 { iRet: 500, message: 系统繁忙，请稍后重试, requestId }`, no details.
 *
 * @example return systemBusy(c)
 */
export function systemBusy(c: Context): Response {
  return c.json({ iRet: 500, message: messages.systemBusy, requestId: c.get('requestId') }, 500)
}
