/** The path segment that marks the WeChat variant of the app (spec §1), e.g. `/tougu/wx/index`. */
export const WECHAT_VARIANT_SEGMENT = 'wx'

/**
 * Whether a pathname belongs to the WeChat variant: one of its segments is exactly `wx`
 * (the same build answers under `{base}/wx/...`: the app keeps the marker in its router basename).
 * @example isWechatVariant('/tougu/wx/index') // true
 * @example isWechatVariant('/tougu/wxpay/index') // false
 */
export function isWechatVariant(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? ''
  return path.split('/').includes(WECHAT_VARIANT_SEGMENT)
}
