import { describe, expect, it } from 'vitest'
import { formatAmount, formatMoney, MONEY_PATTERN } from './formatMoney.js'

describe('formatMoney', () => {
  it('prints the issue examples in one format: separators, two decimals', () => {
    expect(formatMoney('314.2')).toBe('¥314.20')
    expect(formatMoney('23.69')).toBe('¥23.69')
    expect(formatMoney('10304.67')).toBe('¥10,304.67')
    expect(formatMoney(10304.67)).toBe('¥10,304.67')
  })

  it('groups every three digits and keeps zero and whole amounts at two decimals', () => {
    expect(formatMoney(0)).toBe('¥0.00')
    expect(formatMoney('0.00')).toBe('¥0.00')
    expect(formatMoney(999)).toBe('¥999.00')
    expect(formatMoney(1000)).toBe('¥1,000.00')
    expect(formatMoney(1234567.8)).toBe('¥1,234,567.80')
    expect(formatMoney('100000')).toBe('¥100,000.00')
  })

  it('rounds at the cent as the amount is written, half away from zero', () => {
    expect(formatMoney(1.005)).toBe('¥1.01')
    expect(formatMoney(0.1 + 0.2)).toBe('¥0.30')
    expect(formatMoney(2.994)).toBe('¥2.99')
    expect(formatMoney(999.999)).toBe('¥1,000.00')
  })

  it('puts the minus before the sign', () => {
    expect(formatMoney(-50)).toBe('-¥50.00')
    expect(formatMoney('-1234.5')).toBe('-¥1,234.50')
    expect(formatAmount('-1234.5')).toBe('-1,234.50')
  })

  it('shows -- for what is not an amount, never ¥NaN or ¥Infinity', () => {
    for (const bad of ['', ' ', 'abc', '12,5', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, '1e400']) expect(formatMoney(bad)).toBe('--')
    expect(formatAmount('abc')).toBeNull()
  })

  it('everything it prints matches MONEY_PATTERN, and the old formats do not', () => {
    for (const v of [0, 1, 12.3, 999.99, 1000, 10304.67, 1234567.891, -8]) expect(formatMoney(v)).toMatch(MONEY_PATTERN)
    for (const old of ['¥314.2', '¥10304.67', '¥0', '¥50', '¥1,00.00', '¥01.00']) expect(old).not.toMatch(MONEY_PATTERN)
  })
})
