import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/database.js'
import { startServer, type RunningServer } from './server.js'
import { openTestDatabase } from './testing/testDatabase.js'

let database: Database
let server: RunningServer
beforeAll(async () => {
  database = await openTestDatabase()
  server = await startServer({ port: 0, db: database })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

/** POST on the agent's one connection; whether it went on a connection used before, and the status. */
function post(agent: Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + path, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
    })
    req.on('error', reject)
    req.end('{}')
  })
}

describe('kept-alive connections', () => {
  // Node's default closes an idle connection after 5 s; a client sending its next request just then got ECONNRESET
  // (seen in the e2e suite: a test's API call after a few seconds of tapping).
  it('an idle connection is still open after 6 s, and the next request goes on it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await post(agent, '/api/adviser/list')).toEqual({ status: 200, reused: false })
      await new Promise((r) => setTimeout(r, 6_000))
      expect(await post(agent, '/api/adviser/list')).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  }, 20_000)

  it('closing the server does not wait for idle kept connections', async () => {
    const otherDatabase = await openTestDatabase()
    const other = await startServer({ port: 0, db: otherDatabase })
    let closed = false
    try {
      // fetch keeps its connection open after the answer.
      const res = await fetch(other.url + '/api/adviser/list', { method: 'POST', body: '{}' })
      expect(res.status).toBe(200)
      await res.arrayBuffer()
      const started = Date.now()
      await other.close()
      closed = true
      // Within the keep-alive window (65 s) by far: close() ended the idle connection instead of waiting it out.
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      if (!closed) await other.close()
      await otherDatabase.close()
    }
  }, 30_000)
})
