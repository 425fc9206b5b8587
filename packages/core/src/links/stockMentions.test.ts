import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { findStockMentions, marketOfCode } from './stockMentions.js'

describe('marketOfCode', () => {
  it.each([
    ['600519', 'SH'],
    ['688981', 'SH'],
    ['000858', 'SZ'],
    ['300750', 'SZ'],
    ['830799', 'BJ'],
    ['920001', 'BJ'],
    ['202611', null],
    ['123456', null],
    ['60051', null],
  ])('%s → %s', (code, market) => {
    expect(marketOfCode(code)).toBe(market)
  })
})

describe('findStockMentions', () => {
  it('finds bare codes with their market, as the seeded tips write them', () => {
    const text = '贵州茅台（600519）放量突破平台，比亚迪（002594）回踩20日均线'
    expect(findStockMentions(text)).toEqual([
      { start: 5, end: 11, code: '600519', market: 'SH' },
      { start: 23, end: 29, code: '002594', market: 'SZ' },
    ])
  })

  it('reads a stated market before or after the code, in either case', () => {
    expect(findStockMentions('关注SH600519与000858.sz').map(({ code, market }) => `${code}.${market}`)).toEqual(['600519.SH', '000858.SZ'])
    expect(findStockMentions('关注SH600519')[0]).toMatchObject({ start: 2, end: 10 })
  })

  it('ignores numbers that are no code: other markets stated, dates, longer digit runs, decimals, words', () => {
    for (const text of ['SZ600519', '600519.SZ', '2026年11月 202611', '13800000001', '1600519', '6005191', '600519.5元', 'ABC600519', '123456']) {
      expect(findStockMentions(text), text).toEqual([])
    }
  })

  it('reads a bare number with a unit or a money mark as a quantity, not a code (issue #32)', () => {
    for (const text of ['起投资产300000元', '成交600000手', '持有600000股', '¥300000', '￥600000起', '第600519期', '涨幅300000%', 'USD300000']) {
      expect(findStockMentions(text), text).toEqual([])
    }
    // The code itself, and a stated market with a unit after it, are still codes.
    expect(findStockMentions('浦发银行600000，买入300000元').map((m) => m.code)).toEqual(['600000'])
    expect(findStockMentions('600000.SH股价').map((m) => m.code)).toEqual(['600000'])
    expect(findStockMentions('贵州茅台（600519）').map((m) => m.code)).toEqual(['600519'])
  })

  it('gives spans that cut exactly the code (and its marks) out of any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('600519', 'SH600519', '000858.SZ', '300750'), fc.string(), (before, code, after) => {
        const text = `${before} ${code} ${after}`
        for (const m of findStockMentions(text)) {
          expect(text.slice(m.start, m.end).toUpperCase()).toContain(m.code)
          expect(marketOfCode(m.code)).toBe(m.market)
        }
        expect(findStockMentions(text).some((m) => text.slice(m.start, m.end) === code)).toBe(true)
      }),
    )
  })
})
