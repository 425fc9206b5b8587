// Real-user speed (this project's extension of the contract): pages report their loading, the team reads the report.
import { RUM_METRICS, RUM_PLATFORMS, type RumSummaryRow } from '@tougu/core'
import { and, asc, gte, lt, sql, eq } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import type { Handlers } from '../handlerTypes.js'

/** How long measurements are kept. */
export const RUM_KEEP_DAYS = 30
const DAY_MS = 86_400_000

const isPlatform = (v: string): v is RumSummaryRow['platform'] => (RUM_PLATFORMS as readonly string[]).includes(v)
const isMetric = (v: string): v is RumSummaryRow['metric'] => (RUM_METRICS as readonly string[]).includes(v)

export const rumHandlers: Handlers['rum'] = {
  async report({ appVersion, platform, events }, { db, now }) {
    await db.insert(t.rumEvents).values(
      events.map((e) => ({
        receivedAt: now,
        appVersion,
        platform,
        route: e.route,
        metric: e.metric,
        // Errors count once, whatever a page claims.
        value: e.metric === 'error' ? 1 : e.value,
        source: e.source,
        errorKind: e.metric === 'error' ? (e.errorKind ?? 'script') : null,
      })),
    )
    // Bounded storage: what is older than the keeping period goes as new measurements come (indexed by time).
    await db.delete(t.rumEvents).where(lt(t.rumEvents.receivedAt, new Date(now.getTime() - RUM_KEEP_DAYS * DAY_MS)))
    return {}
  },
  async summary({ days, platform }, { db, now }) {
    const since = new Date(now.getTime() - days * DAY_MS)
    const median = sql<number | null>`percentile_cont(0.5) within group (order by ${t.rumEvents.value})`
    const p75 = sql<number | null>`percentile_cont(0.75) within group (order by ${t.rumEvents.value})`
    const rows = await db
      .select({
        platform: t.rumEvents.platform,
        route: t.rumEvents.route,
        metric: t.rumEvents.metric,
        count: sql<number>`count(*)::int`,
        median,
        p75,
      })
      .from(t.rumEvents)
      .where(and(gte(t.rumEvents.receivedAt, since), platform ? eq(t.rumEvents.platform, platform) : undefined))
      .groupBy(t.rumEvents.platform, t.rumEvents.route, t.rumEvents.metric)
      .orderBy(asc(t.rumEvents.platform), asc(t.rumEvents.route), asc(t.rumEvents.metric))
    const round = (v: number | null) => (v === null ? null : Math.round(Number(v) * 1000) / 1000)
    return {
      data: {
        since: since.toISOString(),
        rows: rows
          .filter((r) => isPlatform(r.platform) && isMetric(r.metric))
          .map((r) => ({
            platform: r.platform as RumSummaryRow['platform'],
            route: r.route,
            metric: r.metric as RumSummaryRow['metric'],
            count: Number(r.count),
            median: r.metric === 'error' ? null : round(r.median),
            p75: r.metric === 'error' ? null : round(r.p75),
          })),
      },
    }
  },
}
