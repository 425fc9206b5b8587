// `pnpm bench`: HTTP load on loopback against the reference API server on embedded PGlite (issue 6).
// 200 concurrent connections per endpoint; reports requests/s and p99 latency; target for list
// endpoints: p99 under 50 ms with zero errors. Order endpoints are reported too (signed-in, user-scoped).
// Bounded in time: 1 s warm-up + 5 s per endpoint; the whole run is killed after 3 minutes. The figures
// depend on the machine: autocannon shares the CPU with the server.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { startReferenceServer } from './lib/referenceServer.mjs'

const CONNECTIONS = 200
const DURATION_S = 5
const TARGET_P99_MS = 50
const serverDir = join(process.cwd(), 'examples/api-server')
const requireFromServer = createRequire(join(serverDir, 'package.json'))
const autocannon = requireFromServer('autocannon')

const SMS = '246810'
// Bounded: the whole run is killed after 3 minutes.
const { origin, stop } = await startReferenceServer({ port: 0, env: { TOUGU_DEMO_SMS_CODE: SMS }, name: 'api-load', giveUpAfterMs: 180_000 })
console.log(`server on ${origin} (PGlite in memory)`)

const post = async (path, body, token) => {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return res.json()
}
await post('/api/auth/sendSmsCode', { phone: '13800000001' })
const { data } = await post('/api/auth/login', { phone: '13800000001', code: SMS })
const token = data.token

const page = { offset: 0, size: 20 }
const cases = [
  { name: 'opinions list', path: '/api/view/list', body: page, list: true },
  { name: 'adviser list', path: '/api/adviser/list', body: page, list: true },
  { name: 'live list', path: '/api/live/list', body: page, list: true },
  { name: 'tips list', path: '/api/tips/list', body: { sort: 1, ...page }, list: true },
  { name: 'my orders (queryUserOrder)', path: '/api/queryUserOrder', body: { stStatus: [80, 90, 95, 105, 180, 220], ...page }, token },
  { name: 'order pay status', path: '/api/queryOrderPayStatus', body: { orderId: 'OD100001' }, token },
]

const results = []
for (const c of cases) {
  const headers = { 'content-type': 'application/json', ...(c.token ? { authorization: `Bearer ${c.token}` } : {}) }
  // Warm up (JIT, first queries), then let the server drain its backlog before measuring.
  await autocannon({ url: origin + c.path, method: 'POST', connections: 20, duration: 1, headers, body: JSON.stringify(c.body) })
  await post(c.path, c.body, c.token)
  const r = await autocannon({
    url: origin + c.path,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    body: JSON.stringify(c.body),
  })
  await post(c.path, c.body, c.token)
  const errors = r.errors + r.timeouts + r.non2xx
  const row = {
    name: c.name,
    path: c.path,
    list: !!c.list,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors,
    meetsTarget: c.list ? r.latency.p99 < TARGET_P99_MS && errors === 0 : null,
  }
  results.push(row)
  const verdict = row.meetsTarget === null ? '' : row.meetsTarget ? '  ✔ target' : `  ✖ target (p99 < ${TARGET_P99_MS} ms, 0 errors)`
  console.log(`${c.name.padEnd(28)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms   errors ${errors}${verdict}`)
}

mkdirSync('reports', { recursive: true })
const report = { connections: CONNECTIONS, durationSeconds: DURATION_S, targetP99Ms: TARGET_P99_MS, database: 'pglite (memory)', results }
writeFileSync('reports/api-load.json', JSON.stringify(report, null, 2))
console.log('report: reports/api-load.json')
stop()
process.exit(results.some((r) => r.meetsTarget === false) ? 1 : 0)
