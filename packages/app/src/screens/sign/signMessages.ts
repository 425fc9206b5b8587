// Strings of the signing (subscription) flow. Spec texts are exact; the others are ours (docs/decisions.md app-9).
// The legal texts (agreements, risk disclosure, 匹配意见) and the facts in the notice (cooling-off, fee terms,
// minimum assets) are @tougu/core's compliance module (issue #37, docs/compliance.md).
import { COMMISSION_MIN_ASSETS, COOLING_OFF, commissionFeeTerms, FIRM, formatMoney, yuanText } from '@tougu/core'

/**
 * The steps of each signing, in order: the notice names them and the flow walks them (issue #37: the commission
 * product's notice named steps its page did not take).
 */
export const SIGN_STEPS = {
  priced: ['风险测评与适当性匹配意见确认', '阅读风险揭示书', '阅读并同意服务协议', '购买前回访问卷', '支付'],
  commission: ['风险测评与适当性匹配意见确认', '阅读风险揭示书', '阅读并同意服务协议（佣金产品）', '购买前回访问卷', '确认签约'],
} as const

const coolingOffLine = `冷静期：签约之日起${COOLING_OFF.workingDays}个工作日内（签约当日不计入，交易所节假日不另行扣除）可书面申请解约`

export const signMessages = {
  // The step indicator across the signing screens (issue #33): short names, six fit from 320 px.
  steps: '签约步骤',
  stepNames: { notice: '须知', purchase: '下单', risk: '适当性', attachRisk: '揭示书', service: '签协议', done: '完成' },
  riskLevelFailed: '获取适当性失败',
  riskLevelFailedWhy: (reason: string) => `获取适当性失败：${reason}`,
  noticeTitle: '购买须知',
  noticeBody: [
    '1. 本产品为证券投资顾问服务，投资顾问提供的投资建议仅供参考，投资决策由您自主作出，投资风险由您自行承担。',
    '2. 购买前需完成风险承受能力评估，且风险测评在有效期内；您的风险承受能力等级须与产品风险等级相匹配。',
    `3. 签约步骤：${SIGN_STEPS.priced.join(' → ')}。`,
    `4. ${coolingOffLine}，全额退款；冷静期后解约按剩余服务天数退款，确认解约前显示退款金额。`,
    '5. 支付成功后服务即时开通；如需解约，可在“我的”中申请。',
  ],
  /** The commission product's notice: its fee terms and the steps its own signing takes. */
  commissionNoticeBody: [
    '1. 本产品为证券投资顾问服务，投资顾问提供的投资建议仅供参考，投资决策由您自主作出，投资风险由您自行承担。',
    `2. 收费：${commissionFeeTerms()[0]!}${commissionFeeTerms()[3]!}签约账户总资产须不低于${yuanText(COMMISSION_MIN_ASSETS)}。`,
    '3. 购买前需完成风险承受能力评估，且风险测评在有效期内；您的风险承受能力等级须与产品风险等级相匹配。',
    `4. 签约步骤：${SIGN_STEPS.commission.join(' → ')}。`,
    `5. ${coolingOffLine}，不收取任何费用。`,
  ],
  noticeSteps: '签约步骤',
  noticeAgree: '我已阅读，去签约',
  productRisk: (r: string) => `产品风险等级：${r}`,
  choosePeriod: '选择订阅周期',
  chooseCoupon: '优惠券',
  noCoupon: '不使用优惠券',
  payMethod: '支付方式',
  wechatPay: '微信支付',
  alipay: '支付宝',
  next: '下一步',
  choosePeriodFirst: '请选择订阅周期',
  choosePeriodHint: '请先选择订阅周期，再点击下一步',
  orderAmount: '订单金额',
  couponSaving: '优惠券抵扣',
  toPay: '实付',
  money: (amount: string | number) => formatMoney(amount),
  minus: (amount: string) => formatMoney(-Number(amount)),
  noAmountYet: '--',
  viewUnpaidOrders: '去我的订单处理',
  payMethodTitle: '选择支付方式',
  payFailedToast: (reason: string) => `支付未完成：${reason}`,
  payCancelledToast: '支付已取消，订单尚未支付',
  nothingOnSale: '该产品暂无可订阅的周期',
  checking: '校验中...',
  backToProduct: '返回',
  suitabilityRefused: '暂不能购买',
  riskConfirm: '我已知晓并确认',
  agreeRisk: '我已阅读并理解风险揭示书',
  agreeService: '我已阅读并同意以上服务协议',
  mustAgree: '请先阅读并勾选同意',
  previewAgreement: '查看',
  agreementUnavailable: '暂无法查看',
  otherAgreements: '协议文件',
  payTitle: '支付订单',
  payNow: (amount: string) => `确认支付 ${formatMoney(amount)}`,
  paying: '支付中...',
  orderLine: (orderId: string) => `订单号：${orderId}`,
  payAmount: (amount: string) => `应付金额：${formatMoney(amount)}`,
  payCancelled: '支付已取消，订单尚未支付。您可以重新支付。',
  payFailed: (reason: string) => `支付未完成：${reason}。订单尚未支付，您可以重新支付。`,
  payRetry: '重新支付',
  stepFailed: (reason: string) => `${reason}，请稍后点击重新提交。`,
  resubmit: '重新提交',
  demoPayTitle: '模拟支付（演示）',
  demoPayNotice: '演示环境：不会产生真实扣款。',
  // `method` is already 微信支付 / 支付宝: no second 支付 (it read 微信支付支付).
  demoPayContent: (amount: string, method: string) => `${method} ${formatMoney(amount)}`,
  demoPayConfirm: '确认支付',
  demoPayCancel: '取消支付',
  /** A plain browser outside demo mode cannot pay (decision wave3-journey-8): where the investor can. */
  payUnavailable: `浏览器中暂不支持支付。订单已为您保留，请在${FIRM.shortName}APP或微信中打开“我的订单”完成支付。`,
  payUnavailableAhead: `浏览器中暂不支持支付，请在${FIRM.shortName}APP或微信中打开本页完成购买。`,
  copyOrdersLink: '复制“我的订单”链接',
  linkCopied: '链接已复制，请在APP或微信中打开',
  unpaidOrder: '您有一笔未支付的订单',
  continuePay: '继续支付',
  cancelOrder: '取消订单',
  cancelOrderConfirm: '确定取消该订单吗？',
  orderCancelled: '订单已取消',
  flowExpired: '签约信息已失效，请重新选择订阅周期。',
  restart: '重新签约',
  doneTitle: '订阅结果',
  donePaid: '订阅成功',
  donePaidText: '支付成功，服务已开通。',
  donePending: '支付结果确认中',
  donePendingText: '尚未收到支付结果。如您已完成支付，请稍后刷新；如未支付，可返回重新支付。',
  doneFailed: '支付失败',
  doneFailedText: '订单尚未支付，您可以返回重新支付。',
  doneCancelled: '订单已取消',
  doneCancelledText: '该订单已取消，如需订阅请重新签约。',
  doneQueryFailed: (reason: string) => `查询支付结果失败：${reason}`,
  refresh: '刷新',
  myOrders: '查看我的订单',
  /** Back to the content the investor started subscribing from, now unlocked (decision wave2-frontdoor-2). */
  viewContent: '查看内容',
  missingOrder: '缺少订单信息',
  commissionIntro: '佣金产品按成交金额收取服务费（在交易佣金之外另行收取），无需预付；签约前须确认适当性匹配意见、阅读风险揭示书与服务协议并完成购买前回访。',
  commissionAgreementLink: '查看服务协议',
  commissionSign: '确认签约',
  commissionDone: '签约成功',
  commissionDoneText: '佣金产品服务已开通。',
  commissionChecking: '签约结果确认中',
  // Account checks before the contract (decision wave2-compliance-1).
  arrearsRefused: '您的账户存在欠费，暂不能签约。请先结清欠费后再试，如有疑问请联系您的客户经理。',
  assetsRefused: (required: string, available: string) =>
    `签约该产品要求账户总资产不低于${formatMoney(required)}，您当前账户总资产为${formatMoney(available)}，暂不能签约。`,
  contactPhone: '联系电话',
  contactPhoneHint: '用于服务回访，请确认该号码可以联系到您',
  changePhone: '修改',
  newPhone: '新的联系电话',
  newPhonePlaceholder: '请输入11位手机号码',
  savePhone: '保存',
  cancelChange: '取消',
  phoneInvalid: '请输入正确的11位手机号码',
  phoneSaved: '联系电话已更新',
  phoneUnavailable: '暂无法获取联系电话',
  referrer: '推荐人（客户经理）编号',
  referrerPlaceholder: '选填，没有推荐人可不填写',
  referrerFound: (name: string) => `客户经理：${name}`,
  referrerUnknown: '未找到该客户经理编号，请核对后重新输入；没有推荐人可不填写。',
} as const

/** The in-page text when the risk level cannot be retrieved: the spec's 获取适当性失败 and, when known, why. */
export function riskFailureText(error: unknown): string {
  const reason = error instanceof Error && error.message && error.message !== 'no user info' ? error.message : ''
  return reason ? signMessages.riskLevelFailedWhy(reason) : signMessages.riskLevelFailed
}
