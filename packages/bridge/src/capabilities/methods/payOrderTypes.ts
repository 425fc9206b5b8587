// payOrder's types, apart from its rules and implementations: the WeChat SDK's interface names them, and the
// capability definition names that interface (a module of types only keeps the import graph free of circles).

/** WeChat pay (1) or Alipay (2); Alipay is not offered in the WeChat variant (spec §6). */
export type PayType = 1 | 2

/** WeChat JS-SDK `chooseWXPay` parameters, signed by the server. Needed inside WeChat only. */
export interface WechatPayParams {
  timestamp: number | string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

export interface PayOrderArgs {
  orderId: string
  payType: PayType
  /** Amount in yuan, for display on the native pay sheet. */
  amount?: number
  productName?: string
  /** Required inside WeChat, where `chooseWXPay` pays. */
  wechatPay?: WechatPayParams
}

/** `paid`: the payment channel reported success; `pending`: submitted, the server decides. Poll either way. */
export interface PayOrderResult {
  status: 'paid' | 'pending'
}
