// The WeChat SDK's interface, apart from its implementation: capability definitions name it, and the implementation
// imports the share capability's rules (one module each way would be a circle).
import type { PayOrderResult, WechatPayParams } from '../capabilities/methods/payOrderTypes.js'

/** What a page shares in WeChat. `link` defaults to the current URL without its hash. */
export interface WechatShareData {
  title: string
  desc?: string
  link?: string
  imgUrl?: string
}

/** WeChat JS-SDK with the signing rules applied. */
export interface WechatSdk {
  /** The URL that must be signed right now. */
  signUrl(): string
  /** Configure (again, if the URL to sign changed) and set the friends/moments share data. */
  initShare(data: WechatShareData): Promise<void>
  /** `chooseWXPay`; cancel → CANCELLED. */
  pay(params: WechatPayParams, signal?: AbortSignal): Promise<PayOrderResult>
}
