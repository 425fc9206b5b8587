/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any -- JSON bodies in tests are checked by the assertions */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './server.js'
import { openTestDatabase } from './testing/testDatabase.js'
import type { Database } from './db/database.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function post(server: RunningServer, path: string, body: unknown, token?: string) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as Record<string, any>
}

describe('persistence', () => {
  it('keeps sessions, orders and questions across a restart of the server', async () => {
    // The default is the embedded database in a folder; with DATABASE_URL the run proves the same on PostgreSQL.
    let external: (Database & { url?: string }) | undefined
    let database: { dataDir: string } | { url: string }
    if (process.env.DATABASE_URL) {
      external = await openTestDatabase()
      database = { url: external.url! }
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'tougu-data-'))
      dirs.push(dir)
      database = { dataDir: join(dir, 'pglite') }
    }
    let code = ''
    const options = { port: 0, database, deliverSms: (_: string, c: string) => (code = c) }

    const first = await startServer(options)
    await post(first, '/api/auth/sendSmsCode', { phone: '13800000001' })
    const login = await post(first, '/api/auth/login', { phone: '13800000001', code })
    const token = login.data.token as string
    const asked = await post(first, '/api/quiz/submit', { adviserId: 'TG003', question: '重启之后这条问题还在吗？' }, token)
    const contract = await post(first, '/api/createContract', { productId: 'PKG10', periodId: 14 }, token)
    const order = await post(first, '/api/createOrder', { contractId: contract.data.contractId, payType: 1, clientKey: 'restart-key-0001' }, token)
    expect(order.iRet).toBe(0)
    await first.close()

    const second = await startServer(options)
    try {
      const mine = await post(second, '/api/quiz/myList', { offset: 0, size: 50 }, token)
      expect(mine.iRet).toBe(0)
      expect(mine.list.map((q: { id: string }) => q.id)).toContain(asked.data.id)
      const status = await post(second, '/api/queryOrderPayStatus', { orderId: order.data.orderId }, token)
      expect(status.data).toEqual({ orderId: order.data.orderId, payStatus: 'unpaid', stStatus: 80 })
      // The seed ran once: a restart does not add a second set of demo data.
      const advisers = await post(second, '/api/adviser/list', { offset: 0, size: 100 })
      expect(advisers.total).toBe(14)
    } finally {
      await second.close()
      await external?.close()
    }
  })
})
