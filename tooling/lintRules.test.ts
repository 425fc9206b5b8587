import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import eslintConfig from '../eslint.config.js'
import { oxlintConfigOf, oxlintFindings } from '../scripts/lint/rules.mjs'

// `pnpm lint` runs the rules of eslint.config.js that need no types in oxlint, from the configuration @oxlint/migrate
// makes of it each run (decision wave3-ci-19). These cases lint files laid out as the workspace's, in a folder of their
// own, with that configuration: the dependency rules of ARCHITECTURE.md and the house rules hold in oxlint as in ESLint
// (tooling/dependencyRules.test.ts checks ESLint's side), and a rule oxlint cannot run fails the lint.

const CASES: Record<string, string> = {
  'packages/core/src/usesReact.ts': "import { useState } from 'react'\nexport const x = useState\n",
  'packages/core/src/usesBridge.ts': "import { detectPlatform } from '@tougu/bridge'\nexport const x = detectPlatform\n",
  'packages/core/src/usesStorage.ts': "export const read = () => localStorage.getItem('k')\n",
  'packages/core/src/storage.test.ts': "export const read = () => localStorage.getItem('k')\n",
  'packages/bridge/src/usesCore.ts': "import { periodUnitLabel } from '@tougu/core'\nexport const x = periodUnitLabel\n",
  'packages/react-ui/src/usesBridge.ts': "import { detectPlatform } from '@tougu/bridge'\nexport const x = detectPlatform\n",
  'packages/react-ui/src/usesFetch.ts': "export const load = () => fetch('/api/x')\n",
  'packages/react-ui/src/usesCore.ts': "import { periodUnitLabel } from '@tougu/core'\nexport const x = periodUnitLabel(1)\n",
  'packages/app/src/chart.ts': "export const chart = () => import('@tougu/react-ui/chart')\n",
  'packages/app/src/deep.ts': "export const deep = () => import('@tougu/react-ui/src/index.js')\n",
  'packages/app/src/defaultExport.ts': 'export default function f() {}\n',
  'packages/app/vite.config.ts': 'export default {}\n',
  'packages/app/src/unused.ts': 'const _kept = 1\nconst dropped = 2\nexport {}\n',
  'scripts/undefinedName.mjs': 'console.log(notDefinedAnywhere)\n',
  'packages/app/src/directives.ts': [
    '// eslint-disable-next-line no-debugger -- unused: nothing to silence',
    'export const a = 1',
    '// eslint-disable-next-line @typescript-eslint/no-unsafe-call -- tsgolint judges it',
    'export const b = 2',
    '',
  ].join('\n'),
}

let dir: string
let found: Map<string, string[]>
/** Each finding's line, by file. */
let lines: Map<string, number[]>
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tougu-lint-rules-'))
  for (const [path, text] of Object.entries(CASES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const diagnostics = oxlintFindings(await oxlintConfigOf(eslintConfig), ['.'], dir) as {
    filename: string
    code?: string
    message: string
    labels?: { span?: { line?: number } }[]
  }[]
  found = new Map()
  lines = new Map()
  for (const d of diagnostics) {
    found.set(d.filename, [...(found.get(d.filename) ?? []), d.code ?? d.message])
    lines.set(d.filename, [...(lines.get(d.filename) ?? []), d.labels?.[0]?.span?.line ?? 0])
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const rulesIn = (path: string) => found.get(path) ?? []

describe('the rules without types, as `pnpm lint` runs them in oxlint', () => {
  it('refuses what ARCHITECTURE.md forbids a package to import or touch', () => {
    for (const path of ['packages/core/src/usesReact.ts', 'packages/core/src/usesBridge.ts', 'packages/bridge/src/usesCore.ts', 'packages/react-ui/src/usesBridge.ts'])
      expect(rulesIn(path), path).toEqual(['eslint(no-restricted-imports)'])
    expect(rulesIn('packages/core/src/usesStorage.ts')).toEqual(['eslint(no-restricted-globals)'])
    expect(rulesIn('packages/react-ui/src/usesFetch.ts')).toEqual(['eslint(no-restricted-globals)'])
  })

  it('lets the allowed directions and public subpaths pass, and core’s tests use what its code may not', () => {
    for (const path of ['packages/react-ui/src/usesCore.ts', 'packages/app/src/chart.ts', 'packages/core/src/storage.test.ts'])
      expect(rulesIn(path), path).toEqual([])
    expect(rulesIn('packages/app/src/deep.ts')).toEqual(['eslint(no-restricted-imports)'])
  })

  it('keeps exports named, except in files a tool reads by their default export', () => {
    expect(rulesIn('packages/app/src/defaultExport.ts')).toEqual(['import(no-default-export)'])
    expect(rulesIn('packages/app/vite.config.ts')).toEqual([])
  })

  it('runs the house rules: unused names unless marked with _, undefined names in JavaScript', () => {
    expect(rulesIn('packages/app/src/unused.ts')).toEqual(['eslint(no-unused-vars)'])
    expect(rulesIn('scripts/undefinedName.mjs')).toEqual(['eslint(no-undef)'])
  })

  it('reports a directive that silences nothing, unless only tsgolint runs the rules it names', () => {
    expect(rulesIn('packages/app/src/directives.ts')).toEqual([expect.stringMatching(/^Unused eslint-disable directive/)])
    expect(lines.get('packages/app/src/directives.ts')).toEqual([1])
  })
})

describe('oxlintConfigOf', () => {
  it('fails on a rule oxlint does not have, instead of dropping it', async () => {
    await expect(oxlintConfigOf([{ rules: { 'no-restricted-syntax': ['error', 'WithStatement'] } }])).rejects.toThrow(/WithStatement/)
    await expect(oxlintConfigOf([{ rules: { 'no-restricted-properties': 'error', 'func-style': 'error' } }])).resolves.toBeTruthy()
    await expect(oxlintConfigOf([{ rules: { 'no-dupe-args': 'error', 'camelcase': 'error' } }])).rejects.toThrow(/camelcase/)
  })
})
