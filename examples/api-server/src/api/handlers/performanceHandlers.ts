// Track records (this project's extension of the contract): read as the seed (or a broker's batch job) stored them.
import { and, asc, eq, inArray } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { BUSINESS_CODES, fail } from '../businessError.js'
import type { Handlers } from '../handlerTypes.js'

export const performanceHandlers: Handlers['performance'] = {
  async trackRecord({ subject, id }, { db }) {
    // An unknown subject is a refusal the page can show, not an empty chart that looks like a bad record.
    const [known] =
      subject === 'adviser'
        ? await db.select({ id: t.advisers.id }).from(t.advisers).where(eq(t.advisers.id, id))
        : await db
            .select({ id: t.products.id })
            .from(t.products)
            .where(and(eq(t.products.id, id), inArray(t.products.kind, ['tips', 'commission'])))
    if (!known) throw fail(BUSINESS_CODES.notFound, subject === 'adviser' ? messages.adviserNotFound : messages.contentNotFound)
    const rows = await db
      .select()
      .from(t.trackRecords)
      .where(and(eq(t.trackRecords.subject, subject), eq(t.trackRecords.subjectId, id)))
      .orderBy(asc(t.trackRecords.month))
    return { data: { subject, id, points: rows.map((r) => ({ month: r.month, winRate: r.winRate, cumulativeReturn: r.cumulativeReturn })) } }
  },
}
