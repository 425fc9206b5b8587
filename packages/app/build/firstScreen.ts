import type { Plugin, Rolldown } from 'vite'
import { chunkClosure } from './chunkCheck.js'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** What the server needs to serve a route's page: its title and the files of its lazy screen. */
export interface FirstScreenRoute {
  title: string
  /** The screen's chunk and its static imports, minus what the app part already loads (paths under the base). */
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

/** A route of the route table as the build needs it (src/routes/routeMeta.ts `ROUTE_META`). */
export interface BuildRoute {
  path: string
  title: string
  /** The absolute path of the route's screen module, when it has one. */
  screenModule?: string
}

/**
 * Emits `.vite/first-screen.json`: the app's own files (started by the boot entry), and for every route of the route
 * table its title and the chunks its lazy screen loads. The reference server puts the title into the page and
 * modulepreloads the screen's chunks there, so they download in parallel with the entry instead of after it
 * (decision wave2-speed-2); where it renders the first screen, it links the stylesheets in the page's head.
 * @example firstScreenManifest({ routes: ROUTE_META.map(…), appModule: '/abs/src/main.tsx' })
 */
export function firstScreenManifest({ routes, appModule }: { routes: readonly BuildRoute[]; appModule: string }): Plugin {
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
      if (!appChunk) return this.error(`no chunk starts at ${appModule}`)
      const entryFiles = entry ? closure(entry, new Set()) : new Set<string>()
      const appFiles = [...closure(appChunk, new Set())].filter((f) => !entryFiles.has(f))
      const app = { js: appFiles, css: cssOf(appFiles).filter((f) => !new Set(cssOf(entryFiles)).has(f)) }
      // Files index.html or the app part already loads are not listed again per route.
      const inHtml = new Set([...entryFiles, ...appFiles])
      const htmlCss = new Set([...cssOf(entryFiles), ...app.css])

      const manifest: FirstScreenManifest = { app, routes: {} }
      for (const route of routes) {
        const chunk = route.screenModule ? chunks.find((c) => c.facadeModuleId === route.screenModule) : undefined
        if (route.screenModule && !chunk) return this.error(`the route table's ${route.path} names ${route.screenModule}, which is no chunk of the build`)
        const files = chunk ? closure(chunk, new Set()) : new Set<string>()
        manifest.routes[route.path] = {
          title: route.title,
          js: [...files].filter((f) => !inHtml.has(f)),
          css: cssOf(files).filter((f) => !htmlCss.has(f)),
        }
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(manifest) })
    },
  }
}
