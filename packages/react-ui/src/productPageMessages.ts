// Strings of the product-page components (PriceCard, PurchaseBar, AdviserCredentials, ProductRiskNote,
// SubscriptionIncludes). Kept apart from messages.ts because that module is loaded with the home page: these
// load only with the product routes (the home route gains no bytes).
export const productPageMessages = {
  yuan: (price: number) => `¥${price}`,
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
    R1: { name: '低风险', explain: '本金亏损的可能性很小，适合所有风险承受能力的投资者。' },
    R2: { name: '中低风险', explain: '可能出现小幅亏损，适合风险承受能力为C2（谨慎型）及以上的投资者。' },
    R3: { name: '中风险', explain: '可能出现本金亏损，适合风险承受能力为C3（稳健型）及以上的投资者。' },
    R4: { name: '中高风险', explain: '可能出现较大亏损，适合风险承受能力为C4（积极型）及以上的投资者。' },
    R5: { name: '高风险', explain: '可能损失大部分本金，仅适合风险承受能力为C5（激进型）的投资者。' },
  },
} as const
