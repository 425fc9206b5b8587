// `pnpm gen:api`: writes docs/openapi.json and docs/api.md from the zod schemas of the API contract
// (packages/core/src/api). The core test `openApiDocument.test.ts` fails when the committed files are stale.
// The TypeScript sources are loaded through tsx (a dependency of examples/api-server), so no build is needed.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const root = new URL('..', import.meta.url)
// Loading tsx's entry registers its TypeScript loader, as `node --import tsx` would.
await import(pathToFileURL(createRequire(new URL('examples/api-server/package.json', root)).resolve('tsx')).href)
const { buildOpenApiDocument, renderApiMarkdown } = await import(new URL('packages/core/src/api/openApiDocument.ts', root).href)

const json = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`
writeFileSync(new URL('docs/openapi.json', root), json)
writeFileSync(new URL('docs/api.md', root), renderApiMarkdown())
console.log(`wrote docs/openapi.json (${json.length} bytes) and docs/api.md`)
