import { describe, expect, it } from 'vitest'
import { formatDuration, formatRelativeTime, productTypeLabel } from '../index.js'

const now = new Date(2026, 4, 10, 12, 0, 0) // 10 May 2026, 12:00 local
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it('minutes under an hour, rounded down', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('0分钟前')
    expect(formatRelativeTime(ago(59 * 1000), now)).toBe('0分钟前')
    expect(formatRelativeTime(ago(5 * MIN + 59_000), now)).toBe('5分钟前')
    expect(formatRelativeTime(ago(60 * MIN - 1), now)).toBe('59分钟前')
  })

  it('hours under a day, days under three days', () => {
    expect(formatRelativeTime(ago(60 * MIN), now)).toBe('1小时前')
    expect(formatRelativeTime(ago(24 * HOUR - 1), now)).toBe('23小时前')
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1天前')
    expect(formatRelativeTime(ago(3 * DAY - 1), now)).toBe('2天前')
  })

  it('same year M月D号, otherwise YYYY年M月D号', () => {
    expect(formatRelativeTime(ago(3 * DAY), now)).toBe('5月7号')
    expect(formatRelativeTime(new Date(2026, 0, 1, 0, 0), now)).toBe('1月1号')
    expect(formatRelativeTime(new Date(2025, 11, 31, 23, 59), now)).toBe('2025年12月31号')
  })

  it('reads server formats and the epoch; garbage gives an empty string', () => {
    expect(formatRelativeTime('2026-05-10 11:30:00', now)).toBe('30分钟前')
    expect(formatRelativeTime('20260301', now)).toBe('3月1号')
    expect(formatRelativeTime(now.getTime() - 2 * HOUR, now.getTime())).toBe('2小时前')
    expect(formatRelativeTime(String(Math.floor((now.getTime() - 3 * HOUR) / 1000)), now)).toBe('3小时前')
    expect(formatRelativeTime(new Date(now.getTime() - 30 * MIN).toISOString(), now)).toBe('30分钟前')
    expect(formatRelativeTime('2026-05-10T11:00:00', now)).toBe('1小时前')
    expect(formatRelativeTime('yesterday', now)).toBe('')
  })

  it('a slightly future time (clock skew) reads 0分钟前; far future shows the date', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), now)).toBe('0分钟前')
    expect(formatRelativeTime(new Date(2026, 4, 12, 9, 0), now)).toBe('5月12号')
  })
})

describe('formatDuration', () => {
  it('uses 年/个月/天/小时/分钟, largest first, zero units left out', () => {
    expect(formatDuration(90_061_000)).toBe('1天1小时1分钟')
    expect(formatDuration(400 * DAY)).toBe('1年1个月5天')
    expect(formatDuration(2 * HOUR)).toBe('2小时')
    expect(formatDuration(45 * DAY + 30 * MIN)).toBe('1个月15天30分钟')
  })

  it('under a minute, negative or not a number reads 0分钟', () => {
    expect(formatDuration(59_999)).toBe('0分钟')
    expect(formatDuration(-5)).toBe('0分钟')
    expect(formatDuration(Number.NaN)).toBe('0分钟')
    expect(formatDuration(1e40)).toMatch(/^\d+年\d+个月\d+天\d+小时\d+分钟$/)
  })
})

describe('productTypeLabel', () => {
  it('names each product kind of the contract, and shows an unknown kind as it came', () => {
    expect(['tips', 'package', 'live', 'commission'].map(productTypeLabel)).toEqual(['锦囊', '观点包', '直播', '佣金产品'])
    expect(productTypeLabel('fund')).toBe('fund')
  })
})
