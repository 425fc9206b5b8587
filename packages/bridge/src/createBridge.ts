import type { AnyCapability, BridgeEnvironment, CapabilityContext, PageImplementation } from './capabilities/capabilityDefinition.js'
import { CAPABILITIES, capabilityNamed } from './capabilities/capabilityRegistry.js'
import type { BridgeEventMap, BridgeEventName, BridgeSubscription, CallOptions, Capabilities, CapabilityName } from './capabilities/capabilityTypes.js'
import { timeoutFor } from './capabilities/methodTimeouts.js'
import { validateArgs } from './capabilities/validateArgs.js'
import { BridgeError } from './errors/bridgeError.js'
import { detectPlatform, type Platform } from './platform/detectPlatform.js'
import { isWechatVariant } from './platform/isWechatVariant.js'
import { createNativeChannel, type ChannelDiagnostic, type ChannelStats, type NativeChannel } from './protocol/nativeChannel.js'
import { findNativeTransport } from './protocol/nativeTransport.js'
import type { HelloInfo } from './protocol/protocolTypes.js'
import { compressShareImage, DEFAULT_IMAGE_SHARE_MIN_VERSIONS, isImageShareSupported, type ImageShareMinVersions } from './share/shareImage.js'
import { captureEntryUrl, createWechatSdk, type WechatSdk, type WechatShareData, type WxLike, type WxShareConfig } from './wechat/wechatSdk.js'

export type { BridgeEnvironment } from './capabilities/capabilityDefinition.js'

export interface CreateBridgeOptions {
  /** Default: the global window. */
  window?: Window
  /** Default: `window.navigator.userAgent`. */
  userAgent?: string
  /** UA token of the firm's app (default `TouguApp`). */
  appUaToken?: string
  /** WeChat variant (no Alipay). Default: `isWechatVariant(location.pathname)`. */
  wechatVariant?: boolean
  /** Handshake timeout (transport appearing + hello answered). Default 5000 ms. */
  readyTimeoutMs?: number
  /** Calls allowed to wait for the handshake. Default 50. */
  maxQueue?: number
  /** Override default per-method timeouts (ms). */
  timeouts?: Partial<Record<CapabilityName, number>>
  /** Image share needs an app version strictly newer than this, per platform. */
  imageShareMinVersions?: ImageShareMinVersions
  /** Share-picture encoder. Default: compressShareImage (canvas, 430 px, JPEG 0.5). */
  compressImage?: (src: string) => Promise<string>
  /** WeChat JS-SDK wiring. Without it, WeChat share and pay are UNAVAILABLE. */
  wechat?: {
    /** The app's call to `POST /api/view/getWxShareConf { url }`. */
    fetchShareConfig: (url: string) => Promise<WxShareConfig>
    /** Default: `import('weixin-js-sdk')`. */
    loadSdk?: () => Promise<WxLike>
    /** Default: the URL at bridge creation. Create the bridge before the router starts. */
    entryUrl?: string
    debug?: boolean
  }
  /** Told about malformed and dropped native messages. */
  onDiagnostic?: (diagnostic: ChannelDiagnostic) => void
  /** Source of the random first request id. */
  random?: () => number
}

/** One typed API over the native app, WeChat and the browser. */
export interface Bridge extends Capabilities {
  readonly environment: BridgeEnvironment
  /** The user agent's hint; in the app, `ready()` confirms it. */
  readonly platform: Platform
  readonly wechatVariant: boolean
  /** In the app: the handshake (idempotent; again after a bfcache restore). Elsewhere: null at once. */
  ready(): Promise<HelloInfo | null>
  /** Whether a capability works here. In the app, false until `ready()` resolved. */
  isAvailable(name: CapabilityName): boolean
  /** In the app: image share allowed for this app version. False before `ready()`. */
  canShareImage(): boolean
  /** Listen to a native event; events sent before the first listener are delivered to it. */
  on<E extends BridgeEventName>(event: E, handler: (data: BridgeEventMap[E]) => void): BridgeSubscription
  /** WeChat only (UNAVAILABLE elsewhere): sign, `wx.config`, set friends and moments share data. */
  initWechatShare(data: WechatShareData): Promise<void>
  /** Malformed and dropped native messages so far (app only; zeros elsewhere). */
  stats(): ChannelStats
  dispose(): void
}

function chooseEnvironment(platform: Platform, win: Window): BridgeEnvironment {
  if (platform === 'ios-app' || platform === 'android-app') return 'app'
  if (platform === 'wxwork') return 'wxwork'
  if (platform === 'wechat') return 'wechat'
  // The UA is only a hint: a host that installed the transport is the app, whatever the UA says.
  return findNativeTransport(win) ? 'app' : 'web'
}

/**
 * Create the bridge for this page. Call once, before the router starts (the WeChat entry URL is captured here).
 * @example
 * // signWithServer: POST /api/view/getWxShareConf { url }, resolving { appid, timestamp, nonceStr, signature }
 * const bridge = createBridge({ wechat: { fetchShareConfig: (url) => signWithServer(url) } })
 * await bridge.ready()
 * if (bridge.isAvailable('setTitle')) await bridge.setTitle({ title: '首页' })
 */
export function createBridge(options: CreateBridgeOptions = {}): Bridge {
  const win = options.window ?? window
  const platform = detectPlatform(options.userAgent ?? win.navigator.userAgent, { appToken: options.appUaToken })
  const environment = chooseEnvironment(platform, win)
  const wechatVariant = options.wechatVariant ?? isWechatVariant(win.location.pathname)
  const entryUrl = options.wechat?.entryUrl ?? captureEntryUrl(win)
  const minimums = options.imageShareMinVersions ?? DEFAULT_IMAGE_SHARE_MIN_VERSIONS

  let channel: NativeChannel | null = null
  let wechatSdk: WechatSdk | null = null

  if (environment === 'app') {
    const overrides = options.timeouts as Record<string, number | undefined> | undefined
    channel = createNativeChannel({
      window: win,
      readyTimeoutMs: options.readyTimeoutMs,
      maxQueue: options.maxQueue,
      timeoutFor: (method, args) => overrides?.[method] ?? timeoutFor(method, args),
      onDiagnostic: options.onDiagnostic,
      random: options.random,
    })
  } else if (environment === 'wechat' && options.wechat) {
    wechatSdk = createWechatSdk({
      window: win,
      isIos: /iPhone|iPad|iPod/i.test(options.userAgent ?? win.navigator.userAgent),
      entryUrl,
      fetchShareConfig: options.wechat.fetchShareConfig,
      loadSdk: options.wechat.loadSdk,
      debug: options.wechat.debug,
    })
  }

  function canShareImage(): boolean {
    const hello = channel?.hello()
    return !!hello && hello.methods.includes('share') && isImageShareSupported(hello.appVersion, hello.platform, minimums)
  }

  const context: CapabilityContext = {
    window: win,
    environment,
    wechatVariant,
    channel,
    wechatSdk,
    canShareImage,
    compressImage: options.compressImage ?? ((src) => compressShareImage(src)),
  }

  /** Outside the app: WeChat's own implementation, else the browser's (also enterprise WeChat's). */
  function pageImplementation(capability: AnyCapability): PageImplementation<unknown, unknown> | undefined {
    return (environment === 'wechat' ? capability.wechat : undefined) ?? capability.browser
  }

  function isAvailable(name: CapabilityName): boolean {
    if (channel) return channel.hello()?.methods.includes(name) ?? false
    const capability = capabilityNamed(name)
    const page = capability && pageImplementation(capability)
    return !!page && (page.available?.(context) ?? true)
  }

  function invoke(capability: AnyCapability, args: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    const method = capability.name
    const problem = validateArgs(method as CapabilityName, args)
    if (problem) return Promise.reject(new BridgeError('INVALID_ARGS', undefined, { method, data: { problem } }))
    if (callOptions.signal?.aborted) return Promise.reject(new BridgeError('CANCELLED', undefined, { method }))
    const refused = capability.refuse?.(args, context)
    if (refused) return Promise.reject(refused)
    if (channel) return capability.native ? capability.native(args, callOptions, context) : channel.call(method, args ?? {}, callOptions)
    const page = pageImplementation(capability)
    if (!page) return Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method }))
    return page.run(args, callOptions, context)
  }

  const capabilities = Object.fromEntries(
    CAPABILITIES.map((definition) => {
      const capability = definition as unknown as AnyCapability
      return [capability.name, (args?: unknown, callOptions?: CallOptions) => invoke(capability, args, callOptions)]
    }),
  ) as unknown as Capabilities

  return {
    ...capabilities,
    environment,
    platform,
    wechatVariant,
    ready: () => (channel ? channel.ready() : Promise.resolve(null)),
    isAvailable,
    canShareImage,
    on: (event, handler) => (channel ? channel.on(event, handler as (data: unknown) => void) : { remove: () => undefined }),
    initWechatShare: (data) =>
      wechatSdk ? wechatSdk.initShare(data) : Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method: 'initWechatShare' })),
    stats: () => channel?.stats() ?? { malformed: 0, dropped: 0 },
    dispose: () => channel?.dispose(),
  }
}
