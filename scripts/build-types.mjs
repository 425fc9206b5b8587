// `build:types` of a publishable package, run in its folder: its declarations by TypeScript 7 from the package's
// tsconfig.types.json, one .d.ts beside each module's .js path in dist (decision wave3-ci-19). TypeScript keeps a
// module's side-effect imports in its declaration, where they say nothing about types and are dropped:
// - a stylesheet's (`import './theme/theme.css'`) is the bundler's business (tsup writes the styles to dist/index.css)
//   and names a file the tarball does not have;
// - another package's (`import 'antd-mobile/es/global'`, which loads its styles) is the code's business, and under
//   `node16` resolution it named a folder a consumer's type check could not resolve (TS2882 with `skipLibCheck` off).
// A side-effect import of one of the package's own modules stays: that is how a declaration would augment a type.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A side-effect import of a stylesheet (any path) or of another package (a specifier that is not relative). */
const NO_TYPES_IMPORT = /^import\s+(['"])(?:[^'"]+\.css|[^'"./][^'"]*)\1;?[ \t]*\r?\n/gm

/** A declaration's text without its side-effect imports of stylesheets and of other packages. */
export function dropUntypedImports(text) {
  return text.replace(NO_TYPES_IMPORT, '')
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
    const kept = dropUntypedImports(text)
    if (kept !== text) writeFileSync(file, kept)
  }
}
