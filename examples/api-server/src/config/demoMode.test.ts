/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
// Demo mode and secrets: the demo payment provider and the fixed SMS code exist only in demo mode; WeChat
// credentials come from the environment, demo defaults only in demo mode; the server says its mode at start
// and refuses to start without what production needs.
import { spawn } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../server.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { ConfigError, DEMO_WECHAT, resolveServerConfig, serverClock } from './serverConfig.js'

const SECRETS = { TOUGU_WX_APPID: 'wx1234567890firm', TOUGU_WX_MCH_KEY: 'firm-merchant-key-from-the-vault-0001', TOUGU_WX_JSAPI_TICKET: 'firm-ticket-0001' }

describe('resolveServerConfig', () => {
  it('is in demo mode by default, with the demo credentials where the environment sets none', () => {
    const config = resolveServerConfig({ TOUGU_WX_MCH_KEY: 'my-key' })
    expect(config.demo).toBe(true)
    expect(config.wechat).toEqual({ ...DEMO_WECHAT, merchantKey: 'my-key' })
    expect(resolveServerConfig({ TOUGU_DEMO_SMS_CODE: '246810' }).fixedSmsCode).toBe('246810')
  })

  it('turns demo mode off with NODE_ENV=production or TOUGU_DEMO=0, and then needs every secret', () => {
    for (const env of [{ NODE_ENV: 'production' }, { TOUGU_DEMO: '0' }]) {
      expect(() => resolveServerConfig(env)).toThrow(ConfigError)
      expect(() => resolveServerConfig(env)).toThrow(/set TOUGU_WX_APPID, TOUGU_WX_MCH_KEY, TOUGU_WX_JSAPI_TICKET/)
      const config = resolveServerConfig({ ...env, ...SECRETS })
      expect(config.demo).toBe(false)
      expect(config.wechat).toEqual({ appId: SECRETS.TOUGU_WX_APPID, merchantKey: SECRETS.TOUGU_WX_MCH_KEY, jsapiTicket: SECRETS.TOUGU_WX_JSAPI_TICKET })
    }
    expect(() => resolveServerConfig({ NODE_ENV: 'production', ...SECRETS, TOUGU_WX_MCH_KEY: ' ' })).toThrow(/set TOUGU_WX_MCH_KEY\b/)
  })

  it('refuses demo-only settings outside demo mode, and settings it cannot read', () => {
    expect(() => resolveServerConfig({ NODE_ENV: 'production', ...SECRETS, TOUGU_DEMO_SMS_CODE: '246810' })).toThrow(/TOUGU_DEMO_SMS_CODE/)
    expect(() => resolveServerConfig({ NODE_ENV: 'production', TOUGU_DEMO: '1' })).toThrow(/cannot be combined/)
    expect(() => resolveServerConfig({ TOUGU_DEMO: 'maybe' })).toThrow(/not understood/)
    expect(() => resolveServerConfig({ TOUGU_CORS_ORIGINS: 'https://a.example.com/app' })).toThrow(/not an origin/)
    // Bench investors (the load benchmark) sign in with the demo SMS code: demo mode only, a bounded number.
    expect(resolveServerConfig({ TOUGU_BENCH_INVESTORS: '200' }).benchInvestors).toBe(200)
    expect(resolveServerConfig({}).benchInvestors).toBe(0)
    expect(() => resolveServerConfig({ NODE_ENV: 'production', ...SECRETS, TOUGU_BENCH_INVESTORS: '200' })).toThrow(/TOUGU_BENCH_INVESTORS/)
    for (const bad of ['-1', '1.5', '1001', 'many']) expect(() => resolveServerConfig({ TOUGU_BENCH_INVESTORS: bad })).toThrow(/TOUGU_BENCH_INVESTORS must be/)
    expect(resolveServerConfig({ TOUGU_CORS_ORIGINS: 'https://a.example.com, http://127.0.0.1:5180', TOUGU_FRAME_ANCESTORS: 'https://host.example.com' })).toMatchObject({
      corsOrigins: ['https://a.example.com', 'http://127.0.0.1:5180'],
      frameAncestors: ['https://host.example.com'],
    })
  })
})

describe('the demo clock (TOUGU_DEMO_NOW)', () => {
  it('starts the server clock at the instant given, and runs on from there', () => {
    const config = resolveServerConfig({ TOUGU_DEMO_NOW: '2026-11-27T16:30:00+08:00' })
    expect(config.demoNow?.toISOString()).toBe('2026-11-27T08:30:00.000Z')
    let system = Date.parse('2030-01-01T00:00:00Z')
    const now = serverClock(config.demoNow, () => system)
    expect(now().toISOString()).toBe('2026-11-27T08:30:00.000Z')
    system += 90_000
    expect(now().toISOString()).toBe('2026-11-27T08:31:30.000Z')
    expect(serverClock(undefined, () => system)().getTime()).toBe(system)
    expect(resolveServerConfig({}).demoNow).toBeUndefined()
  })

  it('is refused outside demo mode and without a zone or a real instant', () => {
    expect(() => resolveServerConfig({ NODE_ENV: 'production', ...SECRETS, TOUGU_DEMO_NOW: '2026-11-27T16:30:00+08:00' })).toThrow(/refused outside demo mode/)
    for (const bad of ['2026-11-27', '2026-11-27T16:30:00', 'friday', '2026-13-40T10:00:00Z', '9999-12-31T00:00:00Z', '1900-01-01T00:00:00Z']) {
      expect(() => resolveServerConfig({ TOUGU_DEMO_NOW: bad }), bad).toThrow(/TOUGU_DEMO_NOW=.* is not an instant/)
    }
  })
})

describe('outside demo mode', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    const config = resolveServerConfig({ NODE_ENV: 'production', ...SECRETS, TOUGU_FRAME_ANCESTORS: 'https://host.example.com' })
    server = await startTestServer({ demo: config.demo, wechat: config.wechat, frameAncestors: config.frameAncestors })
    token = await server.login()
  })
  afterAll(() => server.close())

  it('has no demo payment provider, and says so to the app (no demo status)', async () => {
    expect((await server.post('/api/demo/status', {})).status).toBe(404)
    // Nor the demo SSO sign-in: outside demo mode a phone number alone signs nobody in.
    expect((await server.post('/api/demo/ssoLogin', { phone: '13800000001' })).status).toBe(404)
    const res = await server.post('/api/demo/pay', { orderId: 'OD100003', payType: 1 }, token)
    expect(res.status).toBe(404)
    expect((await server.post('/api/queryOrderPayStatus', { orderId: 'OD100003' }, token)).body.data.payStatus).toBe('unpaid')
  })

  it('signs WeChat pay and the JS-SDK with the credentials from the environment', async () => {
    const pay = (await server.post('/api/getWxPayParams', { orderId: 'OD100003' }, token)).body.data as Record<string, string>
    expect(pay.appId).toBe(SECRETS.TOUGU_WX_APPID)
    const { paySign, orderId: _orderId, ...unsigned } = pay
    const text = Object.keys(unsigned)
      .sort()
      .map((k) => `${k}=${unsigned[k]}`)
      .join('&')
    expect(paySign).toBe(createHmac('sha256', SECRETS.TOUGU_WX_MCH_KEY).update(`${text}&key=${SECRETS.TOUGU_WX_MCH_KEY}`).digest('hex').toUpperCase())
    const share = (await server.post('/api/view/getWxShareConf', { url: 'https://m.example.com/tougu/index#x' })).body
    expect(share.appid).toBe(SECRETS.TOUGU_WX_APPID)
    const signed = `jsapi_ticket=${SECRETS.TOUGU_WX_JSAPI_TICKET}&noncestr=${share.nonceStr}&timestamp=${share.timestamp}&url=https://m.example.com/tougu/index`
    expect(share.signature).toBe(createHash('sha1').update(signed).digest('hex'))
  })

  it('lets the allow-listed host frame the app (frame-ancestors; no X-Frame-Options, which cannot list it)', async () => {
    const res = await fetch(`${server.url}/api/adviser/list`, { method: 'POST', body: '{}' })
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://host.example.com")
    expect(res.headers.get('x-frame-options')).toBeNull()
  })

  it('refuses a fixed SMS code or missing credentials', async () => {
    const db = await openTestDatabase()
    try {
      await expect(startServer({ port: 0, db, seed: false, demo: false, wechat: DEMO_WECHAT, fixedSmsCode: '246810' })).rejects.toThrow(ConfigError)
      await expect(startServer({ port: 0, db, seed: false, demo: false })).rejects.toThrow(/WeChat credentials/)
    } finally {
      await db.close()
    }
  })
})

/** Runs `pnpm start`'s entry (src/main.ts) until its output matches `until` or it exits. */
function runMain(env: Record<string, string>, until: RegExp): Promise<{ output: string; code: number | null }> {
  const cwd = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', TOUGU_DATA_DIR: ':memory:', ...env },
  })
  let output = ''
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (until.test(output)) child.kill('SIGTERM')
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => resolve({ output, code }))
  })
}

describe('pnpm start (src/main.ts)', () => {
  it('refuses to start outside demo mode without the secrets, saying what to set', async () => {
    // Waits for the exit: nothing to match early.
    const { output, code } = await runMain({ NODE_ENV: 'production' }, /(?!)/)
    expect(output).toContain('refuses to start: Not in demo mode (NODE_ENV=production)')
    expect(output).toContain('TOUGU_WX_MCH_KEY')
    expect(code).toBe(1)
  })

  it('says at start, before opening the database, which mode it is in', async () => {
    const demo = await runMain({}, /Mode: /)
    expect(demo.output).toMatch(/Mode: DEMO \(default; NODE_ENV=production or TOUGU_DEMO=0 turns it off\)/)
    const production = await runMain({ TOUGU_DEMO: '0', ...SECRETS }, /Mode: /)
    expect(production.output).toMatch(/Mode: PRODUCTION \(TOUGU_DEMO=0\)/)
    expect(production.output).not.toContain('Demo login')
  })
})
