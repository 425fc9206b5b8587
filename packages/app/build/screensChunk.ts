/**
 * The `screens` chunk (decision wave2-speed-6): the modules the first screen (home) needs from the app, the kit and
 * antd-mobile, in one file instead of ~15 files of a kilobyte each — on a phone's six HTTP/1.1 connections each file
 * costs a round trip before the first screen can render. Other screens share the chunk; it is cached after the first.
 *
 * The walk follows static imports from the first screens. Through a barrel (`index.ts` of our packages and folders,
 * which only re-exports), it follows only to the modules that export the names the importer takes: a barrel's other
 * exports are other screens' components and would swell the chunk.
 */
export interface ScreensGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null
}

/** Re-export modules: the index of one of our packages or of its folders, and antd-mobile-icons' index. */
export const BARREL = /\/packages\/[^/]+\/src\/(?:[^/]+\/)*index\.tsx?$|\/antd-mobile-icons\/es\/index\.js$/

const NAMED_IMPORTS = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g

/** The names a module's code imports with `import { … } from`, by their exported names. */
export function importedNames(code: string): Set<string> {
  const names = new Set<string>()
  for (const m of code.matchAll(NAMED_IMPORTS))
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim()
      if (name) names.add(name)
    }
  return names
}

/**
 * Whether a module declares an export named `name` (not a re-export `from` elsewhere), or is the file of that name
 * (an icon of antd-mobile-icons, its default export re-exported under its file name).
 */
export function exportsName(code: string, name: string, id = ''): boolean {
  const n = name.replace(/[$]/g, '\\$')
  return (
    id.endsWith(`/${name}.js`) ||
    new RegExp(`export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${n}\\b`).test(code) ||
    new RegExp(`export\\s*\\{[^}]*\\b${n}\\b[^}]*\\}(?!\\s*from)`).test(code)
  )
}

/**
 * The modules of the screens chunk: reachable from `screens` through `sources` (past barrels, by name), not taken by
 * a higher group (`taken`), not loaded lazily by anything (a route's screen, a lazy picture keep their own chunks).
 * What they import outside `sources` (libraries) stays in the libraries' chunks, which import nothing of ours; the
 * build's noChunkCycles check fails the build if the chunk ever comes to import a chunk that imports it back.
 */
export function screensChunkModules(graph: ScreensGraph, screens: readonly string[], sources: RegExp, taken: (id: string) => boolean): Set<string> {
  const ids = new Set<string>()
  const lazy = (id: string) => (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0
  const follow = (from: string, through: string | undefined, names: Set<string> | undefined) => {
    for (const dep of graph.getModuleInfo(through ?? from)?.importedIds ?? []) {
      if (!sources.test(dep)) continue
      if (BARREL.test(dep)) {
        follow(from, dep, names ?? importedNames(graph.getModuleInfo(from)?.code ?? ''))
        continue
      }
      if (names) {
        const code = graph.getModuleInfo(dep)?.code ?? ''
        if (![...names].some((n) => exportsName(code, n, dep))) continue
      }
      visit(dep)
    }
  }
  const visit = (id: string) => {
    if (ids.has(id) || taken(id) || lazy(id)) return
    ids.add(id)
    follow(id, undefined, undefined)
  }
  for (const screen of screens) follow(screen, undefined, undefined)
  return ids
}
