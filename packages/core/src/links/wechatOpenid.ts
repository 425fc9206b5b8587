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
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  // The hash router's query counts too: the gateway may append after `#/…?`.
  const hashQuery = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)) : null
  const value = url.searchParams.get('openid') ?? hashQuery?.get('openid') ?? null
  return value !== null && OPENID.test(value) ? value : null
}
