// `pnpm bench`: runs every benchmark in scripts/bench/ in name order (builds first). Each one prints its
// figures and writes reports/<name>.json. Targets are checked here, never by timed assertions in tests.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { pnpmCommand } from './pnpm.mjs'

const [pn, pnArgs] = pnpmCommand()
if (!process.argv.includes('--no-build')) {
  const b = spawnSync(pn, [...pnArgs, 'build'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(b.status ?? 1)
}
let failed = 0
for (const file of readdirSync('scripts/bench').filter((f) => f.endsWith('.mjs')).sort()) {
  console.log(`\n▶ bench: ${file}`)
  const r = spawnSync(process.execPath, [`scripts/bench/${file}`], { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
