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
