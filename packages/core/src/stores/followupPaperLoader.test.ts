import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import type { FollowupPaper } from '../model/followupPaper.js'
import { createClientStore } from './clientStore.js'
import { startFollowupPaperLoader } from './followupPaperLoader.js'
import { createSessionStore } from './sessionStore.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())))
})

const wirePaper = { id: 21, title: '投顾服务回访问卷', type: '2', questions: [{ no: '1', topic: '您是否本人签约？', type: 1, options: [{ no: 1, answer: '是' }, { no: 2, answer: '否' }] }] }

/** A real server for GET /api/user/getFollowupPaper; records the query strings. */
async function paperServer(answer: unknown): Promise<{ url: string; queries: string[] }> {
  const queries: string[] = []
  const server = createServer((req, res) => {
    queries.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries }
}

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }
}

async function setup(answer: unknown, native: boolean, outsideNativeApp?: boolean) {
  const srv = await paperServer(answer)
  const api = createApiClient({ baseUrl: srv.url, getToken: () => 'tok' })
  const session = createSessionStore({ login: () => Promise.resolve({ clientId: 'C1', token: 'tok' }) })
  const clientStore = createClientStore({ storage: memoryStorage() })
  const loader = startFollowupPaperLoader({
    session,
    clientStore,
    isNativeApp: () => native,
    getFollowupPaper: (req) => api.user.getFollowupPaper(req),
    ...(outsideNativeApp === undefined ? {} : { outsideNativeApp }),
  })
  return { srv, session, clientStore, loader }
}

describe('startFollowupPaperLoader', () => {
  it('after login in the native app, fetches a type 2 paper and raises the show-paper flag', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [wirePaper] }, true)
    expect(srv.queries).toEqual([])
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toEqual(['/api/user/getFollowupPaper?paperType=2'])
    expect(clientStore.getValue().followupPaper).toMatchObject({ id: 21, type: 2, questions: [{ no: 1, topic: '您是否本人签约？' }] })
    expect(clientStore.getValue().showFollowupPaper).toBe(true)
  })

  it('does not fetch when a paper is already stored', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [wirePaper] }, true)
    const stored: FollowupPaper = { id: 'S', title: '已存问卷', type: 2, questions: [], exceptionNos: [], waiverNo: undefined }
    clientStore.setFollowupPaper(stored)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toEqual([])
    expect(clientStore.getValue().followupPaper).toBe(stored)
  })

  it('does not fetch outside the native app', async () => {
    const { srv, session, loader } = await setup({ iRet: 0, list: [wirePaper] }, false)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toEqual([])
  })

  it('with outsideNativeApp, fetches after a login in a browser too', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [wirePaper] }, false, true)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toEqual(['/api/user/getFollowupPaper?paperType=2'])
    expect(clientStore.getValue()).toMatchObject({ followupPaper: { id: 21 }, showFollowupPaper: true })
  })

  it('outsideNativeApp: false keeps the spec default (native app only)', async () => {
    const { srv, session, loader } = await setup({ iRet: 0, list: [wirePaper] }, false, false)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toEqual([])
  })

  it('drops a paper that arrives after its investor signed out', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [wirePaper] }, true)
    await session.ensureLoggedIn()
    // The HTTP answer needs an event-loop turn: the sign-out lands while the fetch is in flight.
    session.setUser(null)
    await loader.settled()
    expect(srv.queries).toHaveLength(1)
    expect(clientStore.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
  })

  it('another investor signing in without a sign-out in between is a login too', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [wirePaper] }, true)
    await session.ensureLoggedIn()
    await loader.settled()
    clientStore.clearUserData()
    session.setUser({ clientId: 'C2', token: 'tok2' })
    await loader.settled()
    expect(srv.queries).toHaveLength(2)
    expect(clientStore.getValue().followupPaper).toMatchObject({ id: 21 })
    // The same investor reported again (e.g. with more fields) is not a new login.
    session.setUser({ clientId: 'C2', token: 'tok2', userName: '李四' })
    await loader.settled()
    expect(srv.queries).toHaveLength(2)
  })

  it('an empty list or a failure stores nothing; the next login tries again', async () => {
    const { srv, session, clientStore, loader } = await setup({ iRet: 0, list: [] }, true)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(clientStore.getValue().followupPaper).toBeNull()
    session.setUser(null)
    await session.ensureLoggedIn()
    await loader.settled()
    expect(srv.queries).toHaveLength(2)
    expect(clientStore.getValue().showFollowupPaper).toBe(false)
  })
})
