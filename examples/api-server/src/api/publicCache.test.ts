import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The short-lived cache of public lists (CACHED_ENDPOINTS in apiRouter.ts), over real HTTP.
describe('public list cache', () => {
  let server: TestServer
  const titles = async () => {
    const res = await server.post('/api/getTgIndexBanners', {})
    expect(res.body.iRet).toBe(0)
    return (res.body.list as { title: string }[]).map((b) => b.title)
  }

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('serves the answer it has while fresh, then the stale answer while one refresh replaces it', async () => {
    const before = await titles()
    await server.database.db.insert(t.banners).values({ id: 'B-cache', title: '缓存测试横幅', image: '/b.png', link: '/x', sort: 999 })
    // Within the second the list is served from the cache: the new banner is not there yet.
    expect(await titles()).toEqual(before)

    server.advance(1_500)
    // Expired: this caller still gets the stale list at once; a refresh starts behind it.
    expect(await titles()).toEqual(before)
    // Once the refresh has landed the new banner shows (no further clock move needed).
    await expect.poll(titles, { timeout: 5_000 }).toContain('缓存测试横幅')
  })

  it('shares one answer between differently written bodies of the same request, and still refuses malformed ones', async () => {
    const compact = await server.post('/api/adviser/list', '{"offset":0,"size":5}')
    const spaced = await server.post('/api/adviser/list', '{ "size": 5, "offset": 0 }')
    expect(compact.body.iRet).toBe(0)
    expect(spaced.body).toEqual(compact.body)
    expect(compact.body.list).toHaveLength(5)

    // A body that failed validation is never remembered as a shortcut: it fails every time.
    for (let i = 0; i < 2; i++) {
      const bad = await server.post('/api/adviser/list', '{"offset":-1,"size":5}')
      expect(bad.status).toBe(400)
      expect(bad.body.iRet).toBe(400)
    }
    const notJson = await server.post('/api/adviser/list', '{"offset":0,')
    expect(notJson.status).toBe(400)
  })

  it('keeps answers per request: another page is another answer', async () => {
    const first = await server.post('/api/adviser/list', { offset: 0, size: 3 })
    const second = await server.post('/api/adviser/list', { offset: 3, size: 3 })
    const ids = (r: typeof first) => (r.body.list as { id: string }[]).map((a) => a.id)
    expect(ids(first)).toHaveLength(3)
    expect(ids(second)).toHaveLength(3)
    expect(ids(second)).not.toEqual(ids(first))
  })
})
