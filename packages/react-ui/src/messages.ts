// Every string react-ui shows to users, in one place (exact spec text where the spec gives it).
export const messages = {
  dialogTitle: '温馨提示',
  confirm: '确认',
  ok: '确定',
  cancel: '取消',
  submitting: '提交中...',
  loading: '加载中...',

  // Cancellation / refund-product dialog (spec §2, §5, §8)
  cancellationTitle: '投顾产品解约确认',
  cancellationConfirm: '确认解约',
  cancellationWarning: '解约后将立即终止该产品的投顾服务，且解约操作不可撤销，请谨慎操作。',
  cancellationIntro: '请选择需要解约的在途投顾产品：',
  // The refund of each product, quoted by the rule the server pays by (issue #37), before and after 确认解约.
  /** `money` is core's formatMoney of the amount: this module is in the vendor chunk, which imports nothing of core. */
  refundOf: (money: string) => `退款 ${money}`,
  refundTotal: (money: string) => `合计退款 ${money}`,
  refundQuoteLoading: '正在计算退款金额…',
  refundQuoteFailed: '退款金额计算失败，请重试后再解约。',
  refundDoneTitle: '解约成功',
  refundDoneIntro: '以下产品已解约，退款将原路退回：',
  refundDoneLine: (name: string, money: string) => `${name}：退款 ${money}`,
  refundDoneOk: '知道了',
  selectAll: '全选',
  // Follow-up refund step with nothing to cancel (decision wave2-reach-5)
  refundSubmitWithout: '不解约，提交回访',
  refundSubmitWithoutNote: '您的回访答案仍可提交，本次不解约任何产品；如需解约，可稍后在“我的”中申请。',
  refundLoadFailed: '可解约的产品加载失败。',
  refundRetry: '重试',

  // Risk warning (spec §8) and risk disclosure (spec §1, §4)
  riskWarningTitle: '风险提示',
  // Spec §8's content (for reference only; investors bear their own losses), without calling the paid advice
  // something it is not: the firm sells 投资建议 under its agreement (issue #37).
  riskWarningText: '本内容仅供参考，投资决策由您自主作出。投资者据此操作，风险自担，盈亏自负。',
  riskWarningButton: '知道了',
  riskDisclosureTitle: '风险揭示',
  // The disclosure carries the day's 风险提示 text too: acknowledging it counts as that day's warning (decision wave3-compliance-4).
  riskDisclosureLive:
    '直播及其回放、音频是投资顾问依据执业资格提供的证券投资顾问服务内容，仅供参考。本内容仅供参考，投资决策由您自主作出。投资者据此操作，风险自担，盈亏自负。股市有风险，投资需谨慎。',
  riskDisclosureTips:
    '锦囊及其更新、音频是投资顾问依据执业资格提供的投资建议，具有时效性，仅供参考。本内容仅供参考，投资决策由您自主作出。投资者据此操作，风险自担，盈亏自负。股市有风险，投资需谨慎。',
  riskDisclosureAcknowledge: '我已知晓',

  // Follow-up questionnaire (spec §2)
  followupTextPlaceholder: '请填写该题的答案',

  // Lists and blocks
  emptyTitle: '暂无数据',
  errorTitle: '加载失败',
  errorDescription: '网络开小差了，请稍后重试',
  retry: '重新加载',
  searchPlaceholder: '搜索投顾、观点、产品',
  search: '搜索',
  locked: '订阅后可查看完整内容',
  lockedBadge: '付费',
  // The firm where investors look for it (issue #33; the facts are core's FIRM and firmLine).
  firmNoteLabel: '服务机构',
  firmServedBy: (line: string) => `服务机构：${line}`,
  firmHotline: (phone: string) => `客服及投诉电话：${phone}`,
  investmentRisk: '投资有风险，入市需谨慎',
  // Text alternatives of the artwork (issue #33): what the picture shows, not the title printed beside it.
  coverAlt: (adviser: string) => `${adviser}的直播间`,
  portraitAlt: (name: string) => `${name}的头像`,
  thumbAlt: '观点配图',
  activityAlt: '活动配图',
  viewers: (n: number) => `${n >= 10000 ? `${(n / 10000).toFixed(1)}万` : n}人观看`,
  qualificationNo: (no: string) => `执业编号：${no}`,
  liveStatus: { live: '直播中', upcoming: '预告', ended: '已结束' },
  couponStatus: { usable: '立即使用', used: '已使用', expired: '已过期' },
  couponValidUntil: (date: string) => `有效期至${date}`,
  qaAnswered: '已回答',
  qaPending: '待回答',
  orderNo: (id: string) => `订单号：${id}`,
  priceUnavailable: '--',
  // The periods not on sale today, under the chips (issue #33: not chips of their own).
  periodsUnavailable: (periods: string) => `${periods} 暂不可选`,
  couponPicker: '选择优惠券',
  couponNone: '不使用优惠券',
  couponUnavailableBecause: (reason: string) => `不可用：${reason}`,
  orderActions: '订单操作',
  subscribers: (n: number) => `${n}人订阅`,
  /** The commission product's fee as the server words it ('成交金额的万分之8'): on turnover, never on returns. */
  commissionRate: (rate: string) => `服务费 ${rate}`,
  sortMenu: '排序',
  priceList: '选择订阅周期',
  oldPrice: '原价',
} as const
