import type { Plugin } from 'vite'
import { chunkCheck, chunkClosure, type OutputChunk } from './chunkCheck.js'

/** What the boot entry may load before it runs, minified: itself, the `boot` chunk and the bundler's runtime. */
export const BOOT_BUDGET_BYTES = 16 * 1024

/**
 * Fails the build when the page's entry (boot.ts) has to wait for more than a few kB of JavaScript before it runs
 * (decision wave2-speed-6): it sends the first screen's requests, which must not wait for the app's chunks.
 */
export function bootStandsAlone(): Plugin {
  return chunkCheck('tougu-boot-stands-alone', bootProblem)
}

/** The check over a list of chunks, for the build's unit test: a message, or null when the entry stands alone. */
export function bootProblem(chunks: ReadonlyArray<Pick<OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'code'>>): string | null {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const entries = chunks.filter((c) => c.isEntry)
  if (entries.length !== 1) return `expected one entry chunk, found ${entries.length}`
  const seen = chunkClosure(byName, entries[0]!.fileName)
  const bytes = [...seen].reduce((n, f) => n + (byName.get(f)?.code.length ?? 0), 0)
  if (bytes <= BOOT_BUDGET_BYTES) return null
  return `the boot entry waits for ${bytes} bytes of JavaScript before it runs (budget ${BOOT_BUDGET_BYTES}): ${[...seen].join(', ')} — see BOOT_LEAVES in vite.config.ts`
}
