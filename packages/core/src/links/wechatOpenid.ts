/** What a WeChat openid looks like: an app-scoped id of letters, digits, `-` and `_` (28 characters today). */
const OPENID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The openid the broker's WeChat gateway hands the page on entry (decision wave2-compliance-2): after the
 * official account's silent OAuth (snsapi_base) it opens the H5 with `openid=` in the query. Anything that does
 * not look like an openid, or a URL that cannot be read, gives null, so a crafted link cannot store junk.
 * @example openidFromEntryUrl('https://h5.example.com/tougu/wx/home?openid=oAbC123456789012345678901234') // 'oAbC123456789012345678901234'
 * @example openidFromEntryUrl('https://h5.example.com/tougu/wx/home') // null
 */
export function openidFromEntryUrl(href: string): string | null {
  // Core has no DOM types (no URL): the query of the path or of a hash route, whichever names openid first.
  const match = /[?&]openid=([^&#]*)/.exec(href)
  if (!match?.[1]) return null
  let value: string
  try {
    value = decodeURIComponent(match[1])
  } catch {
    return null
  }
  return OPENID.test(value) ? value : null
}
