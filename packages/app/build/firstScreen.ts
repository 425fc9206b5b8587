import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { chunkClosure } from './chunkCheck.js'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** What the server needs to serve a route's first screen: its title and the files of its lazy screen. */
export interface FirstScreenRoute {
  title: string
  /** The screen's chunk and its static imports, minus what index.html already loads (paths under the base). */
  js: string[]
  css: string[]
}

/** The file the build writes and the reference server reads. */
export const FIRST_SCREEN_FILE = '.vite/first-screen.json'

export interface FirstScreenManifest {
  /** The app itself (main.tsx and its static imports, started by the small boot entry): every route needs it. */
  app: { js: string[]; css: string[] }
  routes: Record<string, FirstScreenRoute>
}

const LAZY_ROUTE = /path:\s*'([^']+)'[^}]*?import\('([^']+)'\)/g
const TITLE_ROW = /path:\s*'([^']+)',\s*title:\s*'([^']+)'/g

/**
 * Emits `.vite/first-screen.json`: the app's own files (started by the boot entry), and for every route of the
 * route tables (*Routes.tsx rows) its title and the chunks its lazy screen loads. The reference server puts the title and a shell into index.html and modulepreloads
 * the screen's chunks there, so they download in parallel with the entry instead of after it (decision
 * wave2-speed-2). The route tables are read as text, like scripts/bench/route-chunks.mjs does: the config
 * cannot import them (they import React).
 */
export function firstScreenManifest({
  routesDir,
  appModule,
}: {
  routesDir: string
  appModule: string
}): Plugin {
  return {
    name: 'tougu-first-screen',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (chunk: OutputChunk, into: Set<string>) => chunkClosure(byFile, chunk.fileName, into)
      const entry = chunks.find((c) => c.isEntry)
      // Stylesheets in cascade order: a chunk's imports before the chunk itself, as Vite orders them in index.html
      // (antd-mobile's global defaults first, so the theme and app.css override them).
      const cssOf = (files: Iterable<string>) => {
        const out: string[] = []
        const seen = new Set<string>()
        const visit = (file: string) => {
          if (seen.has(file)) return
          seen.add(file)
          const chunk = byFile.get(file)
          for (const dep of chunk?.imports ?? []) visit(dep)
          for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css)
        }
        for (const file of files) visit(file)
        return out
      }
      const appChunk = chunks.find((c) => c.facadeModuleId === appModule)
      const entryFiles = entry ? closure(entry, new Set()) : new Set<string>()
      const appFiles = appChunk ? [...closure(appChunk, new Set())].filter((f) => !entryFiles.has(f)) : []
      const app = { js: appFiles, css: cssOf(appFiles).filter((f) => !new Set(cssOf(entryFiles)).has(f)) }
      // Files index.html or the app part already loads are not listed again per route.
      const inHtml = new Set([...entryFiles, ...appFiles])
      const htmlCss = new Set([...cssOf(entryFiles), ...app.css])
      /** What `from` loads (their static imports, transitively), less what index.html already loads. */
      const loadOf = (from: readonly OutputChunk[]) => {
        const files = new Set<string>()
        for (const chunk of from) closure(chunk, files)
        return { js: [...files].filter((f) => !inHtml.has(f)), css: cssOf(files).filter((f) => !htmlCss.has(f)) }
      }
      const chunkHolding = (module: string) =>
        chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module))

      const routes: Record<string, FirstScreenRoute> = {}
      for (const file of readdirSync(routesDir).filter((f) => /Routes\.tsx$/.test(f))) {
        const text = readFileSync(join(routesDir, file), 'utf8')
        for (const [, path, title] of text.matchAll(TITLE_ROW)) routes[path!] = { title: title!, js: [], css: [] }
        for (const [, path, source] of text.matchAll(LAZY_ROUTE)) {
          const chunk = chunkHolding(resolve(routesDir, source!.replace(/\.js$/, '.tsx')))
          if (!chunk) continue
          routes[path!] = { title: routes[path!]?.title ?? '', ...loadOf([chunk]) }
        }
      }
      const manifest: FirstScreenManifest = { app, routes }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(manifest) })
    },
  }
}
