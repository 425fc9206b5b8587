import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { devBin, packageScript, pnpmCommand } from '../scripts/pnpm.mjs'

// `pnpm test` and the release check start a package's script without pnpm when the script is one plain command (decision
// wave3-ci-18): what runs must be the script's own command, and anything a shell or pnpm would have to read stays with
// `pnpm run`.

const dir = mkdtempSync(join(tmpdir(), 'tougu-package-script-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    scripts: {
      lint: 'node scripts/lint.mjs --quiet',
      types: 'tsup --dts-only',
      chained: 'vite build && vite build --ssr',
      quoted: 'node -e "console.log(1)"',
      nested: 'pnpm run build',
      unknownBin: 'not-a-dependency --flag',
    },
  }),
)
const [pn, pnArgs] = pnpmCommand()
const throughPnpm = (name: string) => [pn, [...pnArgs, 'run', name]]

describe('packageScript', () => {
  it('runs a `node …` script with this Node and the script’s own arguments', () => {
    expect(packageScript(dir, 'lint')).toEqual([process.execPath, ['scripts/lint.mjs', '--quiet']])
  })

  it('runs a root dev dependency’s binary as devBin finds it, with the script’s arguments after it', () => {
    const [cmd, args] = devBin('tsup', 'tsup')
    expect(packageScript(dir, 'types')).toEqual([cmd, [...args, '--dts-only']])
  })

  it('leaves to pnpm a script a shell must read, one that calls pnpm, and a binary the root does not have', () => {
    for (const name of ['chained', 'quoted', 'nested', 'unknownBin'])
      expect(packageScript(dir, name), name).toEqual(throughPnpm(name))
  })

  it('refuses a script the package does not have, naming it', () => {
    expect(() => packageScript(dir, 'missing')).toThrow(/has no script "missing"/)
  })

  it('reads the workspace’s own scripts: lint and the type check run without pnpm', () => {
    const root = join(import.meta.dirname, '..')
    expect(packageScript(root, 'lint')).toEqual([process.execPath, ['scripts/lint.mjs']])
    expect(packageScript(root, 'typecheck')[0]).toBe(process.execPath)
  })
})
