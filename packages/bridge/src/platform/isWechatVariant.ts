/** The path segment that marks the WeChat variant of the app (spec §1), e.g. `/tougu/wx/index`. */
export const WECHAT_VARIANT_SEGMENT = 'wx'

/**
 * Whether a pathname belongs to the WeChat variant: one of its segments is exactly `wx`
 * (the variant is the same app served under a base ending in `/wx`, e.g. TOUGU_BASE=/tougu/wx).
 * @example isWechatVariant('/tougu/wx/index') // true
 * @example isWechatVariant('/tougu/wxpay/index') // false
 */
export function isWechatVariant(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? ''
  return path.split('/').includes(WECHAT_VARIANT_SEGMENT)
}
