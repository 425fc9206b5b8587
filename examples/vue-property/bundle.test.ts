import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const example = fileURLToPath(new URL('./', import.meta.url))
const coreSrc = join(root, 'packages/core/src')
const coreDist = join(root, 'packages/core/dist/index.js')

function newestMtime(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir).map((name) => {
      const p = join(dir, name)
      const s = statSync(p)
      return s.isDirectory() ? newestMtime(p) : name.endsWith('.test.ts') ? 0 : s.mtimeMs
    }),
  )
}

function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath
  return execPath?.includes('pnpm') ? [process.execPath, [execPath]] : ['npx', ['-y', 'pnpm@10']]
}

let moduleIds: string[] = []

// The property consumes core through its package entry (dist), as an adopter would; build it when stale.
beforeAll(async () => {
  if (!existsSync(coreDist) || statSync(coreDist).mtimeMs < newestMtime(coreSrc)) {
    const [cmd, args] = pnpmCommand()
    const r = spawnSync(cmd, [...args, '--filter', '@tougu/core', 'build'], { cwd: root, encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`building @tougu/core failed:\n${r.stdout}\n${r.stderr}`)
  }
  // The real production build (same config), kept in memory: every module that ends up in a chunk.
  const out = await build({ root: example, configFile: join(example, 'vite.config.ts'), logLevel: 'silent', build: { write: false } })
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[]
  moduleIds = outputs.flatMap((o) => o.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])))
})

describe('the Vue property bundle', () => {
  it('holds Vue and @tougu/core from its built entry', () => {
    expect(moduleIds.some((id) => /[\\/]packages[\\/]core[\\/]dist[\\/]index\.js$/.test(id))).toBe(true)
    expect(moduleIds.some((id) => /[\\/]@vue[\\/]runtime-core[\\/]/.test(id))).toBe(true)
  })

  it('holds no React: core is framework-agnostic', () => {
    const react = moduleIds.filter((id) => /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|antd-mobile)[\\/]/.test(id))
    expect(react).toEqual([])
    expect(moduleIds.filter((id) => id.includes('@tougu/react-ui') || /packages[\\/]react-ui/.test(id))).toEqual([])
  })
})
