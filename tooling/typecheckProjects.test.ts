import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// `pnpm typecheck` checks every project named in tsconfig.all.json with TypeScript 7 in one process (decision
// wave3-ci-2); each package's own `typecheck` script checks its projects alone. A project a package checks but the
// list forgets would never be checked in CI: these tests keep the two equal and say which compiler each part gets.
const root = join(import.meta.dirname, '..')
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }

/** The tsconfig files (relative to the root) the packages' `typecheck` scripts check, plus the root project. */
function projectsOfPackageScripts(): string[] {
  const projects = ['tsconfig.json']
  for (const group of ['packages', 'examples']) {
    for (const name of readdirSync(join(root, group))) {
      const dir = `${group}/${name}`
      if (!existsSync(join(root, dir, 'package.json'))) continue
      const script = manifest(dir).scripts?.typecheck
      if (!script) continue
      for (const m of script.matchAll(/\btsc -p (\S+)/g)) projects.push(`${dir}/${m[1]!}`)
    }
  }
  return projects.sort()
}

function projectsOfTheList(): string[] {
  // tsconfig files allow comments: TypeScript's own reader, not JSON.parse.
  const read = ts.readConfigFile(join(root, 'tsconfig.all.json'), (file) => readFileSync(file, 'utf8'))
  expect(read.error).toBeUndefined()
  const refs = (read.config as { references: { path: string }[] }).references
  return refs.map((r) => r.path.replace(/^\.\//, '')).sort()
}

describe('pnpm typecheck', () => {
  it('checks exactly the projects the packages check, and every package with TypeScript code has a typecheck script', () => {
    expect(projectsOfTheList()).toEqual(projectsOfPackageScripts())
    for (const group of ['packages', 'examples']) {
      for (const name of readdirSync(join(root, group))) {
        if (existsSync(join(root, group, name, 'tsconfig.json')))
          expect(manifest(`${group}/${name}`).scripts?.typecheck, `${group}/${name}`).toBeDefined()
      }
    }
  })

  it('runs TypeScript 7 as `tsc`, while the TypeScript API stays 5.x for typescript-eslint', () => {
    expect(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts.typecheck,
    ).toMatch(/^node node_modules\/typescript-go\/bin\/tsc -b tsconfig\.all\.json\b/)
    expect(execFileSync(process.execPath, [join(root, 'node_modules/typescript-go/bin/tsc'), '-v'], { encoding: 'utf8' })).toMatch(/^Version 7\./)
    // The packages' own `typecheck` scripts say `tsc`: both packages link one, and pnpm gives the name to the higher
    // version. Were that to change, a package's own check would run on TypeScript 5.9 again: correct, but slower.
    expect(execFileSync(join(root, 'node_modules/.bin/tsc'), ['-v'], { encoding: 'utf8' })).toMatch(
      /^Version 7\./,
    )
    expect(ts.version).toMatch(/^5\./)
  })
})
