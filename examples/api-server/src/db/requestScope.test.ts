// A request's view of the database (requestScope.ts): the statements of the request, prepared ones included, run on
// the server's database until the request is dropped, and are refused after; a transaction is not begun. The server's
// database, and the statements prepared on it once, go on serving everyone else.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/testDatabase.js'
import type { Database, Db } from './database.js'
import { prepared } from './prepared.js'
import { isRequestDropped, rootOf } from './requestScope.js'
import * as t from './schema.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

let builds = 0
const userCount = (db: Db) =>
  prepared(db, 'test_user_count', (db, name) => {
    builds += 1
    return db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.users)
      .prepare(name)
  })
const refusal = (work: Promise<unknown>) => work.then(() => 'ran', (error: unknown) => (isRequestDropped(error) ? 'dropped' : error))

describe('a request view of the database', () => {
  it('runs the request statements on the server database until the request is dropped, then refuses every one', async () => {
    const request = new AbortController()
    const view = database.forRequest!(request.signal)
    expect(rootOf(view)).toBe(database.db)
    expect(await userCount(view).execute()).toEqual([{ n: 0 }])
    expect(await view.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.users)).toEqual([{ n: 0 }])
    expect(await view.transaction(async (tx) => (await tx.select({ id: t.users.id }).from(t.users)).length)).toBe(0)

    request.abort('the client closed the connection')
    let began = false
    expect(await refusal(userCount(view).execute())).toBe('dropped')
    expect(await refusal(view.execute(sql`select 1`))).toBe('dropped')
    expect(await refusal(view.transaction(() => Promise.resolve((began = true))))).toBe('dropped')
    expect(began).toBe(false)

    // Everyone else's statements, and the one prepared statement built for the database, are untouched.
    expect(await userCount(database.db).execute()).toEqual([{ n: 0 }])
    expect(builds).toBe(1)
  })
})
