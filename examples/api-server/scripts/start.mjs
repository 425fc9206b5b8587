// `pnpm start`: src/main.ts, run from its compiled file (compiled first when a source changed; compiledServer.mjs).
import { pathToFileURL } from 'node:url'
import { compiledServer } from './compiledServer.mjs'

// Errors the server logs name the TypeScript sources' lines, as under tsx.
process.setSourceMapsEnabled(true)
const { file } = await compiledServer()
await import(pathToFileURL(file).href)
