// Type-level checks of the capability surface (checked by `tsc -p tsconfig.json`).
import { expectTypeOf } from 'vitest'
import { createBridge, type Bridge, type BridgeSubscription, type NativeUserInfo, type PayOrderResult, type RiskLevelInfo, type ShareResult } from './index.js'

declare const bridge: Bridge

expectTypeOf(bridge.getUserInfo()).resolves.toEqualTypeOf<NativeUserInfo | null>()
expectTypeOf(bridge.getRiskLevel()).resolves.toEqualTypeOf<RiskLevelInfo>()
expectTypeOf(bridge.payOrder({ orderId: 'o1', payType: 1 })).resolves.toEqualTypeOf<PayOrderResult>()
expectTypeOf(bridge.share({ kind: 'link', title: 't', link: 'https://x.cn' })).resolves.toEqualTypeOf<ShareResult>()
expectTypeOf(bridge.setTitle({ title: 't' })).resolves.toEqualTypeOf<void>()
expectTypeOf(bridge.on('menuTap', (data) => expectTypeOf(data).toEqualTypeOf<{ id: string }>())).toEqualTypeOf<BridgeSubscription>()
expectTypeOf(createBridge).returns.toEqualTypeOf<Bridge>()

// @ts-expect-error payType is 1 (WeChat pay) or 2 (Alipay)
void bridge.payOrder({ orderId: 'o1', payType: 3 })
// @ts-expect-error setTitle needs its args
void bridge.setTitle()
// @ts-expect-error image share needs an image, not a link
void bridge.share({ kind: 'image', link: 'https://x.cn' })
// @ts-expect-error unknown capability names are not available
bridge.isAvailable('launchRocket')
// @ts-expect-error unknown events cannot be listened to
bridge.on('shake', () => undefined)
