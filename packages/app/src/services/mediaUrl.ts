/**
 * Where a media path from the API is fetched: root-relative paths (`/avatars/tg1.png`) are the app's own
 * assets, published under the public base (`/tougu/avatars/tg1.png`); absolute URLs stay as they are.
 * @example mediaUrl('/covers/live1.jpg') // '/tougu/covers/live1.jpg'
 */
export function mediaUrl(url: string, base: string = import.meta.env.BASE_URL): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base
  return url.startsWith(`${prefix}/`) ? url : `${prefix}${url}`
}
