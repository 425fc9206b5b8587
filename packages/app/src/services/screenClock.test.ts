import { afterEach, describe, expect, it, vi } from 'vitest'
import { createScreenClock, SCREEN_CLOCK_TICK_MS } from './screenClock.js'

afterEach(() => vi.useRealTimers())

describe('the clock as screens show it', () => {
  it('reads now to the whole second, the same for every read within that second', () => {
    let now = 1_795_795_170_999
    const clock = createScreenClock(() => now)
    expect(clock.read()).toBe(1_795_795_170_000)
    now += 1
    expect(clock.read()).toBe(1_795_795_171_000)
  })

  it("answers the server's instant for the takeover of its first screen, its own clock otherwise", () => {
    const clock = createScreenClock(() => 1_795_795_230_400)
    expect(clock.readFirstScreen()).toBe(1_795_795_230_000)
    clock.takeOverFirstScreen(1_795_795_170_250)
    expect(clock.readFirstScreen()).toBe(1_795_795_170_000)
    expect(clock.read()).toBe(1_795_795_230_000)
  })

  it('ticks its listeners while any listens, with one timer, and stops when the last leaves', () => {
    vi.useFakeTimers()
    const clock = createScreenClock(() => Date.now())
    const a = vi.fn()
    const b = vi.fn()
    const offA = clock.subscribe(a)
    const offB = clock.subscribe(b)
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(SCREEN_CLOCK_TICK_MS)
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1])
    offA()
    vi.advanceTimersByTime(SCREEN_CLOCK_TICK_MS)
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2])
    offB()
    expect(vi.getTimerCount()).toBe(0)
  })
})
