// Public API of @tougu/bridge. Self-contained: no other workspace package is imported.
export { detectPlatform, DEFAULT_APP_UA_TOKEN } from './platform/detectPlatform.js'
export type { Platform, DetectPlatformOptions } from './platform/detectPlatform.js'
export { isWechatVariant, WECHAT_VARIANT_SEGMENT } from './platform/isWechatVariant.js'

export { createBridge } from './createBridge.js'
export type { Bridge, BridgeEnvironment, CreateBridgeOptions } from './createBridge.js'

export { BridgeError, isBridgeError, isBridgeErrorCode, BRIDGE_ERROR_CODES } from './errors/bridgeError.js'
export type { BridgeErrorCode } from './errors/bridgeError.js'
export { bridgeMessages } from './messages.js'

export { CAPABILITY_NAMES, BRIDGE_EVENT_NAMES } from './capabilities/capabilityTypes.js'
export { capabilityExample } from './capabilities/capabilityRegistry.js'
export type {
  BridgeEventMap,
  BridgeEventName,
  BridgeSubscription,
  CallOptions,
  Capabilities,
  CapabilityArgs,
  CapabilityMap,
  CapabilityName,
  CapabilityResult,
} from './capabilities/capabilityTypes.js'
export type { NativeUserInfo } from './capabilities/methods/getUserInfo.js'
export type { RiskLevelInfo } from './capabilities/methods/getRiskLevel.js'
export type { ImageShareArgs, LinkShareArgs, ShareArgs, ShareResult, ShareScene } from './capabilities/methods/share.js'
export type { PayOrderArgs, PayOrderResult, PayType, WechatPayParams } from './capabilities/methods/payOrder.js'
export type { MenuItem } from './capabilities/methods/setMenu.js'
export type { AppVersionInfo } from './capabilities/methods/getVersion.js'
export { ARG_LIMITS } from './capabilities/argLimits.js'
export { DEFAULT_TIMEOUT_MS, LOGIN_TIMEOUT_MS, METHOD_TIMEOUTS_MS, timeoutFor } from './capabilities/methodTimeouts.js'

export { createNativeChannel } from './protocol/nativeChannel.js'
export type { CancelReason, NativeChannel, NativeChannelOptions, ChannelDiagnostic, ChannelStats } from './protocol/nativeChannel.js'
export { findNativeTransport } from './protocol/nativeTransport.js'
export type { NativeTransport } from './protocol/nativeTransport.js'
export { PROTOCOL_VERSION, NATIVE_HANDLER_NAME } from './protocol/protocolTypes.js'
export type {
  BridgeEventMessage,
  BridgeFailureReply,
  BridgeReply,
  BridgeReplyError,
  BridgeRequest,
  BridgeSuccessReply,
  HelloInfo,
} from './protocol/protocolTypes.js'

export {
  compareVersions,
  compressShareImage,
  computeShareImageSize,
  isImageShareSupported,
  DEFAULT_IMAGE_SHARE_MIN_VERSIONS,
  SHARE_IMAGE_JPEG_QUALITY,
  SHARE_IMAGE_MAX_WIDTH,
} from './share/shareImage.js'
export type { CompressShareImageOptions, ImageShareMinVersions, ShareCanvas } from './share/shareImage.js'

export { captureEntryUrl, createWechatSdk, withoutHash, WECHAT_JS_API_LIST } from './wechat/wechatSdk.js'
export type { WechatSdk, WechatSdkOptions, WechatShareData, WxLike, WxShareConfig } from './wechat/wechatSdk.js'
