import { describe, expect, it } from 'vitest'
import { refundFor, serviceEnd } from './servicePeriod.js'

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
  // Signed and paid Monday 2 March 2026, 08:00 Shanghai; the cooling-off (5 working days after) ends with Monday 9 March.
  const paidAt = new Date('2026-03-02T00:00:00Z')
  const order = { productKind: 'tips', payAmount: '300.00', signedAt: paidAt, serviceStart: paidAt, serviceEnd: new Date(paidAt.getTime() + 30 * DAY) }

  it('refunds everything within the cooling-off, counted in working days from signing (not 5 calendar days from payment)', () => {
    expect(refundFor(order, new Date(paidAt.getTime() + DAY)).amount).toBe('300.00')
    // Six calendar days later (Sunday 8 March): the old rule had ended the cooling-off; the working days have not.
    expect(refundFor(order, new Date(paidAt.getTime() + 6 * DAY))).toMatchObject({ basis: 'coolingOff', amount: '300.00' })
    expect(refundFor(order, new Date('2026-03-09T15:59:59Z')).amount).toBe('300.00')
  })

  it('refunds the unused whole days afterwards, and a long-term service over its reference term (not nothing)', () => {
    // 12 March (Shanghai): 11 of 30 days used, 19 left.
    expect(refundFor(order, new Date('2026-03-12T01:00:00Z'))).toMatchObject({ basis: 'remaining', amount: '190.00' })
    expect(refundFor(order, new Date(paidAt.getTime() + 31 * DAY)).amount).toBe('0.00')
    expect(Number(refundFor({ ...order, payAmount: '9800.00', serviceEnd: null }, new Date('2026-03-12T01:00:00Z')).amount)).toBeGreaterThan(9000)
  })

  it('refunds what was paid after a coupon; nothing for the commission product', () => {
    expect(refundFor({ ...order, payAmount: '250.00' }, paidAt).amount).toBe('250.00')
    expect(refundFor({ ...order, productKind: 'commission', payAmount: '0.00', serviceEnd: null }, paidAt)).toMatchObject({ basis: 'commission', amount: '0.00' })
  })
})
