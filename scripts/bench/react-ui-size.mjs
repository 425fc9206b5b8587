// `pnpm bench`: gzip size of what FollowupPaperDialog alone costs an app — its JS (react-ui, the antd-mobile
// parts it uses, core's follow-up rules) plus every CSS file it pulls in (react-ui's theme, antd-mobile's
// component styles) — bundled and minified as an app bundler would, from the sources.
// Target (issue 7): under 45 kB gzip for CSS + JS. react, react-dom and rxjs are peer dependencies the host
// app already ships, so the target leaves them out; the figure with them included is reported too.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET = 45 * 1024
const root = process.cwd()
const uiSrc = join(root, 'packages/react-ui/src')
// esbuild comes with tsup (a root dev dependency); resolve it from there rather than adding a dependency.
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup/package.json'))
const esbuild = await import(requireFromTsup.resolve('esbuild'))

// What an app pays for the dialog: the component, antd-mobile's global styles and the package stylesheet
// (the side-effect imports at the top of src/index.ts).
const entry = `import 'antd-mobile/es/global'
import './theme/theme.css'
export { FollowupPaperDialog } from './components/followup-paper-dialog/index.ts'`

const peers = ['react', 'react/*', 'react-dom', 'react-dom/*', 'rxjs', 'rxjs/*']

async function bundle(external) {
  const r = await esbuild.build({
    stdin: { contents: entry, resolveDir: uiSrc, loader: 'ts', sourcefile: 'followup-dialog-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    outdir: 'out',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@tougu/core': join(root, 'packages/core/src/index.ts') },
    // react-ui's node_modules first: that is where antd-mobile and dompurify resolve from.
    nodePaths: [join(root, 'packages/react-ui/node_modules')],
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  let js = 0
  let css = 0
  const byPackage = {}
  for (const file of r.outputFiles) {
    const gz = gzipSync(file.contents, { level: 9 }).length
    if (file.path.endsWith('.css')) css += gz
    else if (file.path.endsWith('.js')) js += gz
  }
  for (const out of Object.values(r.metafile.outputs)) {
    for (const [file, info] of Object.entries(out.inputs)) {
      const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)
      const key = m ? m[1] : file.includes('packages/core/') ? '@tougu/core' : '@tougu/react-ui'
      byPackage[key] = (byPackage[key] ?? 0) + info.bytesInOutput
    }
  }
  return { js, css, gzip: js + css, byPackage }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const dialog = await bundle(peers)
const withPeers = await bundle([])
const ok = dialog.gzip <= TARGET

console.log('@tougu/react-ui FollowupPaperDialog alone (JS + the CSS it pulls in)')
console.log(
  `  gzip ${kb(dialog.gzip)} (JS ${kb(dialog.js)} + CSS ${kb(dialog.css)})  target < ${kb(TARGET)}  ${ok ? 'OK' : 'OVER TARGET'}`,
)
console.log(`  with react, react-dom and rxjs included: gzip ${kb(withPeers.gzip)}`)
console.log(
  `  minified bytes by source: ${Object.entries(dialog.byPackage)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ')}`,
)
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/react-ui-size.json',
  JSON.stringify({ target: TARGET, ok, followupPaperDialog: dialog, withPeers }, null, 2),
)
process.exit(ok ? 0 : 1)
