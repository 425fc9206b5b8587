/** This build's release (the build stamps it, packages/app/build/appVersion.ts); `dev` under the dev server and tests. */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev'
