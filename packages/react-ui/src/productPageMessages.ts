// Strings of the product-page components (PriceCard, PurchaseBar, AdviserCredentials, ProductRiskNote,
// SubscriptionIncludes). Kept apart from messages.ts because that module is loaded with the home page: these
// load only with the product routes (the home route gains no bytes). The legal facts (risk-type names, what 胜率 and
// 累计收益 mean, over which window) are @tougu/core's compliance facts (issue #37).
import { PERFORMANCE_TERMS, PERFORMANCE_WINDOW_MONTHS, formatMoney, investorTypeLabel, productRiskName } from '@tougu/core'

const suits = (grade: 1 | 2 | 3 | 4 | 5) =>
  grade === 1 ? '适合所有风险承受能力的投资者。' : grade === 5 ? `仅适合风险承受能力为${investorTypeLabel(5)}的投资者。` : `适合风险承受能力为${investorTypeLabel(grade)}及以上的投资者。`

export const productPageMessages = {
  yuan: (price: number | string) => formatMoney(price),
  oldPrice: '原价',
  priceCard: '价格',
  priceFrom: '起',
  priceNone: '暂无在售价格',
  limitedFree: '限时免费',
  currentPrice: '现价',
  commissionRateLabel: '服务费率',
  purchaseBar: '订阅操作',
  subscribeNow: '立即订阅',
  subscribedState: '已订阅',
  renew: '续费',
  adviserCredentials: '投资顾问资质',
  adviserName: '投资顾问',
  adviserQualification: '执业编号',
  adviserTeam: '所属团队',
  adviserYears: '从业年限',
  years: (n: number) => `${n}年`,
  subscriptionIncludes: '订阅内容',
  subscriberCount: (n: number) => `已有${n >= 10000 ? `${(n / 10000).toFixed(1)}万` : n}人订阅`,
  riskLevelLabel: '风险等级',
  /** Product risk levels R1–R5 and the investor types (C1–C5) they suit, per the suitability rules brokers apply. */
  riskLevels: {
    R1: { name: productRiskName(1)!, explain: `本金亏损的可能性很小，${suits(1)}` },
    R2: { name: productRiskName(2)!, explain: `可能出现小幅亏损，${suits(2)}` },
    R3: { name: productRiskName(3)!, explain: `可能出现本金亏损，${suits(3)}` },
    R4: { name: productRiskName(4)!, explain: `可能出现较大亏损，${suits(4)}` },
    R5: { name: productRiskName(5)!, explain: `可能损失大部分本金，${suits(5)}` },
  },
} as const

/** Strings of the track record (TrackRecordCard, TrackRecordChart): loaded with the product routes only. */
export const trackRecordMessages = {
  title: '业绩走势',
  winRate: '胜率',
  cumulativeReturn: '累计收益',
  month: '月份',
  percent: (v: number) => `${v.toFixed(2)}%`,
  signedPercent: (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`,
  monthLabel: (m: string) => `${m.slice(0, 4)}年${Number(m.slice(5, 7))}月`,
  axisMonth: (m: string) => `${Number(m.slice(5, 7))}月`,
  summary: (months: number, winRate: string, ret: string) => `近${months}个月：胜率${winRate}，累计收益${ret}`,
  window: (months: number, until: string) => `统计区间：近${months}个月（截至${until}）`,
  tableCaption: (from: string, to: string) => `${from}至${to}每月业绩`,
  empty: '暂无业绩记录',
  loading: '业绩走势加载中',
  disclaimer: PERFORMANCE_TERMS.pastPerformance,
  /** What the two figures are, of what and over which window: next to the figures, not only under the chart. */
  definitions: [PERFORMANCE_TERMS.winRate(PERFORMANCE_WINDOW_MONTHS), PERFORMANCE_TERMS.cumulativeReturn(PERFORMANCE_WINDOW_MONTHS)] as const,
  chartLabel: '业绩走势图',
} as const
