/**
 * Where a media path from the API is fetched in a page served under `base`: root-relative paths
 * (`/media/avatar/TG001.svg`) under the public base (the reference server serves its seeded pictures there), web
 * addresses and anything else as they are. The app's `mediaUrl` and the reference server's index.html (home's first
 * banner in the shell) both use it, so both name a picture alike.
 * @example mediaHref('/media/live/LV001.svg', '/tougu/') // '/tougu/media/live/LV001.svg'
 * @example mediaHref('/tougu/media/live/LV001.svg', '/tougu') // '/tougu/media/live/LV001.svg'
 * @example mediaHref('https://cdn.example.com/a.png', '/tougu/') // 'https://cdn.example.com/a.png'
 */
export function mediaHref(url: string, base: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base
  return url.startsWith(`${prefix}/`) ? url : `${prefix}${url}`
}
