import { describe, expect, it } from 'vitest'
import { LONG_TERM_REFUND_DAYS, refundQuote, refundQuoteText, type RefundOrderFacts } from '../index.js'

// Signed and paid Monday 1 June 2026, 10:00 Shanghai; the cooling-off's last day is Monday 8 June.
const signedAt = new Date('2026-06-01T02:00:00Z')
const month: RefundOrderFacts = {
  productType: 'tips',
  payAmount: '310.00',
  signedAt,
  serviceStart: signedAt,
  serviceEnd: new Date('2026-07-01T02:00:00Z'), // 30 days
}

describe('refundQuote', () => {
  it('refunds everything paid within the cooling-off, to its last day', () => {
    const q = refundQuote(month, new Date('2026-06-08T15:00:00Z'))
    expect(q).toEqual({ basis: 'coolingOff', amount: '310.00', paid: '310.00', coolingOffLastDay: '2026-06-08', remainingDays: 0, totalDays: 0 })
    expect(refundQuoteText(q)).toBe('冷静期内（至2026-06-08）解约，全额退还已付¥310.00')
  })

  it('afterwards refunds the unused whole days, the day of cancelling counted as used', () => {
    // 9 June (Shanghai): days 1–9 used, 21 of 30 left.
    const q = refundQuote(month, new Date('2026-06-09T01:00:00Z'))
    expect(q).toMatchObject({ basis: 'remaining', amount: '217.00', remainingDays: 21, totalDays: 30 })
    // The same calendar day later on quotes the same amount (the dialog's quote holds until midnight).
    expect(refundQuote(month, new Date('2026-06-09T15:59:00Z')).amount).toBe('217.00')
    expect(refundQuote(month, new Date('2026-06-09T16:00:00Z')).amount).toBe('206.66')
    expect(refundQuoteText(q)).toBe('冷静期已过，按剩余服务天数退还：¥310.00×21÷30天')
  })

  it('rounds down to the cent and never goes below zero after the service ended', () => {
    expect(refundQuote({ ...month, payAmount: '0.10' }, new Date('2026-06-29T01:00:00Z')).amount).toBe('0.00')
    expect(refundQuote(month, new Date('2026-08-01T01:00:00Z'))).toMatchObject({ amount: '0.00', remainingDays: 0 })
  })

  it('refunds a long-term service over its reference term, as the agreement says (not nothing)', () => {
    const longTerm = { ...month, payAmount: '9800.00', serviceEnd: null }
    const q = refundQuote(longTerm, new Date('2026-06-10T01:00:00Z'))
    expect(q).toMatchObject({ basis: 'longTerm', totalDays: LONG_TERM_REFUND_DAYS, remainingDays: LONG_TERM_REFUND_DAYS - 10 })
    expect(q.amount).toBe((Math.floor((980000 * (LONG_TERM_REFUND_DAYS - 10)) / LONG_TERM_REFUND_DAYS) / 100).toFixed(2))
    expect(Number(q.amount)).toBeGreaterThan(9000)
    expect(refundQuote(longTerm, new Date('2029-06-01T01:00:00Z')).amount).toBe('0.00')
  })

  it('counts from a service that starts later (the next trading day) without refunding more than was paid', () => {
    const later = { ...month, serviceStart: new Date('2026-06-15T01:00:00Z'), serviceEnd: new Date('2026-07-15T01:00:00Z') }
    expect(refundQuote(later, new Date('2026-06-10T01:00:00Z'))).toMatchObject({ amount: '310.00', remainingDays: 30, totalDays: 30 })
  })

  it('refunds what was paid (after a coupon), not the list price; nothing for free orders', () => {
    expect(refundQuote({ ...month, payAmount: '260.00' }, signedAt).amount).toBe('260.00')
    const free = refundQuote({ ...month, payAmount: '0.00' }, signedAt)
    expect(free).toMatchObject({ basis: 'unpaid', amount: '0.00' })
    expect(refundQuoteText(free)).toBe('该订单未支付服务费用，无需退款')
  })

  it('the commission product has nothing prepaid: nothing to refund, within the cooling-off or after', () => {
    const commission = { ...month, productType: 'commission' as const, payAmount: '0.00', serviceEnd: null }
    expect(refundQuote(commission, signedAt)).toMatchObject({ basis: 'commission', amount: '0.00' })
    expect(refundQuote(commission, new Date('2027-01-01T00:00:00Z')).amount).toBe('0.00')
  })
})
