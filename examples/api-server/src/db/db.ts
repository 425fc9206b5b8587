import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.js'

/**
 * Drizzle over either driver (PGlite or PostgreSQL); every query in the server is written against this type. In a module
 * of its own, so that what database.ts builds on (requestScope.ts, prepared.ts) names it without importing it back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
