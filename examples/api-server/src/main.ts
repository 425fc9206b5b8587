// `pnpm start` (after `pnpm build`): the reference API and the built app on one origin.
//   PORT (8787) · TOUGU_BASE (/tougu) · DATABASE_URL (real PostgreSQL; default embedded PGlite)
//   TOUGU_DATA_DIR (./.data/pglite) · TOUGU_DEMO_SMS_CODE (fix the demo SMS code, e.g. for e2e runs)
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEMO_PHONE } from './seed/seedDatabase.js'
import { startServer } from './server.js'

const base = (process.env.TOUGU_BASE ?? '/tougu').replace(/\/+$/, '')
const appDir = fileURLToPath(new URL('../../../packages/app/dist', import.meta.url))
const port = Number(process.env.PORT ?? 8787)
const fixedCode = process.env.TOUGU_DEMO_SMS_CODE

const server = await startServer({
  port,
  base,
  appDir: existsSync(appDir) ? appDir : undefined,
  database: { url: process.env.DATABASE_URL, dataDir: process.env.TOUGU_DATA_DIR ?? './.data/pglite' },
  fixedSmsCode: fixedCode || undefined,
  deliverSms: (phone, code) => console.log(`[demo sms] 验证码 ${code} 已发送至 ${phone}（演示模式：验证码只打印在这里）`),
})
const { kind, location } = server.database
console.log(`tougu-h5 is running: ${server.url}${base}/index`)
console.log(`API: ${server.url}/api/…  ·  database: ${kind} (${location})`)
console.log(`Demo login: phone ${DEMO_PHONE}; tap 获取验证码 and the code is printed in this log (also 13800000002…13800000005; 06…09 are scenario investors of the e2e tests).`)
if (!existsSync(appDir)) console.log('(the app is not built: run `pnpm build` to serve it here)')

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
