/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies in tests are checked by the assertions */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// An adviser's products (issue #32): a search for the adviser's name finds them under 产品, and the adviser's page
// lists them.

let server: TestServer
let adviser: typeof t.advisers.$inferSelect
let sold: string[]

beforeAll(async () => {
  server = await startTestServer()
  const products = await server.database.db.select().from(t.products).where(eq(t.products.onSale, true))
  // An adviser who sells several products, none of which carries the adviser's name.
  const byAdviser = new Map<string, string[]>()
  for (const p of products) byAdviser.set(p.adviserId, [...(byAdviser.get(p.adviserId) ?? []), p.id])
  const [id, ids] = [...byAdviser].sort((a, b) => b[1].length - a[1].length)[0]!
  adviser = (await server.database.db.select().from(t.advisers).where(eq(t.advisers.id, id)))[0]!
  sold = ids.sort()
  expect(sold.length).toBeGreaterThan(1)
  expect(products.filter((p) => sold.includes(p.id)).some((p) => p.name.includes(adviser.name))).toBe(false)
})
afterAll(() => server.close())

describe("an adviser's products", () => {
  it('are found by searching the adviser’s name, or the name they go by', async () => {
    for (const keyword of [adviser.name, adviser.tgName]) {
      const res = await server.post('/api/common/searchProduct', { keyword, offset: 0, size: 50 })
      expect(res.body.iRet).toBe(0)
      const found = (res.body.list as { productId: string; adviserId: string }[]).filter((p) => p.adviserId === adviser.id).map((p) => p.productId)
      expect(found.sort(), keyword).toEqual(sold)
    }
  })

  it('still match by product name, and a name no one has finds nothing', async () => {
    const [product] = await server.database.db.select().from(t.products).where(eq(t.products.id, sold[0]!))
    const byName = await server.post('/api/common/searchProduct', { keyword: product!.name, offset: 0, size: 50 })
    expect((byName.body.list as { productId: string }[]).map((p) => p.productId)).toContain(product!.id)
    const none = await server.post('/api/common/searchProduct', { keyword: '并无此人', offset: 0, size: 50 })
    expect(none.body).toMatchObject({ iRet: 0, list: [], total: 0 })
  })

  it("are listed on the adviser's page", async () => {
    const res = await server.post('/api/adviser/detail', { id: adviser.id })
    expect(res.body.iRet).toBe(0)
    expect((res.body.data.products as { productId: string }[]).map((p) => p.productId).sort()).toEqual(sold)
  })
})
