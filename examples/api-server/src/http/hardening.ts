import type { Hono } from 'hono'
import { bodyLimit, malformedPath } from './requestGuards.js'
import { requestId } from './requestId.js'
import { corsPolicy, securityHeaders } from './securityHeaders.js'

export interface HardeningOptions {
  /** `TOUGU_CORS_ORIGINS`: origins allowed to call the API cross-origin (none: same-origin only). */
  corsOrigins?: readonly string[]
  /** `TOUGU_FRAME_ANCESTORS`: other origins allowed to frame the app. */
  frameAncestors?: readonly string[]
}

/**
 * The trust-boundary middleware, in order: a request id on every answer, the security headers, the CORS
 * policy (answers preflights), 400 for undecodable paths, 413 for a declared body over 1 MiB. Mount it first.
 *
 * @example mountHardening(app, { corsOrigins: [], frameAncestors: [] })
 */
export function mountHardening(app: Hono, options: HardeningOptions = {}): void {
  app.use(requestId())
  app.use(securityHeaders({ frameAncestors: options.frameAncestors }))
  app.use(corsPolicy({ origins: options.corsOrigins }))
  app.use(malformedPath())
  app.use(bodyLimit())
}
