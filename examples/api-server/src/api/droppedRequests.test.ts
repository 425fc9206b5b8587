/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies in tests are checked by the assertions */
// A request nobody will read the answer of spends nothing more of the database (issue #34, decision wave3-server-7):
// when its client closes the connection, or it is answered 503 at its time limit, the statements it has not yet sent
// are dropped (no pool connection on PostgreSQL, no turn on PGlite), what was already running finishes, a transaction
// begun commits or rolls back whole, and the server logs one line for it. The database is held (an advisory lock the
// requests' first statement waits for on PostgreSQL, an open transaction on PGlite) so that the requests are waiting
// for it when their clients go; what the database ran is counted in a table the probe's statements write.
import net from 'node:net'
import { eq, sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POOL_CONNECTIONS } from '../db/database.js'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { handlers } from './handlers/handlers.js'
import type { Handlers } from './handlerTypes.js'

const onPostgres = Boolean(process.env.DATABASE_URL)
/** The requests' statements the database is running when the clients go: one per pool connection, or PGlite's one. */
const RUNNING = onPostgres ? POOL_CONNECTIONS : 1
const LOCK = 4242
const GONE = /^the client closed the connection before the answer/
const TIMED_OUT = /^no answer within \d+ ms: answered 503/

/** The probe (the coupon list, signed in as in the bench): a statement that waits while the database is held, one after it. */
const probe = { entered: 0, settled: 0 }
const payCalls = { entered: 0, settled: 0 }
const gate = onPostgres ? sql`insert into probe_runs (kind) select 'gate' from pg_advisory_xact_lock_shared(${LOCK})` : sql`insert into probe_runs (kind) values ('gate')`
const probing: Handlers = {
  ...handlers,
  coupons: {
    ...handlers.coupons,
    list: async (req, ctx) => {
      probe.entered += 1
      try {
        await ctx.db.execute(gate)
        await ctx.db.execute(sql`insert into probe_runs (kind) values ('after')`)
        return await handlers.coupons.list(req, ctx)
      } finally {
        probe.settled += 1
      }
    },
  },
  demo: {
    ...handlers.demo,
    pay: async (req, ctx) => {
      payCalls.entered += 1
      try {
        return await handlers.demo.pay(req, ctx)
      } finally {
        payCalls.settled += 1
      }
    },
  },
}

let server: TestServer
let token: string
beforeAll(async () => {
  // A session cache longer than the file: no request waits for a session lookup while the database is held.
  server = await startTestServer({ handlers: probing, sessionCacheMs: 10 * 60_000 })
  await server.database.db.execute(sql`create table probe_runs (kind text not null)`)
  token = await server.login()
  await warmSession(server, token)
})
afterAll(() => server.close())
afterEach(async () => {
  // A test that failed half-way lets the database go too, so the next one does not wait behind it.
  for (const release of holds.splice(0)) await release()
  await server.database.db.execute(sql`delete from probe_runs`)
  server.errors.length = 0
  probe.entered = probe.settled = payCalls.entered = payCalls.settled = 0
})

/** One signed-in request, so the session is in the server's cache: no request waits for its lookup while the database is held. */
async function warmSession(s: TestServer, signedIn: string): Promise<void> {
  expect((await s.post('/api/queryUserOrder', { offset: 0, size: 5 }, signedIn)).body.iRet).toBe(0)
}

/** Polls `done` (every 10 ms, at most `ms`); the assertions after it say what was not reached. */
async function until(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await done()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10))
}

/** The rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL, s = server): Promise<T[]> {
  const result: unknown = await s.database.db.execute(query)
  return (result as { rows: T[] }).rows
}

/** What the probes' statements the database ran: gates and statements after them. */
async function runs(s = server): Promise<{ gate: number; after: number }> {
  const rows = await rowsOf<{ kind: string; n: number }>(sql`select kind, count(*)::int as n from probe_runs group by kind`, s)
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0
  return { gate: of('gate'), after: of('after') }
}

/** Releases of the holds still in place (each runs once). */
const holds: (() => Promise<void>)[] = []
function once(release: () => Promise<void>): () => Promise<void> {
  let released: Promise<void> | undefined
  const run = () => (released ??= release())
  holds.push(run)
  return run
}

/** A PostgreSQL connection of the test's own to the server's database, outside the server's pool. */
async function ownConnection(s: TestServer): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: (s.database as { url?: string }).url })
  await client.connect()
  return client
}

/**
 * Holds the database: on PostgreSQL a session advisory lock the probe's gate waits for (a connection of the pool each),
 * on PGlite an open transaction every other statement waits behind. Resolves the release.
 */
async function holdDatabase(s = server): Promise<() => Promise<void>> {
  if (onPostgres) {
    const client = await ownConnection(s)
    await client.query('select pg_advisory_lock($1)', [LOCK])
    return once(async () => {
      await client.query('select pg_advisory_unlock($1)', [LOCK])
      await client.end()
    })
  }
  return holdInTransaction(() => Promise.resolve(), s)
}

/**
 * Opens every connection of the pool (PostgreSQL) before a test holds the database. The tests count the statements that
 * were running on each connection when the clients went (or their time limit came), and a connection the pool opens only
 * while the requests wait can come after that on a loaded machine. An open connection stays for the pool's idle time,
 * ten seconds. Nothing to open on PGlite.
 */
async function openPool(s = server): Promise<void> {
  if (onPostgres) await Promise.all(Array.from({ length: POOL_CONNECTIONS }, () => s.database.db.execute(sql`select pg_sleep(0.05)`)))
}

/** How many statements wait at the gate on PostgreSQL (the advisory lock the hold keeps), polled until `n` do (5 s at most). */
async function untilAtGate(n: number, s = server): Promise<number> {
  const client = await ownConnection(s)
  try {
    let waiting = 0
    await until(async () => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [LOCK],
      )
      waiting = rows[0]?.n ?? 0
      return waiting === n
    })
    return waiting
  } finally {
    await client.end()
  }
}

/** An open transaction of the test's own (`first` runs in it), until the release. */
async function holdInTransaction(first: (tx: TestServer['database']['db']) => Promise<unknown>, s = server): Promise<() => Promise<void>> {
  let release: () => void = () => undefined
  let begun: () => void = () => undefined
  const open = new Promise<void>((resolve) => (begun = resolve))
  const done = s.database.db.transaction(async (tx) => {
    await first(tx)
    begun()
    await new Promise<void>((resolve) => (release = resolve))
  })
  await open
  return once(async () => {
    release()
    await done
  })
}

/** Sends a whole POST on a connection of its own and leaves it open (the answer is never read); `cut` sends less body. */
function send(path: string, body: unknown, options: { cut?: number } = {}): net.Socket {
  const { hostname, port } = new URL(server.url)
  const text = JSON.stringify(body)
  const socket = net.connect(Number(port), hostname)
  socket.on('error', () => undefined)
  const head = `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nAuthorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n`
  socket.write(head + (options.cut === undefined ? text : text.slice(0, options.cut)))
  return socket
}

const couponList = { status: 'usable', offset: 0, size: 5 }
const logged = (pattern: RegExp) => server.errors.filter((e) => typeof e === 'string' && pattern.test(e)).length

describe('requests whose clients close their connections while they wait for the database', () => {
  it('200 abandoned requests: none of their waiting statements runs, and the next request is answered before any would', async () => {
    const N = 200
    await openPool()
    const release = await holdDatabase()
    const sockets = Array.from({ length: N }, () => send('/api/coupon/list', couponList))
    await until(() => probe.entered === N)
    expect(probe.entered).toBe(N)
    // Each connection of the pool has a request's statement running (waiting at the gate) before the clients go.
    if (onPostgres) expect(await untilAtGate(RUNNING)).toBe(RUNNING)
    for (const socket of sockets) socket.destroy()
    // The server sees every close before the database is let go.
    await until(() => logged(GONE) === N)
    await release()
    const next = await server.post('/api/queryUserOrder', { offset: 0, size: 5 }, token)
    expect(next.body.iRet).toBe(0)
    // When the next request is answered, the database ran nothing beyond the statements that were already running. Those
    // may still be committing: the next request's statement took the connection the first of them let go.
    const early = await runs()
    expect(early.after).toBe(0)
    expect(early.gate).toBeLessThanOrEqual(RUNNING)
    await until(() => probe.settled === N)
    expect(probe.settled).toBe(N)
    expect(await runs()).toEqual({ gate: RUNNING, after: 0 })
    // One line each, no stack: a client going away is not a fault.
    expect(server.errors).toEqual(Array.from({ length: N }, () => expect.stringMatching(GONE)))
  })

  it('a client that goes before its body is read: one line, no handler, no statement, the next request answered', async () => {
    const socket = send('/api/coupon/list', couponList, { cut: 5 })
    // Answered after the cut request's headers arrived: the server is reading its body.
    expect((await server.post('/api/queryUserOrder', { offset: 0, size: 5 }, token)).body.iRet).toBe(0)
    socket.destroy()
    await until(() => server.errors.length > 0)
    expect(server.errors).toEqual([expect.stringMatching(GONE)])
    expect(probe.entered).toBe(0)
    expect(await runs()).toEqual({ gate: 0, after: 0 })
    expect((await server.post('/api/coupon/list', couponList, token)).body.iRet).toBe(0)
  })
})

describe('money moves whose clients go mid-way stay whole', () => {
  const order = async (id: string) => (await server.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!

  it('a payment dropped while it waits for the database changes nothing; paying again pays once', async () => {
    // Every connection of the pool busy (PostgreSQL), or PGlite held: the payment's statements wait.
    const release = await holdDatabase()
    const busy = onPostgres ? Array.from({ length: POOL_CONNECTIONS }, () => server.post('/api/coupon/list', couponList, token)) : []
    await until(() => probe.entered === busy.length)
    const socket = send('/api/demo/pay', { orderId: 'OD100003', payType: 1 })
    await until(() => payCalls.entered === 1)
    socket.destroy()
    await until(() => logged(GONE) === 1)
    await release()
    await Promise.all(busy)
    await until(() => payCalls.settled === 1)
    expect(await order('OD100003')).toMatchObject({ status: 80, payStatus: 'unpaid', paidAt: null })
    expect((await server.post('/api/demo/pay', { orderId: 'OD100003', payType: 1 }, token)).body.data).toEqual({ orderId: 'OD100003', payStatus: 'paid' })
    const paid = await order('OD100003')
    expect(paid).toMatchObject({ status: 220, payStatus: 'paid' })
    expect((await server.post('/api/demo/pay', { orderId: 'OD100003', payType: 1 }, token)).body.data).toEqual({ orderId: 'OD100003', payStatus: 'paid' })
    expect((await order('OD100003')).paidAt).toEqual(paid.paidAt)
    expect(server.errors).toEqual([expect.stringMatching(GONE)])
  })

  it('a payment whose write was running when its client went is paid once, and says so on a retry', async () => {
    const contract = await server.post('/api/createContract', { productId: 'PKG8', periodId: 14 }, token)
    expect(contract.body.iRet, JSON.stringify(contract.body)).toBe(0)
    const placed = await server.post('/api/createOrder', { contractId: contract.body.data.contractId, payType: 1, clientKey: 'dropped-pay-0001' }, token)
    const orderId = placed.body.data.orderId as string
    // The order's row locked by the test: the payment's conditional update waits inside the database.
    const release = await holdInTransaction((tx) => tx.execute(sql`select id from orders where id = ${orderId} for update`))
    const socket = send('/api/demo/pay', { orderId, payType: 1 })
    if (onPostgres) {
      await until(async () => {
        const [waiting] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update "orders"%'`)
        return waiting!.n === 1
      })
    } else {
      await until(() => payCalls.entered === 1)
    }
    socket.destroy()
    await until(() => logged(GONE) === 1)
    await release()
    await until(() => payCalls.settled === 1)
    // PostgreSQL ran the update it had begun; PGlite had not begun it. Either way the order is whole, and a retry pays
    // it at most once.
    const after = await order(orderId)
    expect(after.payStatus).toBe(onPostgres ? 'paid' : 'unpaid')
    expect((await server.post('/api/demo/pay', { orderId, payType: 1 }, token)).body.data).toEqual({ orderId, payStatus: 'paid' })
    const paid = await order(orderId)
    if (onPostgres) expect(paid.paidAt).toEqual(after.paidAt)
    expect(paid).toMatchObject({ status: 220, payStatus: 'paid' })
    expect(server.errors).toEqual([expect.stringMatching(GONE)])
  })

  it.runIf(onPostgres)('an order whose transaction had begun when its client went is committed whole; the same clientKey answers it', async () => {
    const contract = await server.post('/api/createContract', { productId: 'PKG7', periodId: 14 }, token)
    expect(contract.body.iRet, JSON.stringify(contract.body)).toBe(0)
    const contractId = contract.body.data.contractId as string
    // The investor's row locked by the test: createOrder's transaction waits at its first statement, begun.
    const release = await holdInTransaction((tx) => tx.execute(sql`select id from users where id = 'C1001' for update`))
    const socket = send('/api/createOrder', { contractId, payType: 1, clientKey: 'dropped-order-0001' })
    await until(async () => {
      const [waiting] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'select%"users"%for no key update'`)
      return waiting!.n === 1
    })
    socket.destroy()
    await until(() => logged(GONE) === 1)
    await release()
    await until(async () => (await server.database.db.select().from(t.orders).where(eq(t.orders.clientKey, 'dropped-order-0001'))).length === 1)
    const made = await server.database.db.select().from(t.orders).where(eq(t.orders.clientKey, 'dropped-order-0001'))
    expect(made).toHaveLength(1)
    const [contractRow] = await server.database.db.select().from(t.contracts).where(eq(t.contracts.id, contractId))
    expect(contractRow!.orderId).toBe(made[0]!.id)
    const again = await server.post('/api/createOrder', { contractId, payType: 1, clientKey: 'dropped-order-0001' }, token)
    expect(again.body.data.orderId).toBe(made[0]!.id)
    expect(server.errors).toEqual([expect.stringMatching(GONE)])
  })
})

describe('requests answered 503 at their time limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({ handlers: probing, sessionCacheMs: 10 * 60_000, requestTimeLimitMs: 300 })
    await limited.database.db.execute(sql`create table probe_runs (kind text not null)`)
  })
  afterAll(() => limited.close())

  it('drop the statements they had not sent: 30 answered 503 while waiting, then the database ran only what was running', async () => {
    const N = 30
    const signedIn = await limited.login()
    await warmSession(limited, signedIn)
    await openPool(limited)
    const release = await holdDatabase(limited)
    const answers = await Promise.all(Array.from({ length: N }, () => limited.post('/api/coupon/list', couponList, signedIn)))
    expect(answers.map((a) => [a.status, a.body.iRet])).toEqual(Array.from({ length: N }, () => [503, -9998]))
    await release()
    await until(() => probe.settled === N)
    expect(await runs(limited)).toEqual({ gate: RUNNING, after: 0 })
    expect(limited.errors).toEqual(Array.from({ length: N }, () => expect.stringMatching(TIMED_OUT)))
    expect((await limited.post('/api/queryUserOrder', { offset: 0, size: 5 }, signedIn)).body.iRet).toBe(0)
  })
})
