import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

// `pnpm lint` runs dependency-cruiser with .dependency-cruiser.cjs over every package (issue #35: no import circle in
// any package). This proves the configuration refuses a circle, type-only ones included, and lets a plain chain pass.
const repo = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

async function cruise(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  dir = await mkdtemp(join(tmpdir(), 'tougu-circles-'))
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text)
  const bin = join(repo, 'node_modules/.bin/depcruise')
  try {
    const { stdout } = await run(bin, [dir, '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: repo })
    return { failed: false, output: stdout }
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    return { failed: true, output: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

describe('the import-circle check of pnpm lint', () => {
  it('refuses two modules that import each other', async () => {
    const out = await cruise({
      'a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
      'b.ts': "import { a } from './a.js'\nexport const b = () => a\n",
    })
    expect(out.failed).toBe(true)
    expect(out.output).toContain('no-circular')
  })

  it('refuses a circle made of type-only imports too', async () => {
    const out = await cruise({
      'a.ts': "import type { B } from './b.js'\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.js'\nexport interface B { a?: A }\n",
    })
    expect(out.failed).toBe(true)
    expect(out.output).toContain('no-circular')
  })

  it('lets a chain without a circle pass', async () => {
    const out = await cruise({
      'a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
      'b.ts': 'export const b = 1\n',
    })
    expect(out.failed, out.output).toBe(false)
  })
})
