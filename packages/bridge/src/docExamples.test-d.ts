// The @example blocks of public JSDoc, type-checked (`tsc -p tsconfig.json` checks src/**). Each block below
// `// @example <file> <function>` is the function's JSDoc example verbatim; tooling/docExamples.test.ts fails
// when the two differ, so an example cannot drift from the API it shows.
import { capabilityExample, compareVersions, computeShareImageSize, createBridge, isImageShareSupported, timeoutFor, withoutHash, type WxShareConfig } from './index.js'

declare function signWithServer(url: string): Promise<WxShareConfig>

// @example packages/bridge/src/createBridge.ts createBridge
export async function createBridgeExample() {
  // signWithServer: POST /api/view/getWxShareConf { url }, resolving { appid, timestamp, nonceStr, signature }
  const bridge = createBridge({ wechat: { fetchShareConfig: (url) => signWithServer(url) } })
  await bridge.ready()
  if (bridge.isAvailable('setTitle')) await bridge.setTitle({ title: '首页' })
}

// @example packages/bridge/src/capabilities/capabilityRegistry.ts capabilityExample
export function capabilityExampleExample() {
  capabilityExample('openStockQuote', location.href) // { code: '600519', market: 'SH', name: '贵州茅台' }
}

// @example packages/bridge/src/capabilities/methodTimeouts.ts timeoutFor
export function timeoutForExample() {
  timeoutFor('payOrder') // 300000
}

// @example packages/bridge/src/wechat/wechatSdk.ts withoutHash
export function withoutHashExample() {
  withoutHash('https://a.cn/tougu/index?x=1#top') // 'https://a.cn/tougu/index?x=1'
}

// @example packages/bridge/src/share/shareImage.ts computeShareImageSize
export function computeShareImageSizeExample() {
  computeShareImageSize(1080, 1920) // { width: 430, height: 764 }
}

// @example packages/bridge/src/share/shareImage.ts compareVersions
export function compareVersionsExample() {
  compareVersions('6.2', '6.10.0') // -1
}

// @example packages/bridge/src/share/shareImage.ts isImageShareSupported
export function isImageShareSupportedExample() {
  isImageShareSupported('6.1.0', 'ios', { ios: '6.0.0', android: '6.2.0' }) // true
}
