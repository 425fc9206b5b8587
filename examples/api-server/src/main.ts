// `pnpm start` (after `pnpm build`): the reference API and the built app on one origin.
//   PORT (8787) · TOUGU_BASE (/tougu) · DATABASE_URL (real PostgreSQL; default embedded PGlite)
//   TOUGU_DATA_DIR (./.data/pglite) · TOUGU_PGLITE_SNAPSHOTS (a folder: new PGlite databases start from a migrated snapshot)
//   TOUGU_DEMO (1 by default; 0, or NODE_ENV=production, turns demo mode off)
//   TOUGU_DEMO_SMS_CODE (fix the demo SMS code, e.g. for e2e runs; demo mode only)
//   TOUGU_DEMO_NOW (the instant the server's clock starts from, e.g. 2026-11-27T16:30:00+08:00; demo mode only)
//   TOUGU_WX_APPID · TOUGU_WX_MCH_KEY · TOUGU_WX_JSAPI_TICKET (required outside demo mode)
//   TOUGU_CORS_ORIGINS · TOUGU_FRAME_ANCESTORS (comma-separated origins)
//   TOUGU_APP_DIR (the built app to serve; packages/app/dist by default)
//   TOUGU_PACKAGE_SIGNING_KEY (signs offline packages; demo key in demo mode) · TOUGU_RECALLED_RELEASES
//   TOUGU_MEDIA_SIGNING_KEY (signs paid media addresses; random per process by default)
//   TOUGU_BENCH_INVESTORS (demo mode only: investors 13700000001… for the load benchmark)   — README "Configuration"
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, resolveServerConfig, serverClock, type ServerConfig } from './config/serverConfig.js'
import { DEMO_PHONE } from './seed/seedDatabase.js'
import { startServer } from './server.js'

let config: ServerConfig
try {
  config = resolveServerConfig(process.env)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`tougu-h5 api-server refuses to start: ${error.message}`)
  process.exit(1)
}

// Said first, before the database opens: whoever starts the server sees at once what it will allow.
if (config.demo) {
  console.log(`Mode: DEMO (${config.modeReason}): /api/demo/pay is mounted, SMS codes are printed here, demo WeChat credentials fill what the environment does not set.`)
} else {
  console.log(`Mode: PRODUCTION (${config.modeReason}): no demo payment, no demo SMS code, WeChat credentials from the environment.`)
}

const base = (process.env.TOUGU_BASE ?? '/tougu').replace(/\/+$/, '')
// Another build to serve (a benchmark comparing two builds with one server): it must be a built app.
const appDirSetting = process.env.TOUGU_APP_DIR?.trim()
const appDir = appDirSetting ? resolve(appDirSetting) : fileURLToPath(new URL('../../../packages/app/dist', import.meta.url))
if (appDirSetting && !existsSync(join(appDir, 'index.html'))) {
  console.error(`tougu-h5 api-server refuses to start: TOUGU_APP_DIR=${appDirSetting} has no index.html (point it at a built app, e.g. packages/app/dist after \`pnpm build\`).`)
  process.exit(1)
}
const port = Number(process.env.PORT ?? 8787)
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

const server = await startServer({
  port,
  base,
  appDir: existsSync(appDir) ? appDir : undefined,
  database: {
    url: process.env.DATABASE_URL,
    dataDir: process.env.TOUGU_DATA_DIR ?? './.data/pglite',
    snapshots: process.env.TOUGU_PGLITE_SNAPSHOTS?.trim() || undefined,
  },
  demo: config.demo,
  wechat: config.wechat,
  corsOrigins: config.corsOrigins,
  frameAncestors: config.frameAncestors,
  packageSigningKey: config.packageSigningKey,
  mediaSigningKey: config.mediaSigningKey,
  recalledReleases: config.recalledReleases,
  fixedSmsCode: config.fixedSmsCode,
  benchInvestors: config.benchInvestors,
  now: serverClock(config.demoNow),
  // The reference server has no SMS gateway: demo mode prints the code here; otherwise a deployment wires its
  // gateway through startServer's deliverSms, and this log never shows a code.
  deliverSms: config.demo
    ? (phone, code) => console.log(`[demo sms] 验证码 ${code} 已发送至 ${phone}（演示模式：验证码只打印在这里）`)
    : (phone) => console.log(`[sms] a login code for ${masked(phone)} was made; no SMS gateway is wired in the reference server (startServer's deliverSms)`),
})
const { kind, location } = server.database
console.log(`tougu-h5 is running: ${server.url}${base}/index`)
console.log(`API: ${server.url}/api/…  ·  database: ${kind} (${location})`)
if (config.demo) {
  console.log(`Demo login: phone ${DEMO_PHONE}; tap 获取验证码 and the code is printed in this log (also 13800000002…13800000005; 06…09 are scenario investors of the e2e tests).`)
}
if (config.demoNow) console.log(`Demo clock: the server's time started at ${config.demoNow.toISOString()} (TOUGU_DEMO_NOW) and runs on from there.`)
if (!existsSync(appDir)) console.log('(the app is not built: run `pnpm build` to serve it here)')

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
