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

/**
 * The router's path of a page's path: without the base (the router's basename, see basePath.ts) and the WeChat
 * variant's marker, without a trailing slash.
 * @example routePath('/tougu', '/tougu/wx/tips/list/') // '/tips/list'
 */
export function routePath(basename: string, pathname: string): string {
  let path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  if (path.startsWith(variant)) path = path.slice(variant.length - 1)
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}
