import { describe, expect, it } from 'vitest'
import { isRenewalDue } from './renewal.js'

describe('isRenewalDue', () => {
  const now = new Date(2026, 10, 23, 12, 0) // 2026-11-23 local

  it('is due when the service ends within 15 days, on the window edge and after it ended', () => {
    expect(isRenewalDue('2026-11-30', now)).toBe(true)
    expect(isRenewalDue('2026-12-08', now)).toBe(true)
    expect(isRenewalDue('2026-11-01', now)).toBe(true)
  })

  it('is not due beyond the window, for long-term, not held or malformed days', () => {
    expect(isRenewalDue('2026-12-09', now)).toBe(false)
    expect(isRenewalDue(null, now)).toBe(false)
    expect(isRenewalDue(undefined, now)).toBe(false)
    expect(isRenewalDue('12/01/2026', now)).toBe(false)
  })
})
