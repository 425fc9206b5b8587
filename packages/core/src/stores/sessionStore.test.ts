import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import type { UserInfo } from '../model/userInfo.js'
import { createSessionStore } from './sessionStore.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())))
})

/** A real server answering /api/user/getUserInfo with `answer()` after `delayMs`; counts requests. */
async function userInfoServer(answer: () => unknown, delayMs = 30): Promise<{ url: string; hits: () => number }> {
  let hits = 0
  const server = createServer((req, res) => {
    hits += 1
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer())), delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits }
}

const alice: UserInfo = { clientId: 'C1', cid: '880001', token: 'tok-a', userName: '张三', riskLevel: 'C3' }

describe('createSessionStore', () => {
  it('fetches /api/user/getUserInfo without forcing login; concurrent refreshes share one request', async () => {
    const srv = await userInfoServer(() => ({ iRet: 0, data: null }))
    const api = createApiClient({ baseUrl: srv.url })
    let logins = 0
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve((logins += 1, null)) })
    const seen: (UserInfo | null)[] = []
    session.user$.subscribe((u) => seen.push(u))
    const [a, b, c] = await Promise.all([session.refresh(), session.refresh(), session.refresh()])
    expect([a, b, c]).toEqual([null, null, null])
    expect(srv.hits()).toBe(1)
    expect(logins).toBe(0)
    expect(session.state$.getValue()).toEqual({ user: null, status: 'ready', error: null })
    expect(seen).toEqual([null])
  })

  it('user$ emits only when the user changes, keeping the same reference otherwise', async () => {
    const srv = await userInfoServer(() => ({ iRet: 0, data: { ...alice, clientId: 1 } }))
    const api = createApiClient({ baseUrl: srv.url })
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve(null) })
    const seen: (UserInfo | null)[] = []
    session.user$.subscribe((u) => seen.push(u))
    const first = await session.refresh()
    await session.refresh()
    expect(srv.hits()).toBe(2)
    expect(first).toMatchObject({ clientId: '1', token: 'tok-a' })
    expect(seen).toHaveLength(2)
    expect(session.user$.getValue()).toBe(first)
  })

  it('a failed fetch keeps the known user and reports the message', async () => {
    let answer: unknown = { iRet: 0, data: alice }
    const srv = await userInfoServer(() => answer)
    const api = createApiClient({ baseUrl: srv.url })
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve(null) })
    await session.refresh()
    answer = { iRet: 9, message: '会话服务异常' }
    expect(await session.refresh()).toMatchObject({ clientId: 'C1' })
    expect(session.state$.getValue()).toMatchObject({ status: 'error', error: '会话服务异常', user: { clientId: 'C1' } })
  })

  it('reads the user from the bridge in the native app, leniently', async () => {
    let calls = 0
    const session = createSessionStore({
      bridge: { getUserInfo: () => Promise.resolve((calls += 1, { clientId: 42, token: 'tok', cid: 880002 })) },
      login: () => Promise.resolve(null),
    })
    expect(await session.refresh()).toMatchObject({ clientId: '42', cid: '880002', token: 'tok' })
    expect(calls).toBe(1)
  })

  it('signs in only when an action needs it, once for concurrent actions; a failed login gives 登录失败', async () => {
    let logins = 0
    let outcome: unknown = null
    const session = createSessionStore({ login: () => Promise.resolve((logins += 1, outcome)) })
    expect(await Promise.all([session.ensureLoggedIn(), session.ensureLoggedIn()])).toEqual([null, null])
    expect(logins).toBe(1)
    expect(session.state$.getValue().error).toBe('登录失败')

    outcome = alice
    const [u1, u2] = await Promise.all([session.ensureLoggedIn(), session.ensureLoggedIn()])
    expect(logins).toBe(2)
    expect(u1).toEqual(alice)
    expect(u2).toBe(u1)
    expect(session.user$.getValue()).toBe(u1)
    // Already signed in: no new login.
    await session.ensureLoggedIn()
    expect(logins).toBe(2)
  })

  it('a login that rejects or returns a user without token counts as failed', async () => {
    const rejecting = createSessionStore({ login: () => Promise.reject(new Error('cancelled')) })
    expect(await rejecting.ensureLoggedIn()).toBeNull()
    expect(rejecting.state$.getValue().error).toBe('登录失败')
    const tokenless = createSessionStore({ login: () => Promise.resolve({ clientId: 'C9' }) })
    expect(await tokenless.ensureLoggedIn()).toBeNull()
  })

  it('keeps the user across reloads through the injected storage; a corrupted entry reads as a visitor', () => {
    const data = new Map<string, string>()
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) }
    createSessionStore({ storage, login: () => Promise.resolve(null) }).setUser(alice)
    const reloaded = createSessionStore({ storage, login: () => Promise.resolve(null) })
    expect(reloaded.user$.getValue()).toEqual(alice)
    expect(reloaded.isLoggedIn()).toBe(true)
    reloaded.setUser(null)
    expect(data.has('tougu.session')).toBe(false)
    data.set('tougu.session', '{not json')
    expect(createSessionStore({ storage, login: () => Promise.resolve(null) }).user$.getValue()).toBeNull()
  })

  it('keeps the known token when the server answers the same user without one; data null signs out', async () => {
    let answer: unknown = { iRet: 0, data: { clientId: 'C1', userName: '张三' } }
    const srv = await userInfoServer(() => answer)
    const api = createApiClient({ baseUrl: srv.url })
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve(null) })
    session.setUser(alice)
    expect(await session.refresh()).toEqual({ clientId: 'C1', userName: '张三', token: 'tok-a' })
    answer = { iRet: 0, data: null }
    expect(await session.refresh()).toBeNull()
    expect(session.isLoggedIn()).toBe(false)
  })

  it('a slow refresh that started for the previous investor does not overwrite a newer sign-in', async () => {
    // The server still answers for investor A (the token it saw); B signs in while that request runs.
    const srv = await userInfoServer(() => ({ iRet: 0, data: alice }), 150)
    const api = createApiClient({ baseUrl: srv.url })
    const bob: UserInfo = { clientId: 'C2', cid: '880002', token: 'tok-b', userName: '李四', riskLevel: 'C4' }
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve(null) })
    session.setUser(alice)
    const slow = session.refresh()
    session.setUser(bob)
    expect(await slow).toMatchObject({ clientId: 'C2' })
    expect(session.user$.getValue()).toMatchObject({ clientId: 'C2', token: 'tok-b' })
    expect(session.state$.getValue()).toMatchObject({ status: 'ready', user: { clientId: 'C2' } })
  })

  it('a slow refresh does not bring back an investor who signed out meanwhile; a refresh after the change asks again', async () => {
    // The server answers for the token it is sent, like the reference server: A's token → A, none → visitor.
    const hits: string[] = []
    const server = createServer((req, res) => {
      const auth = req.headers.authorization ?? ''
      hits.push(auth)
      const body = { iRet: 0, data: auth === 'Bearer tok-a' ? alice : null }
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)), auth ? 150 : 10)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, getToken: () => session.user$.getValue()?.token })
    const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => Promise.resolve(null) })
    session.setUser(alice)
    const slow = session.refresh()
    await new Promise<void>((resolve) => server.once('request', () => resolve()))
    session.setUser(null)
    // A refresh asked after the sign-out must not be answered by the request that began before it.
    expect(await session.refresh()).toBeNull()
    expect(await slow).toBeNull()
    expect(session.user$.getValue()).toBeNull()
    expect(hits).toEqual(['Bearer tok-a', ''])
  })

  it('a slow bridge refresh does not overwrite the investor a native login produced', async () => {
    let answerRefresh: (raw: unknown) => void = () => undefined
    const bob = { clientId: 'C2', cid: '880002', token: 'tok-b', userName: '李四' }
    const session = createSessionStore({
      bridge: { getUserInfo: () => new Promise((resolve) => (answerRefresh = resolve)) },
      login: () => Promise.resolve(bob),
    })
    const slow = session.refresh()
    expect(await session.ensureLoggedIn()).toMatchObject({ clientId: 'C2' })
    answerRefresh(null)
    await slow
    expect(session.user$.getValue()).toMatchObject({ clientId: 'C2', token: 'tok-b' })
  })

  it('setUser(null) signs out', () => {
    const session = createSessionStore({ login: () => Promise.resolve(null) })
    session.setUser(alice)
    expect(session.user$.getValue()).toEqual(alice)
    session.setUser(null)
    expect(session.user$.getValue()).toBeNull()
  })
})
