import type { Plugin } from 'vite'
import { chunkCheck } from './chunkCheck.js'

/**
 * Fails the build when one library file comes in twice, once per module format (`compat.js` and `compat.module.js`,
 * `x.cjs` and `x.mjs`): an alias resolved with `require.resolve` picks the CommonJS build while the library's own ES
 * imports pick the other, and the bundle then carries the code twice, as two instances (preact/compat did).
 */
export function noTwoModuleFormats(): Plugin {
  return chunkCheck('tougu-no-two-module-formats', (chunks) => {
    const pairs = findTwoFormats(chunks.flatMap((c) => Object.keys(c.modules)))
    return pairs.length ? `library files bundled in two module formats: ${pairs.map((p) => p.join(' + ')).join('; ')}` : null
  })
}

/** A node_modules file's path with its module-format marks taken off; null for the app's own modules. */
function formatFree(id: string): string | null {
  const path = id.replace(/\?.*$/, '')
  if (!path.includes('/node_modules/')) return null
  return path.replace(/\.(?:module|esm|cjs|mjs)(?=\.)/, '').replace(/\.(?:mjs|cjs)$/, '.js')
}

/** Pairs of bundled module ids that are the same library file in two formats, for the build's unit test. */
export function findTwoFormats(ids: readonly string[]): Array<[string, string]> {
  const seen = new Map<string, string>()
  const pairs: Array<[string, string]> = []
  for (const id of new Set(ids)) {
    const key = formatFree(id)
    if (key === null) continue
    const other = seen.get(key)
    if (other === undefined) seen.set(key, id)
    else pairs.push([other, id])
  }
  return pairs
}
