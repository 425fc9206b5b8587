import { BridgeError } from '../errors/bridgeError.js'
import { bridgeMessages } from '../messages.js'
import type { NativeChannel } from '../protocol/nativeChannel.js'
import type { CapabilityImpl } from './capabilityImpl.js'
import { CAPABILITY_NAMES, type CallOptions } from './capabilityTypes.js'

export interface NativeCapabilityOptions {
  channel: NativeChannel
  /** Whether the connected app build may share images (version above the platform minimum). */
  canShareImage: () => boolean
  /** Re-encodes a share picture (430 px wide, JPEG 0.5) before it crosses the bridge. */
  compressImage: (src: string) => Promise<string>
  /** WeChat variant: Alipay is not offered. */
  wechatVariant: boolean
}

/**
 * Capabilities over the native wire protocol. Each capability is the wire method of the same name.
 * @example const impl = createNativeCapabilities({ channel, canShareImage, compressImage, wechatVariant: false })
 */
export function createNativeCapabilities(options: NativeCapabilityOptions): CapabilityImpl {
  const { channel } = options
  const impl: Record<string, (args: unknown, callOptions: CallOptions) => Promise<unknown>> = {}
  for (const name of CAPABILITY_NAMES) impl[name] = (args, callOptions) => channel.call(name, args ?? {}, callOptions)

  impl.getUserInfo = async (args, callOptions) => {
    try {
      const data = await channel.call('getUserInfo', args ?? {}, callOptions)
      return data ?? null
    } catch (cause) {
      // Spec §8: a login failure from the native app is `登录失败`; the code still tells cancel from failure.
      const code = cause instanceof BridgeError ? cause.code : 'NATIVE_ERROR'
      throw new BridgeError(code, bridgeMessages.loginFailed, { method: 'getUserInfo', cause, data: cause instanceof BridgeError ? cause.data : undefined })
    }
  }

  impl.share = async (args, callOptions) => {
    const share = args as { kind: string; image?: string }
    if (share.kind === 'image') {
      await channel.ready()
      if (!options.canShareImage()) throw new BridgeError('UNAVAILABLE', bridgeMessages.imageShareNeedsUpgrade, { method: 'share' })
      const image = await options.compressImage(share.image ?? '')
      await channel.call('share', { ...share, image }, callOptions)
    } else {
      await channel.call('share', args, callOptions)
    }
    return { via: 'native' }
  }

  impl.payOrder = async (args, callOptions) => {
    const pay = args as { payType: number; wechatPay?: unknown }
    if (options.wechatVariant && pay.payType === 2) throw new BridgeError('UNAVAILABLE', bridgeMessages.alipayNotInWechat, { method: 'payOrder' })
    // The WeChat JS-SDK parameters mean nothing to the native app; keep them off the wire.
    const { wechatPay: _omit, ...wire } = pay
    return channel.call('payOrder', wire, callOptions)
  }

  return impl
}
