import * as z from 'zod/mini'
import { BridgeError } from '../../errors/bridgeError.js'
import { bridgeMessages } from '../../messages.js'
import { ARG_LIMITS } from '../argLimits.js'
import { httpUrl, image, isImageDataUrl, line, text } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

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

const scene = () => z.optional(z.enum(['friend', 'moments']))

const linkShare = () =>
  z.strictObject({
    kind: z.literal('link'),
    scene: scene(),
    title: line(ARG_LIMITS.shareTitle, 1),
    desc: z.optional(text(ARG_LIMITS.shareDesc)),
    link: httpUrl(),
    imgUrl: z.optional(httpUrl()),
  })

/**
 * `initWechatShare` (WeChat only; not a native method): the same rules as a link share, because these
 * values go to `wx.updateAppMessageShareData` / `updateTimelineShareData`. Checked after `link` defaulted.
 */
export const WECHAT_SHARE_DATA_SCHEMA = z.lazy(() =>
  z.strictObject({
    title: line(ARG_LIMITS.shareTitle, 1),
    desc: z.optional(text(ARG_LIMITS.shareDesc)),
    link: httpUrl(),
    imgUrl: z.optional(z.union([z.literal(''), httpUrl()])),
  }),
)

export const share = defineCapability<ShareArgs, ShareResult>()({
  name: 'share',
  summary: 'share to WeChat friends or moments',
  args: z.lazy(() =>
    z.discriminatedUnion('kind', [
      linkShare(),
      // The page's picture before compression: a data URL up to the saveImage limit, or an http(s) URL.
      z.strictObject({ kind: z.literal('image'), scene: scene(), image: image(ARG_LIMITS.imageDataUrl) }),
    ]),
  ),
  wire: z.lazy(() =>
    z.discriminatedUnion('kind', [
      linkShare(),
      z.strictObject({
        kind: z.literal('image'),
        scene: scene(),
        image: z.string().check(
          z.maxLength(ARG_LIMITS.shareImageDataUrl),
          z.refine((v) => isImageDataUrl(v, 'jpeg'), { message: 'must be a data:image/jpeg;base64 URL' }),
        ),
      }),
    ]),
  ),
  // The user picks a target in a share sheet.
  timeoutMs: 2 * 60_000,
  example: (pageUrl) => ({ kind: 'link', title: 'SDK测试', desc: 'bridge share', link: pageUrl }),
  async native(args, options, context) {
    const channel = context.channel
    if (!channel) throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
    if (args.kind === 'image') {
      await channel.ready()
      if (!context.canShareImage()) throw new BridgeError('UNAVAILABLE', bridgeMessages.imageShareNeedsUpgrade, { method: 'share' })
      const compressed = await context.compressImage(args.image)
      await channel.call('share', { ...args, image: compressed }, options)
    } else {
      await channel.call('share', args, options)
    }
    return { via: 'native' }
  },
  browser: {
    available: ({ window }) => typeof window.navigator.share === 'function',
    async run(args, _options, { window }) {
      const nav = window.navigator
      if (args.kind !== 'link' || typeof nav.share !== 'function') throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
      try {
        await nav.share({ title: args.title, text: args.desc ?? args.title, url: args.link })
      } catch (cause) {
        const aborted = cause instanceof Error && cause.name === 'AbortError'
        throw new BridgeError(aborted ? 'CANCELLED' : 'NATIVE_ERROR', undefined, { method: 'share', cause })
      }
      return { via: 'web-share' }
    },
  },
  // A page cannot open WeChat's share panel itself, so `share` prepares the menu's share and resolves
  // `{ via: 'wechat-menu' }`; the app then tells the user to use the ··· menu.
  wechat: {
    available: ({ wechatSdk }) => wechatSdk !== null,
    async run(args, _options, { wechatSdk }) {
      if (args.kind !== 'link' || !wechatSdk) throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
      await wechatSdk.initShare({ title: args.title, desc: args.desc ?? '', link: args.link, imgUrl: args.imgUrl ?? '' })
      return { via: 'wechat-menu' }
    },
  },
})
