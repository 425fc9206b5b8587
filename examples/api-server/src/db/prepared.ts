import type { Db } from './db.js'
import { onView, rootOf } from './requestScope.js'

// Built statements by database, then by name. A WeakMap: a database (or transaction) that goes takes its own along.
const built = new WeakMap<Db, Map<string, unknown>>()

/**
 * A statement built once per database and reused: drizzle's query builder costs more than the query itself on the
 * hot paths of signed-in requests, and on PostgreSQL a named statement is parsed and planned once per connection
 * (issue #34). `build` gets the name to pass to `.prepare()`; values come in through `sql.placeholder`.
 *
 * @example
 * const byId = prepared(db, 'user_by_id', (db, name) =>
 *   db.select().from(t.users).where(eq(t.users.id, sql.placeholder('id'))).prepare(name))
 * const [user] = await byId.execute({ id: 'C1001' })
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  // Built on the server's database once; a request's view (requestScope.ts) runs it on its own client.
  const root = rootOf(db)
  let byName = built.get(root)
  if (!byName) {
    byName = new Map()
    built.set(root, byName)
  }
  if (!byName.has(name)) byName.set(name, build(root, name))
  return onView(byName.get(name) as T, db)
}
