// Make sure the e2e tests have a Chromium and a font with Chinese glyphs. On a Debian machine where we are root,
// install Debian's packages (the only browser build reachable here); anywhere else, stop with a clear instruction.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, INSTALL_HINT } from './chromium.mjs'

function tryChromium() {
  try {
    return chromiumPath()
  } catch {
    return null
  }
}

/** Root on a Debian machine: what is missing can be installed. */
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** Installs one Debian package (the package lists refreshed first). */
function aptInstall(pkg, why) {
  console.log(`${why}: installing Debian package \`${pkg}\` with apt-get…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

let found = tryChromium()
if (!found && canInstall) {
  aptInstall('chromium', 'Chromium not found')
  found = tryChromium()
}
if (!found) {
  console.error(INSTALL_HINT)
  process.exit(1)
}
console.log(`Chromium: ${found}`)

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
if (!hasChineseFont()) {
  if (canInstall) aptInstall('fonts-wqy-microhei', 'No font with Chinese glyphs')
  if (!hasChineseFont()) {
    console.error(
      'No font with Chinese glyphs: install one (Debian/Ubuntu: `apt-get install -y fonts-wqy-microhei`), or the end-to-end tests measure text that no phone shows.',
    )
    process.exit(1)
  }
}
