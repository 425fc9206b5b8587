import { describe, expect, it } from 'vitest'
import { refundFor, serviceDays, serviceEnd, serviceEndAfterDays } from './servicePeriod.js'

const DAY = 86_400_000

describe('serviceEnd', () => {
  // 2026-01-31 10:00 in Shanghai: the paid day is the service's first day.
  const start = new Date('2026-01-31T02:00:00Z')
  const lastDay = (end: Date | null) => (end ? serviceDays({ serviceStart: start, serviceEnd: end }).endDate : null)

  it('runs whole Shanghai days counting the paid day for 1, 2, 7 and 11, ending at the midnight after the last', () => {
    expect(serviceEnd(1, start, null)?.toISOString()).toBe('2026-01-31T16:00:00.000Z')
    expect(lastDay(serviceEnd(1, start, null))).toBe('2026-01-31')
    expect(lastDay(serviceEnd(2, start, null))).toBe('2026-02-01')
    expect(lastDay(serviceEnd(7, start, null))).toBe('2026-02-06')
    expect(lastDay(serviceEnd(11, start, null))).toBe('2026-02-13')
  })

  it('runs calendar months through the day before the same day N months on, or through the month end when it has none', () => {
    expect(lastDay(serviceEnd(14, start, null))).toBe('2026-02-28') // February has no 31st
    expect(lastDay(serviceEnd(15, start, null))).toBe('2026-03-30')
    expect(lastDay(serviceEnd(16, start, null))).toBe('2026-04-30') // April has no 31st
    expect(lastDay(serviceEnd(19, start, null))).toBe('2026-07-30')
    expect(lastDay(serviceEnd(20, start, null))).toBe('2027-01-30')
    expect(lastDay(serviceEnd(14, new Date('2026-11-27T08:30:00Z'), null))).toBe('2026-12-26')
    expect(lastDay(serviceEnd(14, new Date('2028-01-29T04:00:00Z'), null))).toBe('2028-02-28') // leap year: 02-29 exists
    expect(serviceEnd(0, start, null)).toBeNull()
  })

  it('takes the Shanghai day of the payment, not the UTC one', () => {
    // 2026-11-27 23:30 in Shanghai is 15:30 UTC the same day; 2026-11-28 00:30 in Shanghai is still 11-27 in UTC.
    const lateFriday = new Date('2026-11-27T15:30:00Z')
    const earlySaturday = new Date('2026-11-27T16:30:00Z')
    expect(serviceDays({ serviceStart: lateFriday, serviceEnd: serviceEnd(1, lateFriday, null) })).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27' })
    expect(serviceDays({ serviceStart: earlySaturday, serviceEnd: serviceEnd(1, earlySaturday, null) })).toEqual({ startDate: '2026-11-28', endDate: '2026-11-28' })
  })

  it('serves a 1天 product bought on Friday 2026-11-27 after the close on that Friday (issue #32)', () => {
    const paid = new Date('2026-11-27T08:30:00Z') // 16:30 in Shanghai
    expect(serviceDays({ serviceStart: paid, serviceEnd: serviceEnd(1, paid, null) })).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27' })
  })

  it('never ends a service before it starts, and a later payment never ends earlier', () => {
    const periods = [1, 2, 7, 11, 14, 15, 16, 19, 20]
    const wrong: string[] = []
    // Two years of payments (a leap day included) at four times of day around the Shanghai midnight.
    for (let day = 0; day < 800; day++) {
      for (const hour of [0, 15.5, 16.5, 23.9]) {
        const paid = new Date(Date.UTC(2027, 0, 1) + day * DAY + hour * 3_600_000)
        const next = new Date(paid.getTime() + DAY)
        for (const p of periods) {
          const end = serviceEnd(p, paid, null)!
          const days = serviceDays({ serviceStart: paid, serviceEnd: end })
          if (!(days.startDate! <= days.endDate!) || end <= paid || serviceEnd(p, next, null)! < end) wrong.push(`${p} paid ${paid.toISOString()}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('ends a limited-time free service (24) at its moduleEndTime, a week of days without one', () => {
    const end = new Date('2026-02-10T00:00:00Z')
    expect(serviceEnd(24, start, end)).toEqual(end)
    expect(lastDay(serviceEnd(24, start, null))).toBe('2026-02-06')
  })

  it('counts experience days like paid ones', () => {
    expect(serviceDays({ serviceStart: start, serviceEnd: serviceEndAfterDays(start, 3) }).endDate).toBe('2026-02-02')
  })

  it('shows no last day for a long-term service', () => {
    expect(serviceDays({ serviceStart: start, serviceEnd: null })).toEqual({ startDate: '2026-01-31', endDate: null })
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

  it('never refunds more than what was paid: a renewal that has not started yet has all of its service left', () => {
    // Paid on 2 March, its service starting where the held one ends (10 March), 30 days.
    const renewal = { ...order, serviceStart: new Date('2026-03-10T00:00:00Z'), serviceEnd: new Date('2026-04-09T00:00:00Z') }
    // 12 March: past the cooling-off, before the renewal started.
    expect(refundFor(renewal, new Date('2026-03-12T01:00:00Z'))).toMatchObject({ basis: 'remaining', amount: '270.00' })
    expect(Number(refundFor(renewal, new Date('2026-03-09T01:00:00Z')).amount)).toBeLessThanOrEqual(300)
  })
})
