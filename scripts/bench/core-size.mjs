// `pnpm bench`: gzip size of @tougu/core's rules alone — every export of src/index.ts except the
// api/ and stores/ folders (API clients and stores) — bundled and minified as an app bundler would.
// Target (issue 3): under 15 kB gzip. rxjs is a peer dependency the host app already ships, so the
// target counts core's own code plus zod/mini and date-fns; the figure with rxjs included is reported too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET = 15 * 1024
const coreSrc = join(process.cwd(), 'packages/core/src')
// esbuild comes with tsup (a root dev dependency); resolve it from there rather than adding a dependency.
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup/package.json'))
const esbuild = await import(requireFromTsup.resolve('esbuild'))

// Runtime re-exports of the public entry, minus api/ and stores/. Type-only exports have no bytes.
const index = readFileSync(join(coreSrc, 'index.ts'), 'utf8')
const statements = [...index.matchAll(/export\s+(type\s+)?\{[^}]*\}\s+from\s+'([^']+)'/g)]
const kept = statements.filter((m) => !m[1] && !/^\.\/(api|stores)\//.test(m[2])).map((m) => m[0])
const dropped = statements.filter((m) => !m[1] && /^\.\/(api|stores)\//.test(m[2])).length
const entry = kept.join('\n')

async function bundle(external) {
  const r = await esbuild.build({
    stdin: { contents: entry, resolveDir: coreSrc, loader: 'ts', sourcefile: 'rules-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = r.outputFiles[0].contents
  const inputs = Object.entries(r.metafile.outputs[Object.keys(r.metafile.outputs)[0]].inputs)
  const byPackage = {}
  for (const [file, info] of inputs) {
    const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)
    const key = m ? m[1] : 'core'
    byPackage[key] = (byPackage[key] ?? 0) + info.bytesInOutput
  }
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, byPackage }
}

const kb = (n) => `${(n / 1024).toFixed(2)} kB`
const rules = await bundle(['rxjs', 'rxjs/*'])
const withRxjs = await bundle([])
const ok = rules.gzip <= TARGET

console.log(
  `@tougu/core rules bundle (${kept.length} export statements; ${dropped} api/stores statements left out)`,
)
console.log(
  `  minified ${kb(rules.min)}, gzip ${kb(rules.gzip)}  target < ${kb(TARGET)}  ${ok ? 'OK' : 'OVER TARGET'}`,
)
console.log(
  `  minified bytes by source: ${Object.entries(rules.byPackage)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ')}`,
)
console.log(`  with rxjs bundled too: gzip ${kb(withRxjs.gzip)}`)

mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/core-size.json',
  JSON.stringify(
    {
      target: TARGET,
      ok,
      rules: { minified: rules.min, gzip: rules.gzip, bySource: rules.byPackage },
      rulesWithRxjs: { minified: withRxjs.min, gzip: withRxjs.gzip },
    },
    null,
    2,
  ),
)
process.exit(ok ? 0 : 1)
