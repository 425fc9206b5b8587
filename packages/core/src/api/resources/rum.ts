import * as z from 'zod/mini'
import { TextSchema } from '../envelope.js'
import { lazySchema } from '../../model/lazySchema.js'
import { ReleaseVersionSchema } from './release.js'

// Real-user speed (RUM): what a page reports about its own loading, and the report the team reads.

/** Where the page runs, as the bridge's detectPlatform names it. */
export const RUM_PLATFORMS = ['pc', 'android-app', 'ios-app', 'wechat', 'wxwork', 'mobile-browser'] as const
/** The measurements: Core Web Vitals (LCP, INP in ms; CLS unitless), FCP and TTFB in ms, and load errors (value 1). */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'error'] as const
/** What failed: a script or stylesheet file, a lazy module (a screen's chunk), an uncaught error, an unhandled rejection. */
export const RUM_ERROR_KINDS = ['resource', 'chunk', 'script', 'promise'] as const
/** Where the page's code came from: the network, the service worker's cache, the native app's offline package. */
export const RUM_SOURCES = ['network', 'cache', 'package'] as const

/**
 * A route as the router names it (`/tips/detail`): path only, no query, no ids, so no personal data rides along.
 * Paths no route claims are reported as `/404`.
 */
export const RumRouteSchema = lazySchema(() => TextSchema(64, { min: 1 }).check(z.regex(/^\/[A-Za-z0-9/_-]*$/, 'expected a route path such as /tips/detail')))

/** One measurement of one page view. */
export const RumEventSchema = lazySchema(() =>
  z.object({
    metric: z.enum(RUM_METRICS),
    /** ms for LCP, INP, FCP, TTFB (at most 10 minutes); CLS as reported (at most 100); 1 for an error. */
    value: z.number().check(z.minimum(0), z.maximum(600_000)),
    route: RumRouteSchema,
    source: z.enum(RUM_SOURCES),
    errorKind: z.optional(z.enum(RUM_ERROR_KINDS)),
  }),
)

/** Most events one batch may carry. */
export const RUM_BATCH_MAX = 50

/** A batch of measurements from one page: no user, no token, no address, no device beyond the platform. */
export const RumBatchSchema = lazySchema(() =>
  z.object({
    appVersion: ReleaseVersionSchema,
    platform: z.enum(RUM_PLATFORMS),
    events: z.array(RumEventSchema).check(z.minLength(1), z.maxLength(RUM_BATCH_MAX)),
  }),
)

/** One line of the report: a metric on a platform and route, over the period. */
export const RumSummaryRowSchema = lazySchema(() =>
  z.object({
    platform: z.enum(RUM_PLATFORMS),
    route: z.string(),
    metric: z.enum(RUM_METRICS),
    count: z.number().check(z.int(), z.minimum(0)),
    /** Median and 75th percentile of the values; null for errors (counted only). */
    median: z.nullable(z.number()),
    p75: z.nullable(z.number()),
  }),
)

export type RumEvent = z.output<typeof RumEventSchema>
export type RumBatch = z.output<typeof RumBatchSchema>
export type RumSummaryRow = z.output<typeof RumSummaryRowSchema>
export type RumPlatform = (typeof RUM_PLATFORMS)[number]
export type RumMetric = (typeof RUM_METRICS)[number]
