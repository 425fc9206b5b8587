import { describe, expect, it } from 'vitest'
import { HOT_FROM, OFFER_ENDS_WITHIN_DAYS, productTags } from './productTags.js'

const now = new Date('2026-11-27T08:00:00Z')
const WINDOW = { startDate: '2026-11-01', endDate: '2026-12-31' }
const labels = (facts: Parameters<typeof productTags>[0]) => productTags(facts).map((t) => t.label)

describe('productTags (issue #33)', () => {
  it('names the risk always, the win rate where there is one, and nothing else for a plain product', () => {
    expect(labels({ riskLevel: 'R3', winRate: '62.54', popularity: 10, held: false, priceList: [{ periodId: 14, price: 99, ...WINDOW }], now })).toEqual(['风险R3', '胜率62.5%'])
    expect(labels({ riskLevel: 'R2', popularity: 10, held: false, priceList: [{ periodId: 14, price: 99, ...WINDOW }], now })).toEqual(['风险R2'])
  })
  it('says 已订阅, 限时 (限时免费, or a price under its old one whose sale ends soon) and 热门 from HOT_FROM', () => {
    const endsSoon = { startDate: '2026-11-01', endDate: '2026-12-11' } // 14 days after the 27th
    expect(OFFER_ENDS_WITHIN_DAYS).toBe(14)
    expect(labels({ riskLevel: 'R3', popularity: HOT_FROM, held: true, priceList: [{ periodId: 14, price: 99, oldPrice: 199, ...endsSoon }], now })).toEqual(['风险R3', '已订阅', '限时', '热门'])
    expect(labels({ riskLevel: 'R3', popularity: HOT_FROM - 1, held: false, priceList: [{ periodId: 24, price: 0 }, { periodId: 14, price: 99, oldPrice: 99, ...WINDOW }], now })).toEqual(['风险R3', '限时'])
  })
  it('does not call a standing discount 限时: a price under its old one that stays on sale past the next 14 days', () => {
    const pastTwoWeeks = { startDate: '2026-11-01', endDate: '2026-12-12' }
    expect(labels({ riskLevel: 'R3', popularity: 0, held: false, priceList: [{ periodId: 14, price: 99, oldPrice: 199, ...pastTwoWeeks }], now })).toEqual(['风险R3'])
    expect(labels({ riskLevel: 'R3', popularity: 0, held: false, priceList: [{ periodId: 14, price: 99, oldPrice: 199, ...WINDOW }], now })).toEqual(['风险R3'])
  })
  it('does not call a 限时免费 period 限时 once its moduleEndTime has passed', () => {
    expect(labels({ riskLevel: 'R3', popularity: 0, held: false, priceList: [{ periodId: 24, price: 0, moduleEndTime: '2026-11-26' }], now })).toEqual(['风险R3'])
  })
  it('ignores a malformed win rate and an offer not on sale today', () => {
    expect(labels({ riskLevel: 'R3', winRate: 'abc', popularity: 0, held: false, priceList: [{ periodId: 14, price: 99, oldPrice: 199, startDate: '2027-01-01' }], now })).toEqual(['风险R3'])
  })
})
