import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** The build's output folder as an absolute path. */
export function resolvedOutDir(config: Pick<ResolvedConfig, 'root' | 'build'>): string {
  return config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir)
}

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html'])
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024

/** Every file below `dir`, recursively. */
export function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text asset of the build, so the
 * reference server sends them as they are (decision wave2-speed-1): compressing at build time costs nothing per
 * request and reaches brotli's best ratio, which on-the-fly compression cannot afford.
 * Source maps stay uncompressed (they are fetched by developers' tools only).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'tougu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolvedOutDir(config)
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue
        const body = readFileSync(file)
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}
