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
      t.cache.refresh(),
      t.cache.refresh(),
    ])
    expect(t.cache.state$.getValue().loading).toBe(true)
    await Promise.resolve()
    t.release()
    expect(await all).toEqual([['A'], ['A'], ['A'], ['A']])
    expect(t.calls()).toBe(1)
  })

  it("a forced refresh (another investor signed in) never gets the previous investor's in-flight request", async () => {
    // Investor A's request is slow; investor B signs in meanwhile and the app forces a refresh.
    const answers: { resolve: (list: string[]) => void }[] = []
    const cache = createPrivilegeCache<string>({
      fetchList: () => new Promise<string[]>((resolve) => answers.push({ resolve })),
      now: () => 1_000_000,
    })
    const forA = cache.get()
    const forB = cache.refresh({ force: true })
    expect(answers).toHaveLength(2)
    answers[1]!.resolve(['B-Tips'])
    expect(await forB).toEqual(['B-Tips'])
    // A's answer arrives late: it must neither replace B's list nor reach anyone waiting.
    answers[0]!.resolve(['A-Live'])
    expect(await forA).toEqual(['B-Tips'])
    expect(cache.privileges$.getValue()).toEqual(['B-Tips'])
    expect(cache.state$.getValue()).toMatchObject({ loading: false, error: null })
  })

  it("a superseded request's failure is not retried and reports no error", async () => {
    const answers: { resolve: (list: string[]) => void; reject: (e: Error) => void }[] = []
    const cache = createPrivilegeCache<string>({
      fetchList: () => new Promise<string[]>((resolve, reject) => answers.push({ resolve, reject })),
      now: () => 1_000_000,
    })
    const forA = cache.get()
    const forB = cache.refresh({ force: true })
    answers[0]!.reject(new Error('A failed'))
    answers[1]!.resolve(['B'])
    expect(await forA).toEqual(['B'])
    expect(await forB).toEqual(['B'])
    expect(answers).toHaveLength(2)
    expect(cache.state$.getValue()).toMatchObject({ list: ['B'], error: null, queryCount: 2 })
  })

  it("reset() drops the previous investor's list at once and ignores its in-flight answer", async () => {
    const answers: { resolve: (list: string[]) => void }[] = []
    const cache = createPrivilegeCache<string>({
      fetchList: () => new Promise<string[]>((resolve) => answers.push({ resolve })),
      now: () => 1_000_000,
    })
    const first = cache.get()
    answers[0]!.resolve(['A-Live'])
    await first
    const slowA = cache.refresh({ force: true })
    cache.reset()
    expect(cache.privileges$.getValue()).toEqual([])
    expect(cache.state$.getValue()).toMatchObject({ list: [], queryTime: null, loading: false })
    answers[1]!.resolve(['A-Live', 'A-Tips'])
    await slowA.catch(() => undefined)
    expect(cache.privileges$.getValue()).toEqual([])
    // The next use queries again, for whoever is signed in now.
    const forB = cache.get()
    expect(answers).toHaveLength(3)
    answers[2]!.resolve(['B'])
    expect(await forB).toEqual(['B'])
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
