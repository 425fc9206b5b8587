import { BridgeError } from '../errors/bridgeError.js'
import { bridgeMessages } from '../messages.js'
import type { CapabilityImpl } from '../capabilities/capabilityImpl.js'
import type { WechatSdk } from './wechatSdk.js'

/**
 * Inside WeChat: the browser fallbacks, plus share data for the WeChat menu and WeChat pay via the JS-SDK.
 * A page cannot open WeChat's share panel itself, so `share` prepares the menu's share and resolves
 * `{ via: 'wechat-menu' }`; the app then tells the user to use the ··· menu.
 * @example const impl = createWechatCapabilities(createWebCapabilities(window), sdk)
 */
export function createWechatCapabilities(web: CapabilityImpl, sdk: WechatSdk | null): CapabilityImpl {
  return {
    ...web,
    async share(args) {
      if (args.kind !== 'link' || !sdk) throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
      await sdk.initShare({ title: args.title, desc: args.desc ?? '', link: args.link, imgUrl: args.imgUrl ?? '' })
      return { via: 'wechat-menu' }
    },
    async payOrder(args, options) {
      if (args.payType === 2) throw new BridgeError('UNAVAILABLE', bridgeMessages.alipayNotInWechat, { method: 'payOrder' })
      if (!sdk) throw new BridgeError('UNAVAILABLE', undefined, { method: 'payOrder' })
      if (!args.wechatPay) throw new BridgeError('INVALID_ARGS', undefined, { method: 'payOrder', data: { missing: 'wechatPay' } })
      return sdk.pay(args.wechatPay, options.signal)
    },
  }
}
