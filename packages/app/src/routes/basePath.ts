import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'

/**
 * The router's basename: Vite's BASE_URL without the trailing slash ('/tougu/' → '/tougu'). When the page was
 * opened under the WeChat variant's marker (`{base}/wx/...`, spec §1), the marker joins the basename, so one build
 * serves both variants and every in-app link (router links, AppLink, useAppNavigate, the sign flow) stays inside
 * the variant without knowing about it (docs/decisions.md wave2-wxorders-1).
 * @example routerBasename('/tougu/') // '/tougu'
 * @example routerBasename('/tougu/', '/tougu/wx/tips/list') // '/tougu/wx'
 */
export function routerBasename(baseUrl: string, pathname?: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '')
  const variant = `${trimmed}/${WECHAT_VARIANT_SEGMENT}`
  if (pathname !== undefined && (pathname === variant || pathname.startsWith(`${variant}/`))) return variant
  return trimmed === '' ? '/' : trimmed
}
