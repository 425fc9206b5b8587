// The SMS sign-in limit under concurrency (issue #34): five wrong codes and the code is spent, however many
// guesses arrive at once. On PGlite the server's queries run one at a time, so this passes there whatever the
// code does; it has teeth on real PostgreSQL (DATABASE_URL), where each request runs on its own connection and a
// read-compare-write of the attempt count let ~30 guesses through per code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../messages.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { SMS_MAX_ATTEMPTS } from './authService.js'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ makeSmsCode: () => '135790' })
})
afterAll(() => server.close())

const login = (phone: string, code: string) => server.post('/api/auth/login', { phone, code }).then((r) => r.body)

describe('SMS code attempts under concurrency', () => {
  // Three codes, so an interleaving that happens to hold once does not pass for the rule.
  it.each(['13800000005', '13800000003', '13800000002'])('compares at most five of 100 concurrent wrong codes to %s\'s code; the right code is then refused too', async (phone) => {
    expect((await server.post('/api/auth/sendSmsCode', { phone })).body.iRet).toBe(0)
    const wrong = Array.from({ length: 100 }, (_, i) => String(100_000 + i))
    const answers = await Promise.all(wrong.map((code) => login(phone, code)))
    const seen = answers.map((a) => a.message as string)
    // Every answer is one of the two refusals: nothing else (no fault, no success).
    expect(new Set(seen)).toEqual(new Set([messages.smsCodeWrong, messages.smsTooManyAttempts]))
    expect(seen.filter((m) => m === messages.smsCodeWrong).length).toBe(SMS_MAX_ATTEMPTS)
    expect(await login(phone, '135790')).toEqual({ iRet: 1101, message: messages.smsTooManyAttempts })
    expect(server.errors).toEqual([])
  })

  it('a right code sent three times among concurrent wrong ones signs in at most once', async () => {
    const phone = '13800000004'
    expect((await server.post('/api/auth/sendSmsCode', { phone })).body.iRet).toBe(0)
    const codes = [...Array.from({ length: 30 }, (_, i) => String(200_000 + i)), '135790', '135790', '135790']
    const answers = await Promise.all(codes.map((code) => login(phone, code)))
    const signedIn = answers.filter((a) => a.iRet === 0).length
    // A code is used once: at most one of the three right guesses gets a token; the others are refusals.
    expect(signedIn).toBeLessThanOrEqual(1)
    expect(answers.filter((a) => a.iRet !== 0).every((a) => a.message === messages.smsCodeWrong || a.message === messages.smsTooManyAttempts)).toBe(true)
    expect(server.errors).toEqual([])
  })
})
