import type { Plugin, Rolldown } from 'vite'

export type OutputChunk = Rolldown.OutputChunk

/** A build plugin that fails the build with `check`'s message when it finds something wrong with the output chunks. */
export function chunkCheck(name: string, check: (chunks: OutputChunk[]) => string | null): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      const problem = check(Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk'))
      if (problem) this.error(problem)
    },
  }
}

/**
 * The files a chunk loads before it runs: itself and its static imports, transitively, added to `into`.
 * @example chunkClosure(byFile, entry.fileName) // Set { 'index.js', 'boot.js', … }
 */
export function chunkClosure(byFile: ReadonlyMap<string, { imports: readonly string[] }>, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into
  into.add(file)
  for (const dep of byFile.get(file)?.imports ?? []) chunkClosure(byFile, dep, into)
  return into
}
