import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type * as ZodMini from 'zod/mini'
import { lazySchema } from './lazySchema.js'

describe('lazySchema', () => {
  it('builds the schema on first use, once, and parses like it', () => {
    const build = vi.fn(() => z.object({ x: z.number(), y: z.optional(z.string()) }))
    const Point = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(z.parse(Point, { x: 1 })).toEqual({ x: 1 })
    expect(Point.parse({ x: 2, y: 'a' })).toEqual({ x: 2, y: 'a' })
    const failed = z.safeParse(Point, { x: 'no' })
    expect(failed.success).toBe(false)
    expect(failed.error?.issues[0]?.path).toEqual(['x'])
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('composes: a schema may spread or nest another one before either is built', () => {
    const Id = lazySchema(() => z.string().check(z.minLength(1), z.describe('an id')))
    const Item = lazySchema(() => z.object({ id: Id }))
    const Page = lazySchema(() => z.object({ ...Item.shape, items: z.array(Item), parent: z.nullable(Id) }))
    expect(z.parse(Page, { id: 'a', items: [{ id: 'b' }], parent: null })).toEqual({
      id: 'a',
      items: [{ id: 'b' }],
      parent: null,
    })
    expect(z.safeParse(Page, { id: '', items: [], parent: null }).success).toBe(false)
    expect(Page instanceof z.ZodMiniObject).toBe(true)
  })

  it('keeps its metadata: z.describe shows in the JSON Schema, the same object stands for it everywhere', () => {
    const Id = lazySchema(() => z.string().check(z.describe('an id')))
    const Box = lazySchema(() => z.object({ a: Id, b: Id }))
    const json = z.toJSONSchema(Box) as { properties: Record<string, { description?: string }> }
    expect(json.properties.a?.description).toBe('an id')
    expect(z.globalRegistry.get(Id)?.description).toBe('an id')
    expect(Box.shape.a).toBe(Id)
  })
})

describe('the contract is built when used, not when core is imported (decision wave2-speed-12)', () => {
  afterEach(() => {
    vi.doUnmock('zod/mini')
    vi.resetModules()
  })

  it('importing core builds no object schema; the first parse builds only what it needs', async () => {
    vi.resetModules()
    const calls = { object: 0 }
    vi.doMock('zod/mini', async (importOriginal) => {
      const real = await importOriginal<typeof ZodMini>()
      return {
        ...real,
        object: (...args: Parameters<typeof real.object>) => {
          calls.object++
          return real.object(...args)
        },
      }
    })
    const core = await import('../index.js')
    // Before: every contract module built its object schemas as it was evaluated (~100 z.object calls).
    expect(calls.object).toBe(0)

    const banners = core.apiContract.home.getTgIndexBanners
    const answer = {
      iRet: 0,
      message: 'ok',
      list: [{ id: 'B1', title: '投顾', imageUrl: '/b.png', link: '/tougu/index' }],
      total: 1,
    }
    expect(z.safeParse(banners.response, answer).success).toBe(true)
    const builtForBanners = calls.object
    expect(builtForBanners).toBeGreaterThan(0)
    expect(builtForBanners).toBeLessThan(6)
  })
})
