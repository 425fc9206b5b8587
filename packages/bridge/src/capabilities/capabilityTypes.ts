// The typed capability surface: one entry per native bridge call of spec §7 (plus the navigation helpers
// of §2). Wire method names are the capability names; docs/bridge-protocol.md documents each one.

/** The signed-in investor as the native app reports it (spec §3 user info, session part). */
export interface NativeUserInfo {
  clientId: string
  /** Fund account (资金账号). */
  cid: string
  phone: string
  /** Access token for the API's token header. */
  token: string
  userName: string
  unionid?: string
  singleFlag?: string
}

/** Risk level exactly as the native app names the fields (spec §7). */
export interface RiskLevelInfo {
  riskLevel: string
  level_name: string
  /** Evaluation validity end date, `YYYYMMDD` or `YYYY-MM-DD` as the firm's systems give it. */
  risk_end_date: string
  customer_class: string
}

export type ShareScene = 'friend' | 'moments'

/** Share a link card (title, description, thumbnail) to WeChat friends or moments. */
export interface LinkShareArgs {
  kind: 'link'
  /** Omit to let the native side show its own share sheet. */
  scene?: ShareScene
  title: string
  desc?: string
  link: string
  imgUrl?: string
}

/** Share a picture. The bridge compresses it to at most 430 px wide, JPEG quality 0.5, before sending. */
export interface ImageShareArgs {
  kind: 'image'
  scene?: ShareScene
  /** A data URL or an http(s) URL of the picture. */
  image: string
}

export type ShareArgs = LinkShareArgs | ImageShareArgs

/** How the share happened: by the native app, the Web Share API, or prepared for the WeChat menu. */
export interface ShareResult {
  via: 'native' | 'web-share' | 'wechat-menu'
}

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

export interface MenuItem {
  id: string
  text: string
  /** Optional icon name the native app knows (e.g. `share`, `search`). */
  icon?: string
}

export interface AppVersionInfo {
  appVersion: string
  platform: 'ios' | 'android'
}

/** Arguments and result of every capability. `undefined` args means the call takes none. */
export interface CapabilityMap {
  getUserInfo: { args: { forceLogin?: boolean } | undefined; result: NativeUserInfo | null }
  getRiskLevel: { args: undefined; result: RiskLevelInfo }
  openStockQuote: { args: { code: string; market?: string; name?: string }; result: void }
  goToTrade: { args: { page?: string; code?: string } | undefined; result: void }
  share: { args: ShareArgs; result: ShareResult }
  saveImage: { args: { image: string }; result: void }
  copy: { args: { text: string }; result: void }
  previewPdf: { args: { url: string; title?: string }; result: void }
  payOrder: { args: PayOrderArgs; result: PayOrderResult }
  setTitle: { args: { title: string }; result: void }
  setTopBarColor: { args: { background: string; foreground?: string }; result: void }
  openWebview: { args: { url: string; title?: string; newWindow?: boolean }; result: void }
  closeWebview: { args: undefined; result: void }
  setMenu: { args: { items: MenuItem[] }; result: void }
  getVersion: { args: undefined; result: AppVersionInfo }
  startRiskEvaluation: { args: undefined; result: RiskLevelInfo }
  setPullRefresh: { args: { down: boolean; up: boolean }; result: void }
  stopPullRefresh: { args: { direction?: 'down' | 'up' } | undefined; result: void }
}

export type CapabilityName = keyof CapabilityMap
export type CapabilityArgs<K extends CapabilityName> = CapabilityMap[K]['args']
export type CapabilityResult<K extends CapabilityName> = CapabilityMap[K]['result']

/** Every capability, in documentation order. */
export const CAPABILITY_NAMES: readonly CapabilityName[] = [
  'getUserInfo',
  'getRiskLevel',
  'openStockQuote',
  'goToTrade',
  'share',
  'saveImage',
  'copy',
  'previewPdf',
  'payOrder',
  'setTitle',
  'setTopBarColor',
  'openWebview',
  'closeWebview',
  'setMenu',
  'getVersion',
  'startRiskEvaluation',
  'setPullRefresh',
  'stopPullRefresh',
]

/** Per-call options. */
export interface CallOptions {
  /** Abort to cancel: the promise rejects with `CANCELLED` and the native side gets `bridge.cancel`. */
  signal?: AbortSignal
  /** Override the method's timeout (ms). */
  timeoutMs?: number
  /** Receives `keepAlive` progress replies before the final one (each also restarts the timeout). */
  onUpdate?: (data: unknown) => void
}

/** Data of each event the native app pushes. */
export interface BridgeEventMap {
  pullDownRefresh: Record<string, never>
  pullUpRefresh: Record<string, never>
  menuTap: { id: string }
  loginChanged: { loggedIn: boolean; userInfo?: NativeUserInfo | null }
  resume: Record<string, never>
}

export type BridgeEventName = keyof BridgeEventMap

export const BRIDGE_EVENT_NAMES: readonly BridgeEventName[] = ['pullDownRefresh', 'pullUpRefresh', 'menuTap', 'loginChanged', 'resume']

/** Handle returned by `on()`. */
export interface BridgeSubscription {
  remove(): void
}

type Method<K extends CapabilityName> = undefined extends CapabilityArgs<K>
  ? (args?: CapabilityArgs<K>, options?: CallOptions) => Promise<CapabilityResult<K>>
  : (args: CapabilityArgs<K>, options?: CallOptions) => Promise<CapabilityResult<K>>

/** One promise-returning method per capability. */
export type Capabilities = { [K in CapabilityName]: Method<K> }
