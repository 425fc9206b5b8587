import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// How scripts call pnpm: the running pnpm when invoked through it, else `npx -y pnpm@10` (no global pnpm needed).
export function pnpmCommand() {
  const execPath = process.env.npm_execpath
  if (execPath && execPath.includes('pnpm')) return [process.execPath, [execPath]]
  return ['npx', ['-y', 'pnpm@10']]
}

/**
 * A root dev dependency's command, to run with this Node directly: `pnpm exec` would start pnpm (about a second of CPU)
 * only to find the same file.
 * @example const [cmd, args] = devBin('vitest', 'vitest') // [process.execPath, ['…/node_modules/vitest/vitest.mjs']]
 */
export function devBin(pkg, name) {
  const manifest = join(import.meta.dirname, '..', 'node_modules', pkg, 'package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  return [process.execPath, [join(dirname(manifest), typeof bin === 'string' ? bin : bin[name])]]
}
