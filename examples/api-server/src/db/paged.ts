import { sql } from 'drizzle-orm'

/** The selection's row count on every row of a page (`count(*) over ()`): the page and its total in one statement. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number)

/**
 * A page of rows and the total of the whole selection, from a query that selects `total: totalColumn()`: one
 * statement, bounded by the page (issue #34: lists read whole tables to slice them). A page past the end has no row
 * to carry the total, so the first row is asked for it.
 *
 * @example
 * const { rows, total } = await paged((limit, offset) => db.select({ a: t.advisers, total: totalColumn() }).from(t.advisers).limit(limit).offset(offset), offset, size)
 */
export async function paged<R extends { total: number }>(query: (limit: number, offset: number) => Promise<R[]>, offset: number, size: number): Promise<{ rows: R[]; total: number }> {
  const rows = await query(size, offset)
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 }
  const [first] = await query(1, 0)
  return { rows, total: first?.total ?? 0 }
}
