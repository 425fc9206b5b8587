import { API_CODES, apiEndpoints, type ApiEndpoint } from '@tougu/core'
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod'
import type { AuthService } from '../auth/authService.js'
import type { WechatSecrets } from '../config/serverConfig.js'
import type { Db } from '../db/database.js'
import { isRequestDropped } from '../db/requestScope.js'
import { createMediaSigner, type MediaSigner } from '../media/mediaSigning.js'
import { payloadTooLarge, readBodyText } from '../http/requestGuards.js'
import { systemBusy } from '../http/requestId.js'
import { messages } from '../messages.js'
import { BusinessError } from './businessError.js'
import type { Handler, HandlerContext, Handlers } from './handlerTypes.js'

export interface ApiRouterOptions {
  db: Db
  auth: AuthService
  handlers: Handlers
  now: () => Date
  /** Where unexpected errors go (never to the client, which gets the request id to quote). */
  logError?: (error: unknown, endpoint: string, requestId?: string) => void
  /** Demo mode mounts the `demo` area (/api/demo/pay); off, those paths answer 404. Default true. */
  demo?: boolean
  /** WeChat credentials the handlers sign with. */
  wechat: WechatSecrets
  /** Signs paid media addresses for holders (default: a signer with a random key). */
  media?: MediaSigner
  /** How long answers of the public list endpoints are reused (ms); 0 turns the cache off. Default 1000. */
  publicCacheMs?: number
  /** How long a request may take before it is answered 503 服务请求超时！ (ms). Default `REQUEST_TIME_LIMIT_MS`. */
  timeLimitMs?: number
  /**
   * A request's view of `db` whose statements are refused once the signal aborts (`Database.forRequest`): the
   * handlers' `ctx.db`, so a request nobody will read the answer of spends no more of the database. Without it they
   * get `db`.
   */
  forRequest?: (signal: AbortSignal) => Db
}

/**
 * The longest a request of the API takes (issue #34): past it the answer is `503 { iRet: -9998, message: 服务请求超时！,
 * requestId }` (the spec's service-timeout code). Under the app's own 10 s timeout, so the investor reads the server's
 * answer rather than a network timeout. The statements the work has not yet sent are then dropped (requestScope.ts); a
 * statement already running finishes (on PostgreSQL `statement_timeout` ends it) and a transaction begun commits or
 * rolls back whole: a write may or may not have landed, which idempotency keys and conditional transitions make safe to
 * retry. JavaScript cannot interrupt a synchronous loop, so this bounds only what is awaited; every loop over data in
 * the handlers is bounded instead (README "Limits").
 */
export const REQUEST_TIME_LIMIT_MS = 8_000

/**
 * Public lists whose answer is the same for every caller and changes only with the (seeded) content or
 * the clock: a short-lived cache keeps them fast under load (scripts/bench/api-load.mjs).
 */
export const CACHED_ENDPOINTS = new Set([
  'home.getTgIndexBanners',
  'advisers.list',
  'live.list',
  'live.history',
  'opinions.list',
  'opinions.hot48',
  'opinions.packages',
  'tips.list',
  'tips.activityList',
  'commission.list',
  'quiz.index',
  'quiz.adviserList',
  'quiz.list',
])

/** Most keys the public list cache holds before it starts over. */
export const CACHE_MAX_KEYS = 500

type Issue = { path: (string | number)[]; message: string }
const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message }))

/**
 * Registers every endpoint of the contract (`apiEndpoints` from @tougu/core) on the app. For each
 * request: auth per `userScoped`, the request validated with the contract's schema (400 with the
 * issues when malformed), the handler, and its answer validated with the response schema before it
 * leaves. Business errors are HTTP 200 with `iRet` ≠ 0; nothing else ever shows a stack trace.
 *
 * @example
 * mountApi(app, { db, auth, handlers, now: () => new Date() })
 */
export function mountApi(app: Hono, options: ApiRouterOptions): void {
  const { db, auth, handlers, now, wechat } = options
  const media = options.media ?? createMediaSigner()
  const logError = options.logError ?? ((error, id, requestId) => console.error(`[api] ${id} failed${requestId ? ` (request ${requestId})` : ''}:`, error))
  const demo = options.demo ?? true
  const lookup = handlers as unknown as Record<string, Record<string, Handler<ApiEndpoint>>>
  const cacheMs = options.publicCacheMs ?? 1000
  const timeLimitMs = options.timeLimitMs ?? REQUEST_TIME_LIMIT_MS
  // Public list answers by request (exact body text, and validated request): see `cachedAnswer`.
  const cache = new Map<string, CacheEntry>()

  for (const endpoint of apiEndpoints) {
    // The demo payment provider lets an investor mark their own orders paid: demo mode only.
    if (endpoint.area === 'demo' && !demo) continue
    const handler = lookup[endpoint.area]?.[endpoint.name]
    if (!handler) throw new Error(`no handler for ${endpoint.id}`)
    // Answered from the shared cache without the caller: the same for everyone (and only then storable).
    const publicAnswer = cacheMs > 0 && CACHED_ENDPOINTS.has(endpoint.id)
    app.on(endpoint.method, endpoint.path, async (c) => {
      // Aborted once nobody will read the answer: the database then refuses what the work has not yet sent.
      const dropping = new AbortController()
      const clientGone = watchClient(c, dropping)
      const limit = timeLimit(timeLimitMs)
      let res: Response
      try {
        const work = handle(c, endpoint, handler, (!publicAnswer && options.forRequest?.(dropping.signal)) || db)
        // A refusal of dropped work that overtakes the client's close (its body could not be read) is the same end.
        const answer = await Promise.race([work, limit.reached, clientGone.closed]).catch((error: unknown): typeof CLIENT_GONE => {
          if (isRequestDropped(error)) return CLIENT_GONE
          throw error
        })
        if (answer === TIMED_OUT || answer === CLIENT_GONE) {
          dropping.abort(answer === TIMED_OUT ? TIMED_OUT_REASON : CLIENT_GONE_REASON)
          // One line, not a stack: under load many requests end so, and where they waited is not in the stack.
          if (answer === TIMED_OUT) logError(`no answer within ${timeLimitMs} ms: answered 503, its work not yet sent dropped`, endpoint.id, c.get('requestId'))
          else logError('the client closed the connection before the answer: its work not yet sent dropped', endpoint.id, c.get('requestId'))
          // What was already running may finish (a transaction begun commits or rolls back); the refusals of what was
          // dropped are not failures, anything else it still ends in is logged, never left unhandled.
          work.catch((error: unknown) => {
            if (!isRequestDropped(error)) logError(error, endpoint.id, c.get('requestId'))
          })
          res = answer === TIMED_OUT ? c.json({ iRet: API_CODES.SERVICE_TIMEOUT, message: messages.requestTimedOut, requestId: c.get('requestId') }, 503) : c.body(null, CLIENT_CLOSED)
        } else {
          res = answer
        }
      } catch (error) {
        logError(error, endpoint.id, c.get('requestId'))
        res = systemBusy(c)
      } finally {
        limit.stop()
        clientGone.stop()
      }
      if (!publicAnswer) markPrivate(res)
      return res
    })
  }

  /** `requestDb`: the request's view of the database; a public list's answer, shared by every caller, uses the server's. */
  async function handle(c: Context, endpoint: ApiEndpoint, handler: Handler<ApiEndpoint>, requestDb: Db): Promise<Response> {
    const at = now()
    const cacheable = cacheMs > 0 && CACHED_ENDPOINTS.has(endpoint.id)
    const check = cacheable ? ({ ok: false, reason: 'missing' } as const) : await auth.check(c.req.header('authorization'), at)
    if (endpoint.userScoped && !check.ok) {
      const message = check.reason === 'missing' ? messages.loginRequired : check.reason === 'expired' ? messages.tokenExpired : messages.tokenInvalid
      return c.json({ iRet: 401, message }, 401)
    }

    let input: unknown
    let rawKey: string | undefined
    if (endpoint.method === 'GET') {
      input = c.req.query()
    } else {
      const text = await readBodyText(c)
      if (text === null) return payloadTooLarge(c)
      if (cacheable) {
        // The same body as an earlier valid request: its answer without parsing or validating again.
        rawKey = `${endpoint.id} raw ${text}`
        const hit = cache.get(rawKey)
        if (hit) return send(c, await cachedAnswer(rawKey, hit, at.getTime(), () => answerOf(endpoint, handler, hit.request, { db, auth, now: at, user: null, token: null, wechat, media })))
      }
      try {
        input = text.trim() === '' ? {} : JSON.parse(text)
      } catch {
        return c.json({ iRet: 400, message: messages.invalidJson, issues: [] }, 400)
      }
    }
    const parsed = z.safeParse(endpoint.request, input)
    if (!parsed.success) {
      return c.json({ iRet: 400, message: messages.invalidRequest, issues: issuesOf(parsed.error) }, 400)
    }

    const ctx: HandlerContext = {
      db: requestDb,
      auth,
      now: at,
      user: check.ok ? check.user : null,
      token: check.ok ? check.token : null,
      wechat,
      media,
      requestId: c.get('requestId'),
    }
    if (!cacheable) return send(c, await answerOf(endpoint, handler, parsed.data, ctx))
    const compute = () => answerOf(endpoint, handler, parsed.data, ctx)
    const key = `${endpoint.id} ${JSON.stringify(parsed.data)}`
    // Bounded whatever the callers send: every insert (request keys and body-text shortcuts) counts.
    if (cache.size > CACHE_MAX_KEYS) cache.clear()
    let entry = cache.get(key)
    if (!entry) {
      entry = { request: parsed.data, until: 0, current: null, pending: null }
      cache.set(key, entry)
    }
    // Later requests with this exact body text skip parsing and validation (same entry, same answer).
    if (rawKey !== undefined && rawKey.length < 2048) cache.set(rawKey, entry)
    return send(c, await cachedAnswer(key, entry, at.getTime(), compute))
  }

  /**
   * Stale-while-revalidate: a fresh answer is served as is; an expired one is still served while one
   * background computation replaces it, so a refresh never makes the callers of that moment wait for the
   * database (PGlite runs queries on the server's own thread). Only the very first request of a key waits,
   * and its concurrent twins share its computation. Failures are never kept.
   */
  async function cachedAnswer(key: string, entry: CacheEntry, nowMs: number, compute: () => Promise<Answer>): Promise<Answer> {
    const fresh = entry.current !== null && nowMs < entry.until && entry.until - nowMs <= cacheMs
    if (fresh && entry.current) return entry.current
    entry.pending ??= compute()
      .then((answer) => {
        if (!answer.failure) {
          entry.current = answer
          entry.until = now().getTime() + cacheMs
        }
        return answer
      })
      .finally(() => {
        entry.pending = null
      })
    if (entry.current) {
      // Errors of a background refresh are logged by answerOf's caller path; the stale answer stands.
      entry.pending.catch((error: unknown) => logError(error, key))
      return entry.current
    }
    return entry.pending
  }

  /** Runs the handler and validates its answer; the JSON text is what goes on the wire (and into the cache). */
  async function answerOf(endpoint: ApiEndpoint, handler: Handler<ApiEndpoint>, request: unknown, ctx: HandlerContext): Promise<Answer> {
    let body: Record<string, unknown>
    try {
      body = { iRet: 0, message: '', ...(await handler(request, ctx)) }
    } catch (error) {
      if (error instanceof BusinessError) return { status: 200, failure: true, json: JSON.stringify({ iRet: error.code, message: error.message }) }
      throw error
    }
    const valid = z.safeParse(endpoint.response, body)
    if (!valid.success) {
      // The server broke its own contract: log the details, tell the client nothing internal.
      logError(new Error(`response does not match the contract: ${JSON.stringify(issuesOf(valid.error))}`), endpoint.id, ctx.requestId)
      return { status: 500, failure: true, json: JSON.stringify({ iRet: 500, message: messages.systemBusy }) }
    }
    return { status: 200, failure: false, json: JSON.stringify(body) }
  }
}

/**
 * Every answer but the public cached lists may depend on who asks (a token in the body, personal data, paid content
 * for a holder, a 401): no browser, proxy or CDN may keep it (issue #34). `Pragma` for HTTP/1.0 caches; `Vary:
 * Authorization` for a cache that ignores no-store and would otherwise hand one investor's answer to the next.
 */
function markPrivate(res: Response): void {
  res.headers.set('cache-control', 'no-store')
  res.headers.set('pragma', 'no-cache')
  const vary = res.headers.get('vary')
  if (!vary) res.headers.set('vary', 'Authorization')
  else if (!/\bauthorization\b/i.test(vary)) res.headers.set('vary', `${vary}, Authorization`)
}

const TIMED_OUT = Symbol('timed out')
const CLIENT_GONE = Symbol('client gone')
const TIMED_OUT_REASON = 'answered 503 at the time limit'
const CLIENT_GONE_REASON = 'the client closed the connection'
/** nginx's status for a request whose client closed the connection first; it reaches nobody, but the log shows it. */
const CLIENT_CLOSED = 499 as ContentfulStatusCode

/** `reached` resolves to TIMED_OUT once `ms` have passed, unless stopped first. */
function timeLimit(ms: number): { reached: Promise<typeof TIMED_OUT>; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const reached = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT)
  })
  return { reached, stop: () => clearTimeout(timer) }
}

/**
 * Aborts `dropping` and resolves `closed` when the request's client goes away before its answer is written: the
 * connection under @hono/node-server closes unfinished (read from Node's response, not `c.req.raw.signal`, which would
 * build a full web Request per request), or, for a request made in process (`app.request`, the first screens' render),
 * its own signal aborts. A client that reads its answer in full is not gone.
 */
function watchClient(c: Context, dropping: AbortController): { closed: Promise<typeof CLIENT_GONE>; stop: () => void } {
  let gone: () => void = () => undefined
  const closed = new Promise<typeof CLIENT_GONE>((resolve) => {
    gone = () => {
      dropping.abort(CLIENT_GONE_REASON)
      resolve(CLIENT_GONE)
    }
  })
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing
  if (outgoing && typeof outgoing.once === 'function') {
    if (outgoing.destroyed && !outgoing.writableFinished) gone()
    const onClose = () => {
      if (!outgoing.writableFinished) gone()
    }
    outgoing.once('close', onClose)
    return { closed, stop: () => outgoing.off('close', onClose) }
  }
  const signal = c.req.raw.signal as AbortSignal | undefined
  if (!signal) return { closed, stop: () => undefined }
  if (signal.aborted) gone()
  signal.addEventListener('abort', gone, { once: true })
  return { closed, stop: () => signal.removeEventListener('abort', gone) }
}

/** What the cache keeps for one request: the validated request, the last good answer, a refresh under way. */
interface CacheEntry {
  request: unknown
  /** Epoch ms until which `current` is fresh. */
  until: number
  current: Answer | null
  pending: Promise<Answer> | null
}

const send = (c: Context, { status, json }: Answer): Response =>
  status === 500 ? systemBusy(c) : c.body(json, status as 200, { 'content-type': 'application/json; charset=UTF-8' })

interface Answer {
  status: number
  /** A business error or a broken contract: not reused by the cache. */
  failure: boolean
  json: string
}
