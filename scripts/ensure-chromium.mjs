// Make sure the e2e tests have a Chromium. On a Debian machine where we are root, install Debian's
// package (the only browser build reachable here); anywhere else, stop with a clear instruction.
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

let found = tryChromium()
if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian package `chromium` with apt-get…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  found = tryChromium()
}
if (!found) {
  console.error(INSTALL_HINT)
  process.exit(1)
}
console.log(`Chromium: ${found}`)
