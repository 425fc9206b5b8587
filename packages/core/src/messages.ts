// Every user-facing string of @tougu/core, in one place. Exact spec text where the spec gives it;
// the intro, closing notice and risk-assessment wording are ours (docs/decisions.md, core-3d and core-3f).

import { TEXT_ANSWER_MAX } from './followup/followupQuestions.js'

/** Chinese UI texts produced by core rules and sessions. */
export const messages = {
  // Follow-up questionnaire (spec §2, §5)
  followupTextPlaceholder: '请填写该题的答案',
  followupUnanswered: (displayNo: number) => `请完成第${displayNo}题后再提交`,
  followupTextTooLong: (displayNo: number) => `第${displayNo}题内容不能超过${TEXT_ANSWER_MAX}个字符`,
  followupLimitBlocked: '您的回访结果不支持购买此产品，请重新作答',
  followupInterveneNote: '*将会有工作人员与您联系确认相关事项',
  /** Exception numbers are shown separated by "、" (the spec's "dot"). */
  followupWaiverTip: (exceptionNos: readonly number[], waiverNos: readonly number[]) =>
    `由于第${exceptionNos.join('、')}题回答"否"，请完成第${waiverNos.join('、')}题`,
  /** After login (type 2): the investor holds a signed product. */
  followupIntro: (userName: string, fundAccount: string, productName?: string) =>
    `尊敬的投资者${userName}（资金账号：${fundAccount}）：您好！` +
    (productName ? `您已签约我司投资顾问产品“${productName}”。` : '您已签约我司投资顾问产品。') +
    '根据证券投资顾问业务相关监管规定，我司现对您进行回访，请您如实回答以下问题。',
  /**
   * Before purchase (type 1): answered before the contract exists, so it says the investor is signing
   * the product, not that it is signed (decision wave2-purchase-1).
   */
  followupIntroBeforePurchase: (userName: string, fundAccount: string, productName?: string) =>
    `尊敬的投资者${userName}（资金账号：${fundAccount}）：您好！` +
    (productName ? `您正在签约我司投资顾问产品“${productName}”。` : '您正在签约我司投资顾问产品。') +
    '根据证券投资顾问业务相关监管规定，我司现对您进行购买前回访，请您如实回答以下问题。',
  followupClosingNotice:
    '投资有风险，入市需谨慎。投资顾问提供的投资建议仅供参考，投资决策由您自主作出，投资风险由您自行承担。',
  followupIllegalActivityReminder:
    '请您远离非法证券活动，不参与任何非法荐股、代客理财等活动，谨防上当受骗；如发现非法证券活动，请及时向我司或监管部门反映。',
  followupSubmitFailed: '系统繁忙，请稍后重试',

  // Coupons at purchase (ours, decision wave2-purchase-3)
  couponUnusable: '优惠券不可用',
  couponOtherProduct: '不适用于此产品',
  couponOtherAdviser: '仅限指定投顾的产品使用',
  couponNeedsPeriod: '请先选择订阅周期',
  couponBelowMinSpend: (min: string) => `订单金额未满${min}元`,
  couponCashOver: (min: string, off: string) => `满${min}减${off}`,
  couponCashNoMin: (off: string) => `无门槛减${off}`,
  couponDiscountOver: (min: string, fold: string) => `满${min}享${fold}折`,
  couponDiscount: (fold: string) => `${fold}折`,
  couponExperienceTerms: '免费体验',

  // Cancellation / refund products (spec §5, §8)
  refundNoneSelected: '请选择需要解约的产品',
  refundNoOrders: '您没有可解约的订单！',

  // Loading (spec §8)
  submitting: '提交中...',
  loading: '加载中...',

  // Risk assessment and suitability (spec §5, §6, §8)
  riskLevelFailed: '获取适当性失败',
  riskPathNativeApp: 'APP“交易”栏目',
  riskPathElsewhere: '“个人中心”',
  riskAssessmentExpired: (path: string) => `您的风险测评已过期，请前往${path}重新进行风险测评`,
  riskAssessmentMissing: (path: string) => `您尚未完成风险测评，请前往${path}完成风险测评后再购买`,
  riskAssessmentUndated: (path: string) => `您的风险测评结果未载明有效期，请前往${path}重新进行风险测评`,
  suitabilityMismatch: (investor: string, product: string) =>
    `您的风险承受能力等级（${investor}）与该产品风险等级（${product}）不匹配，暂不能购买此产品`,

  // Time (spec §9)
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  daysAgo: (n: number) => `${n}天前`,
  sameYearDate: (month: number, day: number) => `${month}月${day}号`,
  fullDate: (year: number, month: number, day: number) => `${year}年${month}月${day}号`,
  durationUnits: { years: '年', months: '个月', days: '天', hours: '小时', minutes: '分钟' },

  // Product kinds (the contract's productType), shown on product rows, search results and holdings
  productTypes: { tips: '锦囊', package: '观点包', live: '直播', commission: '佣金产品' },
} as const
