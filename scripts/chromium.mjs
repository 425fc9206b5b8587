// Where the end-to-end tests find Chromium: $CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs'

export const INSTALL_HINT =
  'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
  'or point CHROME_PATH at a Chromium/Chrome binary.'

/** @returns {string} the Chromium binary; throws with install instructions when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(INSTALL_HINT)
  return found
}
