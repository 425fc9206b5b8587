// Public API of @tougu/bridge. Self-contained: no other workspace package is imported.
export { detectPlatform, DEFAULT_APP_UA_TOKEN } from './platform/detectPlatform.js'
export type { Platform, DetectPlatformOptions } from './platform/detectPlatform.js'
