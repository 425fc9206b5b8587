import type { ImageShareMinVersions } from '@tougu/bridge'

/** The minimum used when the build sets none (docs/decisions.md bridge-4): the app must be newer than 6.0.0. */
export const DEFAULT_IMAGE_SHARE_MIN_VERSION = '6.0.0'

/** The build-time variables (Vite `VITE_…`, read from the environment or `.env` files at build). */
export const IMAGE_SHARE_ENV = { ios: 'VITE_IMAGE_SHARE_MIN_IOS', android: 'VITE_IMAGE_SHARE_MIN_ANDROID' } as const

const VERSION = /^\d+(\.\d+)*$/

/**
 * Image share's minimum app version per platform (spec §9: "requires an app version newer than a configured
 * minimum per platform"), from the build's `VITE_IMAGE_SHARE_MIN_IOS` / `VITE_IMAGE_SHARE_MIN_ANDROID`. Unset
 * means 6.0.0; a value that is not a dotted version (`6.3.0`) is reported and the default used.
 * @example imageShareMinVersionsFrom({ VITE_IMAGE_SHARE_MIN_IOS: '6.3.0' }) // { ios: '6.3.0', android: '6.0.0' }
 */
export function imageShareMinVersionsFrom(env: Readonly<Record<string, unknown>>): ImageShareMinVersions {
  const read = (name: string): string => {
    const raw = env[name]
    const value = typeof raw === 'string' ? raw.trim() : ''
    if (value === '') return DEFAULT_IMAGE_SHARE_MIN_VERSION
    if (VERSION.test(value)) return value
    console.warn(`[tougu] ${name}=${JSON.stringify(raw)} is not a version like 6.3.0; image share uses ${DEFAULT_IMAGE_SHARE_MIN_VERSION}`)
    return DEFAULT_IMAGE_SHARE_MIN_VERSION
  }
  return { ios: read(IMAGE_SHARE_ENV.ios), android: read(IMAGE_SHARE_ENV.android) }
}
