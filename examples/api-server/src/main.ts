import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer } from './server.js'

const base = (process.env.TOUGU_BASE ?? '/tougu').replace(/\/+$/, '')
const appDir = fileURLToPath(new URL('../../../packages/app/dist', import.meta.url))
const port = Number(process.env.PORT ?? 8787)

const server = await startServer({ port, base, appDir: existsSync(appDir) ? appDir : undefined })
console.log(`tougu-h5 is running: ${server.url}${base}/index`)
if (!existsSync(appDir)) console.log('(the app is not built: run `pnpm build` to serve it here)')

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
