import type { Plugin } from 'vite'
import { chunkCheck } from './chunkCheck.js'

/**
 * Fails the build when chunks import each other statically, directly or through others (decision wave2-speed-5).
 * The chunk groups of vite.config.ts leave modules' dependencies where they are; a cycle between two chunks then runs
 * one of them before the other has set up what it exports, and the app dies at start ("n is not a function",
 * "Export … is not defined") — in the browser only, after a green build.
 */
export function noChunkCycles(): Plugin {
  return chunkCheck('tougu-no-chunk-cycles', (chunks) => {
    const cycle = findChunkCycle(chunks)
    return cycle ? `chunks import each other: ${cycle.join(' → ')}` : null
  })
}

/** The same check over a list of chunks, for the build's unit test. */
export function findChunkCycle(chunks: ReadonlyArray<{ fileName: string; imports: readonly string[] }>): string[] | null {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const state = new Map<string, 'visiting' | 'done'>()
  const path: string[] = []
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null
    if (state.get(file) === 'visiting') return [...path.slice(path.indexOf(file)), file]
    state.set(file, 'visiting')
    path.push(file)
    for (const dep of byName.get(file)?.imports ?? []) {
      const cycle = visit(dep)
      if (cycle) return cycle
    }
    path.pop()
    state.set(file, 'done')
    return null
  }
  for (const c of chunks) {
    const cycle = visit(c.fileName)
    if (cycle) return cycle
  }
  return null
}
