import { describe, expect, it } from 'vitest'
import { COOLING_OFF, coolingOffEnds, coolingOffLastDay, isWithinCoolingOff } from '../index.js'

// Instants are written in UTC; Asia/Shanghai is UTC+8 (10:00 Shanghai = 02:00Z).
const at = (iso: string) => new Date(iso)

describe('cooling-off: 5 working days after the signing day, Asia/Shanghai, weekends only', () => {
  it('is five working days', () => {
    expect(COOLING_OFF.workingDays).toBe(5)
    expect(COOLING_OFF.startsFrom).toBe('signing')
    expect(COOLING_OFF.holidaysModelled).toBe(false)
  })

  it.each([
    // signed            last day       why
    ['2026-06-01T02:00:00Z', '2026-06-08'], // Monday: Tue, Wed, Thu, Fri, next Mon
    ['2026-06-03T02:00:00Z', '2026-06-10'], // Wednesday: Thu, Fri, Mon, Tue, Wed
    ['2026-06-05T02:00:00Z', '2026-06-12'], // Friday: the next week's five days
    ['2026-06-06T02:00:00Z', '2026-06-12'], // Saturday: Monday to Friday
    ['2026-06-07T02:00:00Z', '2026-06-12'], // Sunday: Monday to Friday
    // 23:30 Shanghai on Friday is still Friday there (15:30Z), though it is Friday in UTC too.
    ['2026-06-05T15:30:00Z', '2026-06-12'],
    // 00:30 Shanghai on Saturday is Friday 16:30Z in UTC: the Shanghai day (Saturday) counts.
    ['2026-06-05T16:30:00Z', '2026-06-12'],
    // Across a month and a year end.
    ['2026-12-30T02:00:00Z', '2027-01-06'],
  ])('signed %s → the last day is %s', (signed, last) => {
    expect(coolingOffLastDay(at(signed))).toBe(last)
  })

  it('ends at midnight Shanghai after the last day, not earlier and not later', () => {
    const signed = at('2026-06-01T02:00:00Z')
    expect(coolingOffEnds(signed).toISOString()).toBe('2026-06-08T16:00:00.000Z')
    expect(isWithinCoolingOff(signed, at('2026-06-08T15:59:59.999Z'))).toBe(true)
    expect(isWithinCoolingOff(signed, at('2026-06-08T16:00:00.000Z'))).toBe(false)
    // Five calendar days from payment (the old server rule) would have ended on 6 June: still within here.
    expect(isWithinCoolingOff(signed, at('2026-06-06T03:00:00Z'))).toBe(true)
  })
})
