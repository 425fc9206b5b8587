import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `pnpm lint` runs dependency-cruiser with .dependency-cruiser.cjs over every package (issue #35: no import circle in
// any package). This proves the configuration refuses a circle, type-only ones included, and lets a plain chain pass.
// The three cases are folders of one cruise (one start of dependency-cruiser instead of three); each case reads what
// the cruise found in its own folder.
const repo = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)

const CASES = {
  circle: {
    'a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
    'b.ts': "import { a } from './a.js'\nexport const b = () => a\n",
  },
  typeCircle: {
    'a.ts': "import type { B } from './b.js'\nexport interface A { b?: B }\n",
    'b.ts': "import type { A } from './a.js'\nexport interface B { a?: A }\n",
  },
  chain: {
    'a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
    'b.ts': 'export const b = 1\n',
  },
}

let dir: string
/** What `pnpm lint` would see: whether dependency-cruiser failed, and its report (`--output-type err`, as lint runs it). */
let cruise: { failed: boolean; output: string }
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tougu-circles-'))
  for (const [folder, files] of Object.entries(CASES)) {
    await mkdir(join(dir, folder))
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, folder, name), text)
  }
  const bin = join(repo, 'node_modules/.bin/depcruise')
  try {
    const { stdout } = await run(bin, [dir, '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: repo })
    cruise = { failed: false, output: stripVTControlCharacters(stdout) }
  } catch (error) {
    // Colours are stripped: with CI set, dependency-cruiser colours its report even into a pipe.
    const e = error as { stdout?: string; stderr?: string }
    cruise = { failed: true, output: stripVTControlCharacters(`${e.stdout ?? ''}${e.stderr ?? ''}`) }
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The rules the report says the modules of one case break (each violation starts with its first module's path). */
const brokenIn = (folder: keyof typeof CASES) =>
  [...cruise.output.matchAll(/(error|warn) ([\w-]+): (\S+)/g)].filter((m) => m[3]!.includes(`/${folder}/`)).map((m) => `${m[1]} ${m[2]}`)

describe('the import-circle check of pnpm lint', () => {
  it('refuses two modules that import each other', () => {
    expect(cruise.failed, cruise.output).toBe(true)
    expect(brokenIn('circle')).toEqual(['error no-circular'])
  })

  it('refuses a circle made of type-only imports too', () => {
    expect(cruise.failed, cruise.output).toBe(true)
    expect(brokenIn('typeCircle')).toEqual(['error no-circular'])
  })

  it('lets a chain without a circle pass', () => {
    // Its two modules were cruised with the others (six in all), and none of its modules broke a rule.
    expect(cruise.output).toMatch(/\b6 modules\b/)
    expect(brokenIn('chain')).toEqual([])
  })
})
