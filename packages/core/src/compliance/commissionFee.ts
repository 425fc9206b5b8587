// The commission product's fee terms (佣金产品), stated once: what the rate applies to, whether it comes on top of
// the trading commission, what the 5元 minimum covers and for how long, and when charging starts (issue #37).
// The fee is on turnover (成交金额), never on profit: charging by returns (按收益提成) is what the advisory rules
// forbid, and the wording check fails any text that says so.

/** The fee terms of the commission-based advisory product. */
export const COMMISSION_FEE = {
  /** Rate on the turnover of stock and fund trades in the signed account, as a decimal fraction. */
  rate: '0.0008',
  /** Rate on the turnover of bond trades. */
  bondRate: '0.0001',
  /** Charged in addition to the trading commission (另行收取), deducted together with it. */
  onTopOfCommission: true,
  /** Minimum fee per filled stock or fund order, in yuan; bond trades have none. */
  minimumPerOrder: 5,
  /** The minimum applies for the whole service period: from charging start until the agreement ends. */
  minimumAppliesFor: 'servicePeriod',
  /** No fee within the cooling-off: charging starts on the first trading day after it. */
  chargedFrom: 'afterCoolingOff',
} as const

/** Minimum total assets of the signed account for the commission product, in yuan. */
export const COMMISSION_MIN_ASSETS = 100_000

/**
 * A decimal rate in the trade's usual wording.
 * @example rateText('0.0008') // '万分之8'
 * @example rateText('0.00025') // '万分之2.5'
 */
export function rateText(rate: string | number): string {
  return `万分之${Number((Number(rate) * 10_000).toFixed(4))}`
}

/**
 * Yuan in the texts' style: 100000 → '10万元', 5 → '5元'.
 * @example yuanText(100000) // '10万元'
 */
export function yuanText(amount: number): string {
  return amount >= 10_000 && amount % 10_000 === 0 ? `${amount / 10_000}万元` : `${amount}元`
}

/**
 * The service fee of one filled order, in yuan with cents, by the terms above: turnover × rate, at least the
 * minimum for stock and fund orders.
 * @example commissionServiceFee(20000, 'stock') // '16.00'
 * @example commissionServiceFee(5000, 'stock')  // '5.00' (4.00 is below the minimum)
 * @example commissionServiceFee(5000, 'bond')   // '0.50'
 */
export function commissionServiceFee(turnover: number, kind: 'stock' | 'bond'): string {
  const rate = Number(kind === 'bond' ? COMMISSION_FEE.bondRate : COMMISSION_FEE.rate)
  const cents = Math.round(turnover * rate * 100)
  const floor = kind === 'bond' ? 0 : COMMISSION_FEE.minimumPerOrder * 100
  return (Math.max(cents, floor) / 100).toFixed(2)
}
