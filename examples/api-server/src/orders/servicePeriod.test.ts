import { describe, expect, it } from 'vitest'
import { COOLING_OFF_MS, refundFor, serviceEnd } from './servicePeriod.js'

const DAY = 86_400_000
const start = new Date('2026-01-31T02:00:00Z')

describe('serviceEnd', () => {
  it('runs days for 1, 2, 7 and 11, calendar months for 14–20 (clamped to the month end), forever for 0', () => {
    expect(serviceEnd(1, start, null)).toEqual(new Date(start.getTime() + DAY))
    expect(serviceEnd(2, start, null)).toEqual(new Date(start.getTime() + 2 * DAY))
    expect(serviceEnd(7, start, null)).toEqual(new Date(start.getTime() + 7 * DAY))
    expect(serviceEnd(11, start, null)).toEqual(new Date(start.getTime() + 14 * DAY))
    expect(serviceEnd(14, start, null)?.toISOString()).toBe('2026-02-28T02:00:00.000Z')
    expect(serviceEnd(15, start, null)?.toISOString()).toBe('2026-03-31T02:00:00.000Z')
    expect(serviceEnd(16, start, null)?.toISOString()).toBe('2026-04-30T02:00:00.000Z')
    expect(serviceEnd(19, start, null)?.toISOString()).toBe('2026-07-31T02:00:00.000Z')
    expect(serviceEnd(20, start, null)?.toISOString()).toBe('2027-01-31T02:00:00.000Z')
    expect(serviceEnd(0, start, null)).toBeNull()
  })

  it('ends a limited-time free service (24) at its moduleEndTime', () => {
    const end = new Date('2026-02-10T00:00:00Z')
    expect(serviceEnd(24, start, end)).toEqual(end)
  })

  it('rejects an unknown period unit', () => {
    expect(() => serviceEnd(3, start, null)).toThrow('unknown period unit 3')
  })
})

describe('refundFor', () => {
  const paidAt = new Date('2026-03-01T00:00:00Z')
  const order = { amount: '300.00', paidAt, serviceStart: paidAt, serviceEnd: new Date(paidAt.getTime() + 30 * DAY) }

  it('refunds everything within the cooling-off period, its last moment included', () => {
    expect(refundFor(order, new Date(paidAt.getTime() + DAY))).toBe('300.00')
    expect(refundFor(order, new Date(paidAt.getTime() + COOLING_OFF_MS))).toBe('300.00')
  })

  it('refunds the unused share afterwards, rounded down to the cent, and nothing once ended or long-term', () => {
    expect(refundFor(order, new Date(paidAt.getTime() + 10 * DAY))).toBe('200.00')
    expect(refundFor({ ...order, amount: '100.00' }, new Date(paidAt.getTime() + 10 * DAY))).toBe('66.66')
    expect(refundFor(order, new Date(paidAt.getTime() + 31 * DAY))).toBe('0.00')
    expect(refundFor({ ...order, serviceEnd: null }, new Date(paidAt.getTime() + 10 * DAY))).toBe('0.00')
  })
})
