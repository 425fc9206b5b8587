import { describe, expect, it } from 'vitest'
import { daysLeftOnSale, filterPriceItems, parsePriceList, type PriceItem } from '../index.js'

const item = (p: Partial<PriceItem>): PriceItem => ({ periodId: 14, price: 99, ...p })
const at = (y: number, m: number, d: number, h = 12, mi = 0) => new Date(y, m - 1, d, h, mi)

describe('filterPriceItems: the date window', () => {
  const windowed = item({ startDate: '2026-03-01', endDate: '2026-03-31' })

  it('keeps the price inside the window, both end days inclusive, whatever the time of day', () => {
    expect(filterPriceItems([windowed], at(2026, 3, 1, 0, 0))[0]?.price).toBe(99)
    expect(filterPriceItems([windowed], at(2026, 3, 15))[0]?.price).toBe(99)
    expect(filterPriceItems([windowed], at(2026, 3, 31, 23, 59))[0]?.price).toBe(99)
  })

  it('blanks the price the day before and the day after', () => {
    expect(filterPriceItems([windowed], at(2026, 2, 28, 23, 59))[0]?.price).toBeNull()
    expect(filterPriceItems([windowed], at(2026, 4, 1, 0, 0))[0]?.price).toBeNull()
  })

  it('compares calendar days even when the dates carry times', () => {
    const timed = item({ startDate: '2026-03-01 18:00:00', endDate: '2026/03/31 08:00' })
    expect(filterPriceItems([timed], at(2026, 3, 1, 9))[0]?.price).toBe(99)
    expect(filterPriceItems([timed], at(2026, 3, 31, 22))[0]?.price).toBe(99)
    expect(
      filterPriceItems([item({ startDate: '20260301', endDate: '20260331' })], at(2026, 3, 31))[0]?.price,
    ).toBe(99)
  })

  it('blanks the price when a date is missing or unreadable', () => {
    expect(filterPriceItems([item({})], at(2026, 3, 15))[0]?.price).toBeNull()
    expect(filterPriceItems([item({ startDate: '2026-03-01' })], at(2026, 3, 15))[0]?.price).toBeNull()
    expect(
      filterPriceItems([item({ startDate: '2026-03-01', endDate: 'soon' })], at(2026, 3, 15))[0]?.price,
    ).toBeNull()
    expect(
      filterPriceItems([item({ startDate: '2026-02-30', endDate: '2026-03-31' })], at(2026, 3, 15))[0]?.price,
    ).toBeNull()
  })

  it('reads the dates from ext JSON; malformed ext counts as missing and never throws', () => {
    const ext = item({ ext: '{"startDate":"2026-03-01","endDate":"2026-03-31"}' })
    expect(filterPriceItems([ext], at(2026, 3, 31))[0]?.price).toBe(99)
    expect(filterPriceItems([ext], at(2026, 4, 1))[0]?.price).toBeNull()
    expect(
      filterPriceItems([item({ ext: { startDate: '2026-03-01', endDate: '2026-03-31' } })], at(2026, 3, 2))[0]
        ?.price,
    ).toBe(99)
    for (const bad of ['{startDate:', 'null', '42', '"x"', '[]']) {
      expect(filterPriceItems([item({ ext: bad })], at(2026, 3, 15))[0]?.price).toBeNull()
    }
  })

  it('does not change its input', () => {
    const input = [item({})]
    filterPriceItems(input, at(2026, 3, 15))
    expect(input[0]?.price).toBe(99)
  })
})

describe('filterPriceItems: periodId 24 (限时免费)', () => {
  it('forces the price to 0 without a date window', () => {
    const r = filterPriceItems([item({ periodId: 24, price: 30 })], at(2026, 3, 15))
    expect(r).toEqual([{ periodId: 24, price: 0 }])
  })

  it('drops the item once moduleEndTime has passed (a date-only end lasts the whole day)', () => {
    const timed = item({ periodId: 24, moduleEndTime: '2026-03-15 10:00:00' })
    expect(filterPriceItems([timed], at(2026, 3, 15, 10, 0))).toHaveLength(1)
    expect(filterPriceItems([timed], at(2026, 3, 15, 10, 1))).toHaveLength(0)
    const day = item({ periodId: 24, moduleEndTime: '2026-03-15' })
    expect(filterPriceItems([day], at(2026, 3, 15, 23, 59))).toHaveLength(1)
    expect(filterPriceItems([day], at(2026, 3, 16, 0, 0))).toHaveLength(0)
    const epoch = item({ periodId: 24, moduleEndTime: String(at(2026, 3, 15).getTime()) })
    expect(filterPriceItems([epoch], at(2026, 3, 15, 11))).toHaveLength(1)
    expect(filterPriceItems([epoch], at(2026, 3, 15, 13))).toHaveLength(0)
  })

  it('works on parsed server data, mixed with windowed prices', () => {
    const r = parsePriceList([
      { periodId: '24', price: '15', moduleEndTime: '2026-03-20' },
      { periodId: '20', price: '998.00', ext: '{"startDate":"2026-01-01","endDate":"2026-12-31"}' },
      { periodId: 14, price: '99' },
    ])
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(filterPriceItems(r.value, at(2026, 3, 15).getTime()).map((p) => [p.periodId, p.price])).toEqual([
      [24, 0],
      [20, 998],
      [14, null],
    ])
  })
})

describe('daysLeftOnSale', () => {
  const now = new Date(2026, 10, 27, 20, 30)
  it('counts calendar days to the end date, from the field or else from ext', () => {
    expect(daysLeftOnSale({ periodId: 14, price: 99, startDate: '2026-11-01', endDate: '2026-12-11' }, now)).toBe(14)
    expect(daysLeftOnSale({ periodId: 14, price: 99, ext: JSON.stringify({ startDate: '2026-11-01', endDate: '2026-11-27' }) }, now)).toBe(0)
    expect(daysLeftOnSale({ periodId: 14, price: 99, startDate: '2026-11-01', endDate: '2026-11-26' }, now)).toBe(-1)
  })
  it('counts the 限时免费 period to its moduleEndTime', () => {
    expect(daysLeftOnSale({ periodId: 24, price: 0, moduleEndTime: '2026-11-30' }, now)).toBe(3)
  })
  it('says null for no end, a malformed end or malformed ext', () => {
    expect(daysLeftOnSale({ periodId: 14, price: 99 }, now)).toBeNull()
    expect(daysLeftOnSale({ periodId: 14, price: 99, endDate: 'soon' }, now)).toBeNull()
    expect(daysLeftOnSale({ periodId: 14, price: 99, ext: '{not json' }, now)).toBeNull()
    expect(daysLeftOnSale({ periodId: 24, price: 0 }, now)).toBeNull()
  })
})
