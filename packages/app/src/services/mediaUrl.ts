/**
 * Where a media path from the API is fetched: root-relative paths (`/media/avatar/TG001.svg`) are served
 * under the public base (`/tougu/media/avatar/TG001.svg`; the reference server draws them from its seeded rows);
 * absolute URLs stay as they are.
 * @example mediaUrl('/media/live/LV001.svg') // '/tougu/media/live/LV001.svg'
 */
export function mediaUrl(url: string, base: string = import.meta.env.BASE_URL): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base
  return url.startsWith(`${prefix}/`) ? url : `${prefix}${url}`
}
