/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
// No cache keeps what one caller was told (issue #34). Every endpoint of the contract (iterated from `apiEndpoints`)
// is called anonymously, as a holder of paid products and as an investor without orders: an answer a browser or a
// proxy may keep (no `Cache-Control: no-store`) must be the same for all three, and only the public lists answered
// from the server's short cache go without it. Login, logout and the 401s carry it too.
import { apiEndpoints } from '@tougu/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointSamples } from '../testing/endpointSamples.js'
import { startTestServer, type TestAnswer, type TestServer } from '../testing/testServer.js'
import { CACHED_ENDPOINTS } from './apiRouter.js'

let server: TestServer
/** 13800000001 holds PKG1, TIP1 and LIVE1. */
let holder: string
/** 13800000005 has no orders. */
let stranger: string
const samples = endpointSamples(() => 1)

beforeAll(async () => {
  server = await startTestServer({ makeSmsCode: () => '864200' })
  holder = await server.login('13800000001')
  stranger = await server.login('13800000005')
})
afterAll(() => server.close())

const noStore = (answer: TestAnswer) => /\bno-store\b/.test(answer.headers.get('cache-control') ?? '')

/** A private answer: never stored, never served to another caller by a cache that ignores no-store. */
function expectPrivate(answer: TestAnswer, what: string) {
  expect(answer.headers.get('cache-control'), what).toMatch(/\bno-store\b/)
  expect(answer.headers.get('pragma'), what).toBe('no-cache')
  expect(answer.headers.get('vary') ?? '', what).toMatch(/\bAuthorization\b/i)
}

describe('Cache-Control on every endpoint of the contract', () => {
  // Logout ends the session it is sent with; login is a flow of its own (below).
  const endpoints = apiEndpoints.filter((e) => !['auth.logout', 'auth.login'].includes(e.id))
  const storable = new Set<string>()

  it.each(endpoints.map((e) => [e.id, e] as const))('%s: an answer without no-store is the same for every caller', async (id, ep) => {
    const body = samples[id]!()
    const callers = ep.userScoped ? [holder, stranger] : [null, holder, stranger]
    // One after another: a request that changes something (an order, a question) changes it once, as the holder.
    const answers: TestAnswer[] = []
    for (const token of callers) answers.push(await server.call(id, body, token))
    for (const [i, answer] of answers.entries()) {
      if (noStore(answer)) {
        expectPrivate(answer, `${id} as caller ${i}`)
        continue
      }
      storable.add(id)
      expect(ep.userScoped, `${id} is user-scoped and has no no-store`).toBe(false)
      expect(answer.body, `${id}: caller ${i} got another answer than the first caller, without no-store`).toEqual(answers[0]!.body)
    }
  })

  it('only the cached public lists go without no-store; they keep their answers', () => {
    expect([...storable].sort()).toEqual([...CACHED_ENDPOINTS].sort())
  })

  it('user-scoped refusals (401) and the login flow are private', async () => {
    expectPrivate(await server.post('/api/queryUserOrder', { offset: 0, size: 5 }), '401 without a token')
    expectPrivate(await server.post('/api/queryUserOrder', { offset: 0, size: 5 }, 'forged-token-forged-token'), '401 with a forged token')
    expectPrivate(await server.post('/api/auth/sendSmsCode', { phone: '13800000002' }), 'sendSmsCode')
    expectPrivate(await server.post('/api/auth/login', { phone: '13800000002', code: '000000' }), 'a wrong code')
    const login = await server.post('/api/auth/login', { phone: '13800000002', code: '864200' })
    expect(login.body.data.token).toEqual(expect.any(String))
    expectPrivate(login, 'login with the token in its body')
    const me = await server.get('/api/user/getUserInfo', {}, login.body.data.token as string)
    expect(me.body.data.token).toBe(login.body.data.token)
    expectPrivate(me, 'getUserInfo with the token in its body')
    expectPrivate(await server.post('/api/auth/logout', {}, login.body.data.token as string), 'logout')
  })
})
