// `pnpm release:check`: what a publish would ship, checked before it ships. For each publishable package:
// build it, pack the tarball exactly as `pnpm publish` would (workspace:* rewritten to versions, only
// `files`), then lint that tarball with publint (--strict: warnings fail too) and are-the-types-wrong
// (esm-only profile: the packages are ESM-only, `"type": "module"` with an `import` condition).
// `--no-build`: every package is built already. `--types`: their code is built (`pnpm build:code`, as `pnpm test` does
// before its suites), so only their declarations are made here (decision wave3-ci-17).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { devBin, packageScript, pnpmCommand } from './pnpm.mjs'

export const PUBLISHABLE = ['core', 'bridge', 'react-ui']
// Entry points that are not modules: a stylesheet has no types to check.
const ATTW_EXCLUDE = { 'react-ui': ['./style.css'] }

const [pn, pnArgs] = pnpmCommand()
const buildScript = process.argv.includes('--no-build') ? null : process.argv.includes('--types') ? 'build:types' : 'build'

const [publintCmd, publintArgs] = devBin('publint', 'publint')
const [attwCmd, attwArgs] = devBin('@arethetypeswrong/cli', 'attw')
let failed = 0

function step(label, cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`✖ ${label}`)
    failed++
  }
  return r.status === 0
}

const out = mkdtempSync(join(tmpdir(), 'tougu-release-'))
try {
  for (const name of PUBLISHABLE) {
    const dir = join('packages', name)
    console.log(`\n▶ @tougu/${name}`)
    if (buildScript && !step(`${buildScript} @tougu/${name}`, ...packageScript(dir, buildScript), dir)) continue
    const dest = join(out, name)
    if (!step(`pack @tougu/${name}`, pn, [...pnArgs, 'pack', '--pack-destination', dest], dir)) continue
    const tarball = join(dest, readdirSync(dest).find((f) => f.endsWith('.tgz')))
    const exclude = ATTW_EXCLUDE[name] ? ['--exclude-entrypoints', ...ATTW_EXCLUDE[name]] : []
    step(`publint @tougu/${name}`, publintCmd, [...publintArgs, 'run', tarball, '--strict'], '.')
    step(`attw @tougu/${name}`, attwCmd, [...attwArgs, tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...exclude], '.')
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
console.log(failed ? `\n✖ release check: ${failed} problem(s)` : '\n✔ release check: every tarball is clean')
process.exit(failed ? 1 : 0)
