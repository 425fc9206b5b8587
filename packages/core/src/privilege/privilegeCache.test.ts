import { describe, expect, it } from 'vitest'
import { createPrivilegeCache } from '../index.js'

function setup(results: (string[] | Error)[], intervalMs?: number) {
  let clock = 1_000_000
  let calls = 0
  const pending: ((v: void) => void)[] = []
  let hold = false
  const cache = createPrivilegeCache<string>({
    fetchList: async () => {
      calls++
      if (hold) await new Promise<void>((r) => pending.push(r))
      const next = results.shift() ?? []
      if (next instanceof Error) throw next
      return next
    },
    now: () => clock,
    ...(intervalMs === undefined ? {} : { intervalMs }),
  })
  return {
    cache,
    calls: () => calls,
    advance: (ms: number) => (clock += ms),
    hold: () => (hold = true),
    release: () => {
      hold = false
      pending.splice(0).forEach((r) => r())
    },
  }
}

describe('createPrivilegeCache', () => {
  it('queries on first use only', async () => {
    const t = setup([['Live12'], ['Live12', 'Tips7']])
    expect(t.cache.privileges$.getValue()).toEqual([])
    expect(await t.cache.get()).toEqual(['Live12'])
    expect(await t.cache.get()).toEqual(['Live12'])
    expect(t.calls()).toBe(1)
    expect(t.cache.state$.getValue()).toMatchObject({ queryTime: 1_000_000, queryCount: 1, loading: false })
  })

  it('refresh re-queries only after 5 minutes (300000 ms) or when forced', async () => {
    const t = setup([['A'], ['A', 'B'], ['A', 'B', 'C']])
    await t.cache.get()
    t.advance(299_999)
    expect(await t.cache.refresh()).toEqual(['A'])
    expect(t.calls()).toBe(1)
    t.advance(1)
    expect(await t.cache.refresh()).toEqual(['A', 'B'])
    expect(t.calls()).toBe(2)
    expect(await t.cache.refresh({ force: true })).toEqual(['A', 'B', 'C'])
    expect(t.calls()).toBe(3)
  })

  it('honours a custom interval', async () => {
    const t = setup([['A'], ['B']], 1000)
    await t.cache.get()
    t.advance(1000)
    expect(await t.cache.refresh()).toEqual(['B'])
  })

  it('retries once on failure', async () => {
    const t = setup([new Error('net'), ['A']])
    expect(await t.cache.get()).toEqual(['A'])
    expect(t.calls()).toBe(2)
    expect(t.cache.state$.getValue()).toMatchObject({ queryCount: 2, error: null })
  })

  it('gives up after the retry, keeps the previous list, and queries again next time', async () => {
    const t = setup([['A'], new Error('1'), new Error('2'), ['B']])
    await t.cache.get()
    await expect(t.cache.refresh({ force: true })).rejects.toThrow('2')
    expect(t.calls()).toBe(3)
    expect(t.cache.privileges$.getValue()).toEqual(['A'])
    expect(t.cache.state$.getValue().error).toBeInstanceOf(Error)
    expect(await t.cache.refresh({ force: true })).toEqual(['B'])
    expect(t.cache.state$.getValue().error).toBeNull()
  })

  it('a failed first use is retried by the next get', async () => {
    const t = setup([new Error('1'), new Error('2'), ['A']])
    await expect(t.cache.get()).rejects.toThrow()
    expect(await t.cache.get()).toEqual(['A'])
  })

  it('concurrent callers share one in-flight request', async () => {
    const t = setup([['A']])
    t.hold()
    const all = Promise.all([
      t.cache.get(),
      t.cache.get(),
      t.cache.refresh({ force: true }),
      t.cache.refresh(),
    ])
    expect(t.cache.state$.getValue().loading).toBe(true)
    await Promise.resolve()
    t.release()
    expect(await all).toEqual([['A'], ['A'], ['A'], ['A']])
    expect(t.calls()).toBe(1)
  })

  it('privileges$ emits only when the list changes', async () => {
    const t = setup([['A'], ['A', 'B']])
    const seen: (readonly string[])[] = []
    t.cache.privileges$.subscribe((l) => seen.push(l))
    await t.cache.get()
    await t.cache.get()
    await t.cache.refresh({ force: true })
    expect(seen).toEqual([[], ['A'], ['A', 'B']])
  })
})
