import { describe, expect, it } from 'vitest'
import { firstAttempt, nextAttempts, type PlayerAttempts, type PlayerEvent } from './playerAttempts.js'

/** The state after `events`, from the first attempt. */
const after = (live: boolean, ...events: PlayerEvent['type'][]): PlayerAttempts =>
  events.reduce((s, type) => nextAttempts(s, { type }, live), firstAttempt)

describe('a live stream that fails (decision wave3-live-1)', () => {
  it('is attached again once without a word; the second failure in a row shows 直播加载失败', () => {
    expect(after(true, 'failed')).toEqual({ attempt: 1, retried: true, failed: false })
    expect(after(true, 'failed', 'failed')).toEqual({ attempt: 1, retried: true, failed: true })
  })

  it('gets a new silent try once it has played: a failure an hour later is a new one', () => {
    expect(after(true, 'failed', 'played', 'failed')).toEqual({ attempt: 2, retried: true, failed: false })
    expect(after(true, 'played', 'failed', 'played', 'failed', 'failed')).toEqual({ attempt: 2, retried: true, failed: true })
  })

  it('answers 重试 with one attempt, which shows the message again at once if the stream is still down', () => {
    const shown = after(true, 'failed', 'failed')
    const retried = nextAttempts(shown, { type: 'retry' }, true)
    expect(retried).toEqual({ attempt: 2, retried: true, failed: false })
    expect(nextAttempts(retried, { type: 'failed' }, true)).toEqual({ attempt: 2, retried: true, failed: true })
    // …and once that try plays, the next failure is retried silently again.
    expect(after(true, 'failed', 'failed', 'retry', 'played', 'failed')).toEqual({ attempt: 3, retried: true, failed: false })
  })

  it('keeps the shown failure as it is when the stream reports again (a late error of the torn-down player)', () => {
    const shown = after(true, 'failed', 'failed')
    expect(nextAttempts(shown, { type: 'failed' }, true)).toBe(shown)
    expect(nextAttempts(shown, { type: 'played' }, true)).toBe(shown)
  })

  it('returns the same state for what changes nothing, so the player does not render again', () => {
    expect(nextAttempts(firstAttempt, { type: 'played' }, true)).toBe(firstAttempt)
  })
})

describe('a replay that fails', () => {
  it('shows 回放加载失败 at once (a new attachment would start it from the top), and 重试 attaches it again', () => {
    expect(after(false, 'failed')).toEqual({ attempt: 0, retried: false, failed: true })
    expect(after(false, 'failed', 'retry')).toEqual({ attempt: 1, retried: false, failed: false })
  })
})
