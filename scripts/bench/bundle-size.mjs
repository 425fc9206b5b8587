// `pnpm bench`: size report of what users download (gzip), written to reports/bench.json.
// Sizes are gzip level 9, as a CDN would serve them.
import { readdirSync, readFileSync, statSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} kB`

function files(dir, ext) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return files(p, ext)
    return ext.some((e) => p.endsWith(e)) ? [p] : []
  })
}

const report = { packages: {}, app: {} }
for (const pkg of ['core', 'bridge', 'react-ui']) {
  const list = files(`packages/${pkg}/dist`, ['.js', '.css'])
  report.packages[pkg] = list.reduce((n, f) => n + gz(f), 0)
}
const appFiles = files('packages/app/dist/assets', ['.js', '.css'])
for (const f of appFiles) report.app[f.replace('packages/app/dist/assets/', '')] = gz(f)

console.log('Bundle sizes (gzip)')
for (const [k, v] of Object.entries(report.packages)) console.log(`  @tougu/${k.padEnd(10)} ${kb(v)}`)
for (const [k, v] of Object.entries(report.app)) console.log(`  app/${k.padEnd(40)} ${kb(v)}`)
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bundle-size.json', JSON.stringify(report, null, 2))
