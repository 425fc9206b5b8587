/**
 * The release version of a build (decision wave3-shipping-1): `TOUGU_APP_VERSION` when set (a release pipeline names
 * its releases), otherwise the package version and the build's time (UTC, to the second), so every build is a new
 * release: a version names one set of files for every host and service worker that holds it.
 * @example appVersion(undefined, { version: '0.1.0' }, new Date('2026-01-02T03:04:05Z')) // '0.1.0+20260102030405'
 */
export function appVersion(fromEnv: string | undefined, pkg: { version: string }, now = new Date()): string {
  const given = fromEnv?.trim()
  if (given) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(given)) throw new Error(`TOUGU_APP_VERSION=${given}: use 1–64 of A–Z a–z 0–9 . _ + -, starting with a letter or digit`)
    return given
  }
  return `${pkg.version}+${now.toISOString().replace(/\D/g, '').slice(0, 14)}`
}
