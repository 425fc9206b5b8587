import * as z from 'zod/mini'
import { ARG_LIMITS } from './argLimits.js'
import { color, httpUrl, image, isImageDataUrl, key, line, none, text } from './argRules.js'
import type { CapabilityArgs, CapabilityName } from './capabilityTypes.js'

// The arguments of every capability, one entry per capability, exactly as §6 of docs/bridge-protocol.md
// states them: types, enums, required and optional fields (no others), URL schemes and size limits.
// createBridge checks `args` here before any implementation runs (native, WeChat or browser), and the
// native channel checks `wire` (or `args`) again right before posting, so nothing else reaches native.

/** One capability's argument rules. */
export interface CapabilityArgSpec<K extends CapabilityName> {
  /** What the page may pass to the capability. */
  args: z.ZodMiniType<CapabilityArgs<K>>
  /** What goes over the wire when the native side receives something else (compressed image, page-only fields dropped). */
  wire?: z.ZodMiniType
}

const wechatPay = z.strictObject({
  timestamp: z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.regex(/^\d{1,13}$/))]),
  nonceStr: line(ARG_LIMITS.key, 1),
  package: line(256, 1),
  signType: z.enum(['MD5', 'HMAC-SHA256', 'RSA', 'SHA1']),
  paySign: line(1024, 1),
})

const scene = z.optional(z.enum(['friend', 'moments']))

const payOrderWire = {
  orderId: key(),
  payType: z.union([z.literal(1), z.literal(2)]),
  /** Yuan; shown on the pay sheet only. */
  amount: z.optional(z.number().check(z.nonnegative(), z.lte(100_000_000))),
  productName: z.optional(line(ARG_LIMITS.label)),
}

const linkShare = z.strictObject({
  kind: z.literal('link'),
  scene,
  title: line(ARG_LIMITS.shareTitle, 1),
  desc: z.optional(text(ARG_LIMITS.shareDesc)),
  link: httpUrl(),
  imgUrl: z.optional(httpUrl()),
})

/** The argument table. Adding a capability without an entry here does not compile. */
export const CAPABILITY_ARG_SPECS: { readonly [K in CapabilityName]: CapabilityArgSpec<K> } = {
  getUserInfo: { args: z.optional(z.strictObject({ forceLogin: z.optional(z.boolean()) })) },
  getRiskLevel: { args: none() as z.ZodMiniType<undefined> },
  openStockQuote: {
    args: z.strictObject({
      code: z.string().check(z.regex(/^[A-Za-z0-9.]{1,12}$/, { message: 'must be a security code such as 600519' })),
      market: z.optional(z.string().check(z.regex(/^[A-Z]{2,4}$/, { message: 'must be a market code such as SH, SZ, BJ, HK' }))),
      name: z.optional(line(ARG_LIMITS.label)),
    }),
  },
  goToTrade: {
    args: z.optional(
      z.strictObject({
        page: z.optional(key()),
        code: z.optional(z.string().check(z.regex(/^[A-Za-z0-9.]{1,12}$/, { message: 'must be a security code such as 600519' }))),
      }),
    ),
  },
  share: {
    args: z.discriminatedUnion('kind', [
      linkShare,
      // The page's picture before compression: a data URL up to the saveImage limit, or an http(s) URL.
      z.strictObject({ kind: z.literal('image'), scene, image: image(ARG_LIMITS.imageDataUrl) }),
    ]),
    wire: z.discriminatedUnion('kind', [
      linkShare,
      z.strictObject({
        kind: z.literal('image'),
        scene,
        image: z.string().check(
          z.maxLength(ARG_LIMITS.shareImageDataUrl),
          z.refine((v) => isImageDataUrl(v, 'jpeg'), { message: 'must be a data:image/jpeg;base64 URL' }),
        ),
      }),
    ]),
  },
  saveImage: { args: z.strictObject({ image: image(ARG_LIMITS.imageDataUrl) }) },
  copy: { args: z.strictObject({ text: text(ARG_LIMITS.copyText, 1) }) },
  previewPdf: { args: z.strictObject({ url: httpUrl(), title: z.optional(line(ARG_LIMITS.title)) }) },
  payOrder: {
    // `wechatPay` is for WeChat's chooseWXPay only; the native channel never sends it.
    args: z.strictObject({ ...payOrderWire, wechatPay: z.optional(wechatPay) }),
    wire: z.strictObject(payOrderWire),
  },
  setTitle: { args: z.strictObject({ title: line(ARG_LIMITS.title) }) },
  setTopBarColor: { args: z.strictObject({ background: color(), foreground: z.optional(color()) }) },
  openWebview: {
    args: z.strictObject({ url: httpUrl(), title: z.optional(line(ARG_LIMITS.title)), newWindow: z.optional(z.boolean()) }),
  },
  closeWebview: { args: none() as z.ZodMiniType<undefined> },
  setMenu: {
    args: z.strictObject({
      items: z
        .array(z.strictObject({ id: key(), text: line(ARG_LIMITS.label, 1), icon: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))) }))
        .check(z.maxLength(ARG_LIMITS.menuItems)),
    }),
  },
  getVersion: { args: none() as z.ZodMiniType<undefined> },
  startRiskEvaluation: { args: none() as z.ZodMiniType<undefined> },
  setPullRefresh: { args: z.strictObject({ down: z.boolean(), up: z.boolean() }) },
  stopPullRefresh: { args: z.optional(z.strictObject({ direction: z.optional(z.enum(['down', 'up'])) })) },
}

/**
 * `initWechatShare` (WeChat only; not a native method): the same rules as a link share, because these
 * values go to `wx.updateAppMessageShareData` / `updateTimelineShareData`. Checked after `link` defaulted.
 */
export const WECHAT_SHARE_DATA_SCHEMA = z.strictObject({
  title: line(ARG_LIMITS.shareTitle, 1),
  desc: z.optional(text(ARG_LIMITS.shareDesc)),
  link: httpUrl(),
  imgUrl: z.optional(z.union([z.literal(''), httpUrl()])),
})

/** The schema a wire request of `method` must match, or undefined for protocol methods (`bridge.*`) and unknown names. */
export function wireSchemaFor(method: string): z.ZodMiniType | undefined {
  const spec = (CAPABILITY_ARG_SPECS as Partial<Record<string, CapabilityArgSpec<CapabilityName>>>)[method]
  return spec ? (spec.wire ?? spec.args) : undefined
}
