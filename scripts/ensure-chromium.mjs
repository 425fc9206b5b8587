// Make sure the e2e tests have a Chromium and a font with Chinese glyphs. On a Debian machine where we are root,
// install Debian's packages (the only browser builds reachable here), all in one apt run; anywhere else, stop with a
// clear instruction.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, HEADLESS_SHELL, INSTALL_HINT, testChromiumPath } from './chromium.mjs'

function tryChromium() {
  try {
    return chromiumPath()
  } catch {
    return null
  }
}

// The app's text is Chinese. Without a font that has its glyphs, Chromium 150 lays Chinese text out a few pixels wide
// (three characters: 13 px), which no phone does, and the tap-target and layout checks then measure the wrong page.
// Debian's Chromium does not bring one; WenQuanYi Micro Hei is a small one (4.5 MB).
const hasChineseFont = () => {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}

/** Root on a Debian machine: what is missing can be installed. */
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** Installs Debian packages (the package lists refreshed first); false when apt fails. */
function aptInstall(packages) {
  console.log(`Installing Debian packages with apt-get: ${packages.join(' ')}…`)
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return true
  } catch (error) {
    console.log(`apt-get failed: ${error.message}`)
    return false
  }
}

// The suites' browser is the headless shell when there is one (scripts/chromium.mjs, decision wave3-ci-1): installed
// beside Chromium where apt can; without it the full browser runs the suites.
const missing = [
  ...(tryChromium() ? [] : ['chromium']),
  ...(process.env.CHROME_PATH || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(hasChineseFont() ? [] : ['fonts-wqy-microhei']),
]
if (missing.length > 0 && canInstall && !aptInstall(missing) && missing.includes('chromium-headless-shell')) {
  // A Debian without the headless shell package: the rest alone.
  const rest = missing.filter((p) => p !== 'chromium-headless-shell')
  if (rest.length > 0) aptInstall(rest)
}

const found = tryChromium()
if (!found) {
  console.error(INSTALL_HINT)
  process.exit(1)
}
if (!hasChineseFont()) {
  console.error(
    'No font with Chinese glyphs: install one (Debian/Ubuntu: `apt-get install -y fonts-wqy-microhei`), or the end-to-end tests measure text that no phone shows.',
  )
  process.exit(1)
}
console.log(`Chromium: ${found}; the end-to-end tests run ${testChromiumPath()}`)
