import { describe, expect, it } from 'vitest'
import { COMMISSION_FEE, commissionFeeExample, commissionFeeTerms, commissionServiceFee, rateText, yuanText } from '../index.js'

describe('the commission fee', () => {
  it('is on turnover, on top of the trading commission, with a per-order minimum for the service period', () => {
    expect(rateText(COMMISSION_FEE.rate)).toBe('万分之8')
    expect(COMMISSION_FEE.onTopOfCommission).toBe(true)
    const terms = commissionFeeTerms().join('')
    expect(terms).toContain('成交金额的万分之8收取，与投资盈亏无关')
    expect(terms).toContain('在交易佣金之外另行收取')
    expect(terms).toContain('每笔成交的服务费不足5元的，按5元收取；最低收费在整个服务期内适用')
    expect(terms).toContain('冷静期内不收取服务费')
  })

  it('computes a fee as the example on the rules page states it', () => {
    expect(commissionServiceFee(20000, 'stock')).toBe('16.00')
    expect(commissionServiceFee(5000, 'stock')).toBe('5.00')
    expect(commissionServiceFee(5000, 'bond')).toBe('0.50')
    expect(commissionFeeExample()).toBe(
      '例：一笔股票成交金额为20000元，服务费为20000×万分之8＝16.00元；一笔成交金额为5000元，按费率计为4.00元，不足5元，按5元收取。',
    )
  })

  it('writes rates and amounts as the texts do', () => {
    expect(rateText('0.00025')).toBe('万分之2.5')
    expect(yuanText(100000)).toBe('10万元')
    expect(yuanText(5)).toBe('5元')
  })
})
