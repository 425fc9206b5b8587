import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The opinion list's optional keyword: this project's extension (the spec names no opinion search), used by
// the app's search screen instead of downloading 200 opinions and filtering them in the browser.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

interface Row {
  id: string
  title: string
  summary: string
  tgName: string
}

async function list(body: Record<string, unknown>): Promise<{ iRet: number; list: Row[]; total: number }> {
  const res = await server.post('/api/view/list', body)
  return res.body as { iRet: number; list: Row[]; total: number }
}

describe('opinion list keyword (extension)', () => {
  it('answers the opinions whose title, summary or adviser name contains the keyword, newest first, paged', async () => {
    const all = await list({ offset: 0, size: 500 })
    const keyword = '半导体'
    const expected = all.list.filter((o) => `${o.title} ${o.summary} ${o.tgName}`.includes(keyword)).map((o) => o.id)
    expect(expected.length).toBeGreaterThan(5)
    expect(expected.length).toBeLessThan(all.list.length)

    const found = await list({ keyword, offset: 0, size: 500 })
    expect(found.iRet).toBe(0)
    expect(found.list.map((o) => o.id)).toEqual(expected)
    expect(found.total).toBe(expected.length)

    const first = await list({ keyword, offset: 0, size: 3 })
    const second = await list({ keyword, offset: 3, size: 3 })
    expect([...first.list, ...second.list].map((o) => o.id)).toEqual(expected.slice(0, 6))
    expect(second.total).toBe(expected.length)
  })

  it('matches an adviser name case-insensitively and combines with the adviser filter', async () => {
    const all = await list({ offset: 0, size: 500 })
    const sample = all.list[0]!
    const byAdviser = await list({ keyword: sample.tgName, offset: 0, size: 500 })
    expect(byAdviser.list.map((o) => o.id)).toContain(sample.id)
    const theirs = await list({ keyword: sample.tgName, adviserId: 'NO-SUCH-ADVISER', offset: 0, size: 500 })
    expect(theirs).toMatchObject({ iRet: 0, total: 0, list: [] })
    const ascii = all.list.find((o) => /[a-z]/i.test(o.title + o.summary + o.tgName))
    if (ascii) {
      const letter = /[a-z]+/i.exec(ascii.title + ascii.summary + ascii.tgName)![0]
      const swapped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
      expect((await list({ keyword: swapped, offset: 0, size: 500 })).list.map((o) => o.id)).toContain(ascii.id)
    }
  })

  it('pages opinions published at the same instant in one order, id descending: no page repeats or skips one', async () => {
    // Asked with its own page size: the server may keep a page it answered for a moment.
    const [newest] = (await list({ offset: 0, size: 2 })).list
    const [row] = await server.database.db.select().from(t.opinions).limit(1)
    const at = new Date(Date.now() + 60_000)
    const ids = ['OPTIE-A', 'OPTIE-C', 'OPTIE-B']
    await server.database.db.insert(t.opinions).values(ids.map((id) => ({ ...row!, id, title: `同一时刻 ${id}`, publishedAt: at })))
    const pages = []
    for (let offset = 0; offset < 4; offset++) pages.push(...(await list({ offset, size: 1 })).list.map((o) => o.id))
    expect(pages).toEqual(['OPTIE-C', 'OPTIE-B', 'OPTIE-A', newest!.id])
    const found = await list({ keyword: '同一时刻', offset: 0, size: 10 })
    expect(found.list.map((o) => o.id)).toEqual(['OPTIE-C', 'OPTIE-B', 'OPTIE-A'])
  })

  it('treats LIKE wildcards literally and refuses a keyword over 50 characters or an empty one', async () => {
    expect(await list({ keyword: '%', offset: 0, size: 20 })).toMatchObject({ iRet: 0, total: 0 })
    expect(await list({ keyword: '_', offset: 0, size: 20 })).toMatchObject({ iRet: 0, total: 0 })
    const tooLong = await server.post('/api/view/list', { keyword: '半'.repeat(51) })
    expect(tooLong.body.iRet).not.toBe(0)
    expect(tooLong.body.list).toBeUndefined()
    const blank = await server.post('/api/view/list', { keyword: '   ' })
    expect(blank.body.iRet).not.toBe(0)
    const injection = await list({ keyword: "'; DROP TABLE opinions; --", offset: 0, size: 20 })
    expect(injection).toMatchObject({ iRet: 0, total: 0 })
    expect((await list({ offset: 0, size: 1 })).total).toBeGreaterThan(0)
  })
})
