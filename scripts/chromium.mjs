// Where the end-to-end tests find Chromium: $CHROME_PATH, else Debian's headless shell (the tests' browser), else
// Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs'

export const INSTALL_HINT =
  'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium-headless-shell` for the end-to-end ' +
  'tests, `chromium` for the Lighthouse bench and the screenshots) or point CHROME_PATH at a Chromium/Chrome binary.'

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The flags every Playwright suite starts the test browser with: as root on a closed network (see ARCHITECTURE.md
 * gotchas), and V8 without its optimizing compilers (Maglev and TurboFan; Ignition and Sparkplug stay). A test's page
 * lives for seconds: code optimized for it rarely runs long enough to pay back its compilation (decision wave3-ci-20;
 * the reference servers' PGlite runs on V8's baseline compiler for the same reason, wave3-ci-18). Investors' browsers
 * keep V8's defaults, and nothing the suites check depends on how fast code runs.
 */
export const TEST_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--js-flags=--no-opt,--no-maglev']

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
