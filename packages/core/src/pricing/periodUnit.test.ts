import { describe, expect, it } from 'vitest'
import { PERIOD_UNITS, periodUnitLabel } from '../index.js'

describe('periodUnitLabel', () => {
  it('labels every unit of spec §3 in Chinese', () => {
    const expected: Array<[number, string]> = [
      [0, '长期'],
      [1, '1天'],
      [2, '2天'],
      [7, '1周'],
      [11, '2周'],
      [14, '1个月'],
      [15, '2个月'],
      [16, '1季度'],
      [19, '半年'],
      [20, '1年'],
      [24, '限时免费'],
    ]
    for (const [code, label] of expected) expect(periodUnitLabel(code)).toBe(label)
    expect(
      Object.keys(PERIOD_UNITS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(expected.map(([c]) => c))
  })

  it('accepts numeric strings from the server and rejects unknown codes', () => {
    expect(periodUnitLabel('24')).toBe('限时免费')
    expect(periodUnitLabel(3)).toBeNull()
    expect(periodUnitLabel('')).toBeNull()
    expect(periodUnitLabel('1.5')).toBeNull()
    expect(periodUnitLabel('abc')).toBeNull()
  })
})
