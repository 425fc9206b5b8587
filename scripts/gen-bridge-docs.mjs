// `pnpm gen:bridge`: rewrites the capability table of docs/bridge-protocol.md §6 from the capability modules
// (packages/bridge/src/capabilities/methods). The bridge test `capabilityTable.test.ts` fails when it is stale.
// The TypeScript sources are loaded through tsx (a dependency of examples/api-server), so no build is needed.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const root = new URL('..', import.meta.url)
await import(pathToFileURL(createRequire(new URL('examples/api-server/package.json', root)).resolve('tsx')).href)
const { withCapabilityTable } = await import(new URL('packages/bridge/src/capabilities/capabilityTable.ts', root).href)

const path = new URL('docs/bridge-protocol.md', root)
writeFileSync(path, withCapabilityTable(readFileSync(path, 'utf8')))
console.log('wrote the capability table of docs/bridge-protocol.md')
