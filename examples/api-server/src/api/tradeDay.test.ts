// getTradeDay over real HTTP: weekday arithmetic at week, month and year ends, and days past the calendar's ends
// refused at once (issue #34: `{"date":"9999-12-31"}` spun the next-weekday loop forever and hung the server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** POST with a deadline: a hung server fails the test at once instead of at the test's timeout. */
async function tradeDay(date: unknown) {
  const res = await fetch(`${server.url}/api/getTradeDay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(date === undefined ? {} : { date }),
    signal: AbortSignal.timeout(2_000),
  })
  return { status: res.status, body: (await res.json()) as { iRet: number; data?: { date: string; isTradeDay: boolean; nextTradeDay: string } } }
}

describe('getTradeDay', () => {
  it('gives the next weekday across a weekend, a month end and a year end', async () => {
    const cases: [string, boolean, string][] = [
      ['2026-11-27', true, '2026-11-30'], // Friday
      ['2026-11-28', false, '2026-11-30'], // Saturday
      ['2026-11-29', false, '2026-11-30'], // Sunday
      ['2026-11-30', true, '2026-12-01'], // Monday, month end
      ['2026-12-31', true, '2027-01-01'], // Thursday, year end (exchange holidays are not modelled)
      ['2028-02-28', true, '2028-02-29'], // leap day
      ['1990-12-19', true, '1990-12-20'], // first day accepted
      ['2099-12-31', true, '2100-01-01'], // last day accepted
    ]
    for (const [date, isTradeDay, nextTradeDay] of cases) {
      const { status, body } = await tradeDay(date)
      expect(status, date).toBe(200)
      expect(body.data, date).toEqual({ date, isTradeDay, nextTradeDay })
    }
  })

  it('refuses days past the calendar it knows, at once, and keeps answering', async () => {
    for (const date of ['9999-12-31', '9999-12-25', '2100-01-01', '0001-01-01', '1969-12-31', '2026-02-30']) {
      const { status, body } = await tradeDay(date)
      expect(status, date).toBe(400)
      expect(body.iRet, date).toBe(400)
    }
    const after = await tradeDay('2026-11-27')
    expect(after.status).toBe(200)
    expect(server.errors).toEqual([])
  })
})
