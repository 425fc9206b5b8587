// The short compliance texts of the first screens and the cards (the adviser byline, the commentary note, the
// performance terms, the refund quote line, the consent line): kept apart from legalTexts.ts, whose long documents
// only the signing and product pages load (the app's build keeps that module out of the first-screen chunks).
import { formatMoney } from '../format/formatMoney.js'
import { LONG_TERM_REFUND_DAYS, type RefundQuote } from './refundRule.js'

/** The 执业编号 as it follows an adviser's name. @example qualificationNote('S01') // '（执业编号：S01）' */
export function qualificationNote(qualificationNo: string): string {
  return `（执业编号：${qualificationNo}）`
}

/** An adviser as the texts name them: `张三（执业编号：S0000…）`. @example adviserByline('张三', 'S01') // '张三（执业编号：S01）' */
export function adviserByline(name: string, qualificationNo: string): string {
  return `${name}${qualificationNote(qualificationNo)}`
}

/**
 * What the refund quote line says, per basis (the cancellation dialog, before and after 确认解约).
 * @example refundQuoteText({ basis: 'coolingOff', amount: '298.00', paid: '298.00', coolingOffLastDay: '2026-06-08', remainingDays: 0, totalDays: 0 }) // '冷静期内（至2026-06-08）解约，全额退还已付¥298.00'
 */
export function refundQuoteText(quote: RefundQuote): string {
  switch (quote.basis) {
    case 'coolingOff':
      return `冷静期内（至${quote.coolingOffLastDay}）解约，全额退还已付${formatMoney(quote.paid)}`
    case 'remaining':
      return `冷静期已过，按剩余服务天数退还：${formatMoney(quote.paid)}×${quote.remainingDays}÷${quote.totalDays}天`
    case 'longTerm':
      return `长期服务冷静期已过，按${LONG_TERM_REFUND_DAYS}天服务期的剩余天数退还：${formatMoney(quote.paid)}×${quote.remainingDays}÷${quote.totalDays}天`
    case 'commission':
      return '佣金产品无预付费用，无需退款；解约后次一交易日起不再收取服务费'
    case 'unpaid':
      return '该订单未支付服务费用，无需退款'
  }
}

/** The window performance figures are computed over, in months (the seed's track records and the product pages). */
export const PERFORMANCE_WINDOW_MONTHS = 12

/** What 胜率 and 累计收益 mean where they headline. */
export const PERFORMANCE_TERMS = {
  winRate: (months: number) =>
    `胜率：近${months}个月内已结束（止盈、止损或到期）的投资建议中，按建议价位计算盈利的建议所占比例。`,
  cumulativeReturn: (months: number) =>
    `累计收益：近${months}个月按每条投资建议的建议价位和建议仓位模拟计算的组合累计收益率，未扣除服务费和交易费用，不代表投资者的实际收益。`,
  pastPerformance: '过往业绩不预示未来表现，投资有风险。',
  /** The headline label of a win rate: what it is of and over which period. */
  winRateLabel: (months: number) => `近${months}个月胜率`,
} as const

/** What a public surface (free opinion, public answer, share poster) says it is: commentary, not a call. */
export const COMMENTARY_NOTE = '以上为市场评论，仅供参考，不构成对具体证券的买卖建议。投资有风险，入市需谨慎。'

/** The consent line at sign-in. */
export const PRIVACY_CONSENT = {
  agree: '我已阅读并同意',
  policyLink: '《个人信息保护政策》',
  required: '请先阅读并勾选同意《个人信息保护政策》',
} as const
