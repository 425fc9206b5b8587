import { mediaHref } from '@tougu/core'

/**
 * Where a media path from the API is fetched in this app: core's `mediaHref` under the app's public base
 * (`/media/avatar/TG001.svg` → `/tougu/media/avatar/TG001.svg`; the reference server draws them from its seeded rows);
 * absolute URLs stay as they are.
 * @example mediaUrl('/media/live/LV001.svg') // '/tougu/media/live/LV001.svg'
 */
export function mediaUrl(url: string, base: string = import.meta.env.BASE_URL): string {
  return mediaHref(url, base)
}
