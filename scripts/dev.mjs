// `pnpm dev`: the reference API server and the app's Vite dev server (hot reload) side by side.
import { spawn } from 'node:child_process'
import { pnpmCommand } from './pnpm.mjs'

const [pn, pnArgs] = pnpmCommand()

const children = [
  spawn(pn, [...pnArgs, '--filter', '@tougu/api-server', 'dev'], { stdio: 'inherit', env: { ...process.env, PORT: '8787' } }),
  spawn(pn, [...pnArgs, '--filter', '@tougu/app', 'dev'], { stdio: 'inherit', env: { ...process.env, TOUGU_API: 'http://127.0.0.1:8787' } }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => { if (code) { stop(); process.exit(code) } })
