import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import { createClientStore } from './clientStore.js'
import { refreshIsNewUser } from './refreshIsNewUser.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())))
})

async function orderServer(answer: () => { status: number; body: unknown }): Promise<string> {
  const server = createServer((_req, res) => {
    const { status, body } = answer()
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const order = { orderid: 'O1', productid: 'P1', productname: '价值组合', stStatus: 80, createTime: '2026-11-20T09:30:00+08:00', periodId: 14, amount: '99.00', payAmount: '99.00', startDate: null, endDate: null }

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }
}

describe('refreshIsNewUser', () => {
  it('stores 1 with orders, 0 without, -1 when the check fails', async () => {
    let reply: { status: number; body: unknown } = { status: 200, body: { iRet: 0, list: [order] } }
    const api = createApiClient({ baseUrl: await orderServer(() => reply) })
    const clientStore = createClientStore({ storage: memoryStorage() })
    const deps = { hasAnyOrder: () => api.hasAnyOrder(), clientStore }

    expect(await refreshIsNewUser(deps)).toBe(1)
    expect(clientStore.getValue().isNewUser).toBe(1)
    reply = { status: 200, body: { iRet: 0, list: [] } }
    expect(await refreshIsNewUser(deps)).toBe(0)
    expect(clientStore.getValue().isNewUser).toBe(0)
    reply = { status: 401, body: { iRet: 401, message: '请先登录' } }
    expect(await refreshIsNewUser(deps)).toBe(-1)
    expect(clientStore.getValue().isNewUser).toBe(-1)
  })
})
