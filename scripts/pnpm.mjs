import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// How scripts call pnpm: the running pnpm when invoked through it, else `npx -y pnpm@10` (no global pnpm needed).
/** @returns {[string, string[]]} */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath
  if (execPath && execPath.includes('pnpm')) return [process.execPath, [execPath]]
  return ['npx', ['-y', 'pnpm@10']]
}

/**
 * A root dev dependency's command, to run with this Node directly: `pnpm exec` would start pnpm (about a second of CPU)
 * only to find the same file.
 * @example const [cmd, args] = devBin('vitest', 'vitest') // [process.execPath, ['…/node_modules/vitest/vitest.mjs']]
 * @param {string} pkg
 * @param {string} name
 * @returns {[string, string[]]}
 */
export function devBin(pkg, name) {
  const manifest = join(import.meta.dirname, '..', 'node_modules', pkg, 'package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  return [process.execPath, [join(dirname(manifest), typeof bin === 'string' ? bin : bin[name])]]
}

/**
 * The web server command of an example's Playwright suite, run in the example's folder: its `build` (`vite build`), then
 * `vite preview` on `port`, the example's own Vite started by Node; through pnpm, each would start pnpm first (decision
 * wave3-ci-18).
 * @param {number} port
 * @returns {string}
 */
export function viteBuildAndPreview(port) {
  const vite = 'node node_modules/vite/bin/vite.js'
  return `${vite} build && ${vite} preview --port ${port} --strictPort`
}

/**
 * A `package.json` script of `dir` as a command to spawn. One plain command (no `&&`, pipes, quotes or variables) that is
 * `node …` or a root dev dependency's binary runs with this Node directly; `pnpm run` would start pnpm first, about a
 * second of CPU (decision wave3-ci-18). Any other script runs through pnpm, as `pnpm run` would.
 * @example const [cmd, args] = packageScript('.', 'lint') // [process.execPath, ['scripts/lint.mjs']]
 * @param {string} dir
 * @param {string} name
 * @returns {[string, string[]]}
 */
export function packageScript(dir, name) {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.[name]
  if (typeof script !== 'string') throw new Error(`${join(dir, 'package.json')} has no script "${name}"`)
  const words = script.trim().split(/\s+/)
  if (words.every((word) => /^[\w./:=@,-]+$/.test(word))) {
    const [first, ...rest] = words
    if (first === 'node') return [process.execPath, rest]
    const bin = rootBin(first)
    if (bin) return [bin[0], [...bin[1], ...rest]]
  }
  const [pn, pnArgs] = pnpmCommand()
  return [pn, [...pnArgs, 'run', name]]
}

/**
 * `devBin` for a binary named as the dev dependency that provides it, or null when the root has no such package.
 * @param {string} name
 * @returns {[string, string[]] | null}
 */
function rootBin(name) {
  try {
    return devBin(name, name)
  } catch {
    return null
  }
}
