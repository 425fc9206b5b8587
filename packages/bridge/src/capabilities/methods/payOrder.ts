import * as z from 'zod/mini'
import { BridgeError } from '../../errors/bridgeError.js'
import { bridgeMessages } from '../../messages.js'
import { ARG_LIMITS } from '../argLimits.js'
import { key, line } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'
import type { PayOrderArgs, PayOrderResult } from './payOrderTypes.js'

export type { PayOrderArgs, PayOrderResult, PayType, WechatPayParams } from './payOrderTypes.js'

const wechatPay = () =>
  z.strictObject({
    timestamp: z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.regex(/^\d{1,13}$/))]),
    nonceStr: line(ARG_LIMITS.key, 1),
    package: line(256, 1),
    signType: z.enum(['MD5', 'HMAC-SHA256', 'RSA', 'SHA1']),
    paySign: line(1024, 1),
  })

const payOrderWire = () => ({
  orderId: key(),
  payType: z.union([z.literal(1), z.literal(2)]),
  /** Yuan; shown on the pay sheet only. */
  amount: z.optional(z.number().check(z.nonnegative(), z.lte(100_000_000))),
  productName: z.optional(line(ARG_LIMITS.label)),
})

export const payOrder = defineCapability<PayOrderArgs, PayOrderResult>()({
  name: 'payOrder',
  summary: 'pay an order',
  // `wechatPay` is for WeChat's chooseWXPay only; the native channel never sends it.
  args: z.lazy(() => z.strictObject({ ...payOrderWire(), wechatPay: z.optional(wechatPay()) })),
  wire: z.lazy(() => z.strictObject(payOrderWire())),
  // A person works through the pay sheet; the page can still cancel with an AbortSignal.
  timeoutMs: 5 * 60_000,
  example: () => ({ orderId: 'TEST-ORDER', payType: 1, amount: 0.01, productName: 'SDK测试' }),
  // Spec §6: no Alipay in the WeChat variant, nor inside WeChat itself, whichever environment would pay.
  refuse: ({ payType }, { wechatVariant, environment }) =>
    payType === 2 && (wechatVariant || environment === 'wechat')
      ? new BridgeError('UNAVAILABLE', bridgeMessages.alipayNotInWechat, { method: 'payOrder' })
      : null,
  native(args, options, { channel }) {
    if (!channel) return Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method: 'payOrder' }))
    // The WeChat JS-SDK parameters mean nothing to the native app; keep them off the wire.
    const { wechatPay: _omit, ...wire } = args
    return channel.call('payOrder', wire, options) as Promise<PayOrderResult>
  },
  wechat: {
    available: ({ wechatSdk }) => wechatSdk !== null,
    run(args, options, { wechatSdk }) {
      if (!wechatSdk) return Promise.reject(new BridgeError('UNAVAILABLE', undefined, { method: 'payOrder' }))
      if (!args.wechatPay) return Promise.reject(new BridgeError('INVALID_ARGS', undefined, { method: 'payOrder', data: { missing: 'wechatPay' } }))
      return wechatSdk.pay(args.wechatPay, options.signal)
    },
  },
})
