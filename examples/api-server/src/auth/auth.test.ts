/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { SMS_CODE_TTL_MS, TOKEN_TTL_MS } from './authService.js'

let server: TestServer
let sent: string[] = []

beforeAll(async () => {
  sent = []
  let n = 0
  server = await startTestServer({ makeSmsCode: () => String(123456 + n++) })
})
afterAll(() => server.close())

const orders = (token: string | null) => server.post('/api/queryUserOrder', { offset: 0, size: 5 }, token)

describe('demo login', () => {
  it('sends a code to a known phone only, and not twice a minute', async () => {
    const ok = await server.post('/api/auth/sendSmsCode', { phone: '13800000002' })
    expect(ok.body).toEqual({ iRet: 0, message: '', data: { expiresInSeconds: 300 } })
    const again = await server.post('/api/auth/sendSmsCode', { phone: '13800000002' })
    expect(again.body).toEqual({ iRet: 1101, message: '验证码发送过于频繁，请稍后再试' })
    const unknown = await server.post('/api/auth/sendSmsCode', { phone: '13912345678' })
    expect(unknown.status).toBe(200)
    expect(unknown.body.iRet).toBe(1101)
    const malformed = await server.post('/api/auth/sendSmsCode', { phone: '12345' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.issues[0].message).toBe('请输入正确的手机号')
    sent.push('13800000002')
  })

  it('refuses a wrong code, accepts the right one once, and returns a random opaque token', async () => {
    const wrong = await server.post('/api/auth/login', { phone: '13800000002', code: '000000' })
    expect(wrong.body).toEqual({ iRet: 1101, message: '验证码错误' })
    const res = await server.post('/api/auth/login', { phone: '13800000002', code: '123456' })
    expect(res.body.iRet).toBe(0)
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(res.body.data.user).toMatchObject({ clientId: 'C1002', cid: '880010002', userName: '李娜', riskLevel: 'C2' })
    expect(new Date(res.body.data.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(TOKEN_TTL_MS - 60_000)
    const reuse = await server.post('/api/auth/login', { phone: '13800000002', code: '123456' })
    expect(reuse.body.iRet).toBe(1101)
  })

  it('getUserInfo answers null without a session and the user with one', async () => {
    expect((await server.get('/api/user/getUserInfo')).body).toEqual({ iRet: 0, message: '', data: null })
    expect((await server.get('/api/user/getUserInfo', {}, 'not-a-token')).body.data).toBeNull()
    const token = await server.login('13800000003')
    const me = await server.get('/api/user/getUserInfo', {}, token)
    expect(me.body.data).toMatchObject({ clientId: 'C1003', userName: '王芳', token })
  })
})

describe('demo login with a fixed code (TOUGU_DEMO_SMS_CODE, the e2e runs)', () => {
  let fixed: TestServer
  beforeAll(async () => {
    fixed = await startTestServer({ fixedSmsCode: '246810', makeSmsCode: () => '111111' })
  })
  afterAll(() => fixed.close())

  const send = (phone: string) => fixed.post('/api/auth/sendSmsCode', { phone })
  const login = (phone: string, code: string) => fixed.post('/api/auth/login', { phone, code })

  it('lets concurrent sign-ins of one investor all succeed, each with its own token', async () => {
    const sends = await Promise.all([send('13800000001'), send('13800000001')])
    expect(sends.map((r) => r.body)).toEqual([
      { iRet: 0, message: '', data: { expiresInSeconds: 300 } },
      { iRet: 0, message: '', data: { expiresInSeconds: 300 } },
    ])
    const logins = await Promise.all([login('13800000001', '246810'), login('13800000001', '246810')])
    expect(logins.map((r) => r.body.iRet as number)).toEqual([0, 0])
    const [a, b] = logins.map((r): string => r.body.data.token as string)
    expect(a).not.toBe(b)
    for (const token of [a, b]) expect((await fixed.post('/api/queryUserOrder', { offset: 0, size: 5 }, token)).status).toBe(200)
    expect((await login('13800000001', '246810')).body.iRet).toBe(0)
  })

  it('still needs a code sent first, refuses other codes, and expires five minutes after the last send', async () => {
    expect((await login('13800000002', '246810')).body).toEqual({ iRet: 1101, message: '验证码错误' })
    await send('13800000002')
    expect((await login('13800000002', '111111')).body).toEqual({ iRet: 1101, message: '验证码错误' })
    fixed.advance(SMS_CODE_TTL_MS)
    expect((await login('13800000002', '246810')).body).toEqual({ iRet: 1101, message: '验证码已过期，请重新获取' })
    await send('13800000002')
    expect((await login('13800000002', '246810')).body.iRet).toBe(0)
  })
})

describe('user-scoped endpoints', () => {
  it('answer 401 for a missing, malformed or unknown token', async () => {
    expect(await orders(null)).toEqual({ status: 401, body: { iRet: 401, message: '请先登录' } })
    const res = await fetch(`${server.url}/api/queryUserOrder`, { method: 'POST', headers: { authorization: 'Basic abc' }, body: '{}' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ iRet: 401, message: '登录状态无效，请重新登录' })
    expect(await orders('forged-token-forged-token')).toEqual({ status: 401, body: { iRet: 401, message: '登录状态无效，请重新登录' } })
  })

  it('answer 401 once the token has expired, and accept it until then', async () => {
    const token = await server.login('13800000005')
    server.advance(TOKEN_TTL_MS - 60_000)
    expect((await orders(token)).status).toBe(200)
    server.advance(2 * 60_000)
    expect(await orders(token)).toEqual({ status: 401, body: { iRet: 401, message: '登录已过期，请重新登录' } })
  })

  it('stop accepting a token after logout', async () => {
    const token = await server.login('13800000004')
    expect((await server.post('/api/auth/logout', {}, token)).body).toEqual({ iRet: 0, message: '' })
    expect((await orders(token)).body.message).toBe('登录状态无效，请重新登录')
  })
})

describe('the request pipeline', () => {
  it('answers 404 JSON for unknown endpoints and wrong methods, never a stack trace', async () => {
    const unknown = await server.post('/api/nope', {})
    expect(unknown).toEqual({ status: 404, body: { iRet: 404, message: '接口不存在' } })
    const wrongMethod = await server.get('/api/adviser/list')
    expect(wrongMethod.status).toBe(404)
    const badJson = await server.post('/api/adviser/list', '{oops')
    expect(badJson.status).toBe(400)
    expect(JSON.stringify(badJson.body)).not.toMatch(/at .*\.ts|Error:/)
  })

  it('ignores basicInfo and unknown fields the client adds', async () => {
    const res = await server.post('/api/adviser/list', { basicInfo: { platform: 'web' }, offset: 0, size: 3, extra: 1 })
    expect(res.body.iRet).toBe(0)
    expect(res.body.list).toHaveLength(3)
  })
})
