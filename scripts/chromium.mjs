// Where the end-to-end tests find Chromium: $CHROME_PATH, else Debian's headless shell (the tests' browser), else
// Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs'

export const INSTALL_HINT =
  'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
  'or point CHROME_PATH at a Chromium/Chrome binary.'

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** @returns {string} the Chromium binary; throws with install instructions when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(INSTALL_HINT)
  return found
}

/**
 * The browser of the Playwright suites: the headless shell when there is one. It is the same Chromium (same engine,
 * same version from the same Debian source) without the full browser's shell around the page, which is what
 * Playwright itself runs headless by default; on the two-core CI machine it costs less CPU per page (decision
 * wave3-ci-1). The Lighthouse bench and the screenshots keep the full browser (chromiumPath).
 * @returns {string}
 */
export function testChromiumPath() {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  return chromiumPath()
}
