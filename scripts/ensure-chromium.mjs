// Make sure the browser a command runs is there, with a font that has Chinese glyphs: by default the test suites'
// browser (scripts/chromium.mjs: the headless shell, or a full Chromium where Debian has no shell); with `--full` the
// full browser too, which the Lighthouse bench and the screenshots run. On a Debian machine where we are root, install
// Debian's packages (the only browser builds reachable here), all in one apt run; anywhere else, stop with a clear
// instruction. The test command does not install the full browser it does not run: on a fresh machine that is half
// of the install's work (decision wave3-ci-20).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, HEADLESS_SHELL, INSTALL_HINT, testChromiumPath } from './chromium.mjs'

const full = process.argv.includes('--full')

/** The browser `find` names, or null where there is none. */
function tryBrowser(find = chromiumPath) {
  try {
    return find()
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

// The suites' browser is the headless shell when there is one (scripts/chromium.mjs, decision wave3-ci-1), installed
// where apt can even beside a full Chromium; without it the full browser runs the suites.
const missing = [
  ...(full && !tryBrowser() ? ['chromium'] : []),
  ...(process.env.CHROME_PATH || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(hasChineseFont() ? [] : ['fonts-wqy-microhei']),
]
if (missing.length > 0 && canInstall && !aptInstall(missing) && missing.includes('chromium-headless-shell')) {
  // A Debian without the headless shell package: the full browser instead, with the rest.
  const rest = [...new Set([...missing.filter((p) => p !== 'chromium-headless-shell'), ...(tryBrowser() ? [] : ['chromium'])])]
  if (rest.length > 0) aptInstall(rest)
}

const found = full ? tryBrowser() : tryBrowser(testChromiumPath)
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
console.log(full ? `Chromium: ${found}; the end-to-end tests run ${testChromiumPath()}` : `The end-to-end tests run ${found}`)
