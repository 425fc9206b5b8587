// `pnpm release:check`: what a publish would ship, checked before it ships. For each publishable package:
// build it, pack the tarball exactly as `pnpm publish` would (workspace:* rewritten to versions, only
// `files`), then lint that tarball with publint (--strict: warnings fail too) and are-the-types-wrong
// (esm-only profile: the packages are ESM-only, `"type": "module"` with an `import` condition).
// Then a consumer's type check of every entry point's declarations, with `skipLibCheck` off and `node16` resolution
// (decision wave3-ci-20).
// `--no-build`: every package is built already. `--types`: their code is built (`pnpm build:code`, as `pnpm test` does
// before its suites), so only their declarations are made here (decision wave3-ci-17).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { devBin, packageScript, pnpmCommand } from './pnpm.mjs'

export const PUBLISHABLE = ['core', 'bridge', 'react-ui']
/** A package's entry points (its `exports`), split into modules and stylesheets (which have no types to check). */
function entryPoints(name) {
  const entries = Object.keys(JSON.parse(readFileSync(join('packages', name, 'package.json'), 'utf8')).exports)
  return { modules: entries.filter((e) => !e.endsWith('.css')), stylesheets: entries.filter((e) => e.endsWith('.css')) }
}

const [pn, pnArgs] = pnpmCommand()
const buildScript = process.argv.includes('--no-build') ? null : process.argv.includes('--types') ? 'build:types' : 'build'

const [publintCmd, publintArgs] = devBin('publint', 'publint')
const [attwCmd, attwArgs] = devBin('@arethetypeswrong/cli', 'attw')
const [tscCmd, tscArgs] = devBin('typescript-go', 'tsc')
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
    const { stylesheets } = entryPoints(name)
    const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []
    step(`publint @tougu/${name}`, publintCmd, [...publintArgs, 'run', tarball, '--strict'], '.')
    step(`attw @tougu/${name}`, attwCmd, [...attwArgs, tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...exclude], '.')
  }
  consumerTypeCheck(join(out, 'consumer'))
} finally {
  rmSync(out, { recursive: true, force: true })
}
/**
 * A consumer of every entry point (each package's `exports` but its stylesheet) type-checks the declarations as a strict
 * project would: `skipLibCheck` off, `node16` resolution. are-the-types-wrong resolves the entries but does not check
 * what they declare (a declared type that breaks a constraint of zod's, a side-effect import no resolver finds passed
 * it). The packages are linked, not unpacked, so their declarations find their dependencies' types; `exports` and
 * `types` point a consumer into `dist` only.
 */
function consumerTypeCheck(dir) {
  console.log('\n▶ a consumer type-checks every entry point (skipLibCheck off, node16)')
  mkdirSync(join(dir, 'node_modules', '@tougu'), { recursive: true })
  const imports = []
  for (const name of PUBLISHABLE) {
    symlinkSync(resolve('packages', name), join(dir, 'node_modules', '@tougu', name), 'dir')
    for (const entry of entryPoints(name).modules) {
      imports.push(`import * as m${imports.length} from '@tougu/${name}${entry.slice(1)}'`)
    }
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  writeFileSync(join(dir, 'index.ts'), `${imports.join('\n')}\nexport const entries = [${imports.map((_, i) => `m${i}`).join(', ')}]\n`)
  const compilerOptions = { module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2022', 'dom'], jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }))
  step('consumer type check', tscCmd, [...tscArgs, '-p', dir], '.')
}

console.log(failed ? `\n✖ release check: ${failed} problem(s)` : '\n✔ release check: every tarball is clean')
process.exit(failed ? 1 : 0)
