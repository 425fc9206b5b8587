// The 10-line example of packages/bridge/README.md, type-checked by `tsc -p packages/bridge` (pnpm typecheck)
// against the public entry. Above the marker: the names the example takes from its surroundings.
declare const api: { getWxShareConf(body: { url: string }): Promise<{ appid: string; timestamp: number | string; nonceStr: string; signature: string }> }
declare const console: { log(...data: unknown[]): void }

// ---- README example (tooling/readmeExamples.test.ts keeps it equal to the README) ----
import { createBridge, isBridgeError } from './index.js'

const bridge = createBridge({ wechat: { fetchShareConfig: (url) => api.getWxShareConf({ url }) } })
await bridge.ready()                                   // handshake in the app; null elsewhere
if (bridge.isAvailable('setTitle')) await bridge.setTitle({ title: '首页' })
bridge.on('menuTap', ({ id }) => console.log('tapped', id))
try {
  await bridge.payOrder({ orderId: 'o1', payType: 1 })
} catch (e) {
  if (!isBridgeError(e, 'CANCELLED')) throw e           // user cancel is not a failure
}
