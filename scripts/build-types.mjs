// `build:types` of a publishable package, run in its folder: its declarations by TypeScript 7 from the package's
// tsconfig.types.json, one .d.ts beside each module's .js path in dist (decision wave3-ci-19). TypeScript keeps a
// module's side-effect imports in its declaration; a stylesheet's (`import './theme/theme.css'`) is the bundler's
// business (tsup writes the styles to dist/index.css) and names a file the tarball does not have, so it is dropped.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const STYLESHEET_IMPORT = /^import\s+(['"])[^'"]+\.css\1;?[ \t]*\r?\n/gm

/** A declaration's text without its side-effect imports of stylesheets. */
export function dropStylesheetImports(text) {
  return text.replace(STYLESHEET_IMPORT, '')
}

/** Every `.d.ts` file under `dir`. */
function declarationsIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tsc = join(import.meta.dirname, '..', 'node_modules/typescript-go/bin/tsc')
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json'], { stdio: 'inherit' })
  } catch {
    process.exit(1)
  }
  for (const file of declarationsIn('dist')) {
    const text = readFileSync(file, 'utf8')
    const kept = dropStylesheetImports(text)
    if (kept !== text) writeFileSync(file, kept)
  }
}
