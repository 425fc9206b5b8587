import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { messages } from '../messages.js'

export interface SecurityHeadersOptions {
  /**
   * Origins (besides the app's own) allowed to embed the app in a frame (`TOUGU_FRAME_ANCESTORS`). The
   * native-host example needs none: it proxies the app through its own origin, so its iframe is same-origin.
   */
  frameAncestors?: readonly string[]
}

/**
 * The Content-Security-Policy of every answer (README "Security headers"). What the built app needs: its
 * own scripts only (no inline script; the native host's attach script is a same-origin file too), inline
 * styles (antd-mobile sets style attributes; index.html may carry an inline <style> shell), images from the
 * app, data: and blob: URLs and https: (images named by the data), fonts from the app or data:, API calls to
 * the app's origin only.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[] = []): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'", ...frameAncestors],
  }
}

/**
 * Scripts and stylesheets are never documents: headers that only a document (or a frame) acts on are dropped from
 * them. They were ~700 bytes on each of the first screen's files (decision wave2-speed-5); nosniff, the referrer
 * policy (a stylesheet's own fetches follow it) and Cross-Origin-Resource-Policy stay, as they apply to these too.
 */
const SCRIPT_TYPE = /^(?:text\/javascript|application\/javascript)\b/i
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css)\b/i
const NOT_FOR_SUBRESOURCES = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
  // Nor do they need CORS's list of readable headers: same-origin files, nothing reads their headers elsewhere.
  'access-control-expose-headers',
]

/**
 * Security headers on every answer (hono's secureHeaders): the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: SAMEORIGIN` when no other origin may
 * frame the app (with an allow-list, frame-ancestors alone decides: X-Frame-Options cannot list origins),
 * `Cross-Origin-Resource-Policy: same-site`, HSTS without includeSubDomains (the firm's other hosts are not
 * ours to pin; browsers ignore it over plain HTTP). Scripts and stylesheets carry only the ones that apply to them.
 *
 * @example app.use(securityHeaders({ frameAncestors: ['https://host.example.com'] }))
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const ancestors = options.frameAncestors ?? []
  const secure = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(ancestors),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: ancestors.length === 0 ? 'SAMEORIGIN' : false,
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity: 'max-age=15552000',
  })
  // A handler that set a stricter policy of its own (the seed's SVG pictures: `default-src 'none'`) keeps it:
  // the app's policy is the floor for pages, not a replacement for a tighter one.
  return async (c, next) => {
    let own: string | null = null
    await secure(c, async () => {
      await next()
      own = c.res.headers.get('content-security-policy')
    })
    if (own !== null) c.res.headers.set('content-security-policy', own)
    const type = c.res.headers.get('content-type') ?? ''
    if (SUBRESOURCE_TYPE.test(type)) for (const name of NOT_FOR_SUBRESOURCES) c.res.headers.delete(name)
    // A script's own imports are same-origin and the policy is the browsers' default anyway; a stylesheet's
    // fetches (fonts, pictures) follow its header, so stylesheets keep it.
    if (SCRIPT_TYPE.test(type)) c.res.headers.delete('referrer-policy')
  }
}

export interface CorsPolicyOptions {
  /** Origins allowed to call the API from another origin (`TOUGU_CORS_ORIGINS`); none by default. */
  origins?: readonly string[]
}

/**
 * The CORS policy: same-origin by default (no `Access-Control-Allow-Origin` for anyone), an explicit
 * allow-list otherwise. Preflights (`OPTIONS` with `Access-Control-Request-Method`) are answered: 204 with the
 * allowed methods and headers for a listed origin, 403 for any other origin. Bearer tokens, not cookies, so
 * no credentials mode.
 *
 * @example app.use(corsPolicy({ origins: ['https://m.example.com'] }))
 */
export function corsPolicy(options: CorsPolicyOptions = {}): MiddlewareHandler {
  const allowed = new Set(options.origins ?? [])
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  })
  return async (c, next) => {
    const origin = c.req.header('origin')
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined
    if (preflight && origin !== undefined && !allowed.has(origin)) return c.json({ iRet: 403, message: messages.corsRefused }, 403, { vary: 'Origin' })
    return handler(c, next)
  }
}
