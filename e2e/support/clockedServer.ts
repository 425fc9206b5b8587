import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { spawnApiServer } from './apiServer.js'

// A reference server of its own, its clock started at a given instant (TOUGU_DEMO_NOW, demo mode only; decision
// wave3-journey-2): what the journey e2e walks on a Friday after the close and on a month end. It serves the built app
// like `pnpm start`, over a throw-away in-memory database seeded relative to that instant.

export interface ClockedServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** The instant the server's clock started from. */
  startedAt: Date
  /** An API client on the server (for set-up and for the server's own answers the tests compare with). */
  api: APIRequestContext
  stop(): Promise<void>
}

/**
 * Starts `examples/api-server` (its compiled src/main.ts) on a free port with `TOUGU_DEMO_NOW=now`, the e2e's fixed demo
 * SMS code and an in-memory database; resolves once it listens.
 * @example const server = await startClockedServer('2026-11-27T16:30:00+08:00')
 */
export async function startClockedServer(now: string): Promise<ClockedServer> {
  // Found from this file, so the native host's suite (run from its own folder too) starts the same server.
  const child: ChildProcess = spawnApiServer({
    PORT: '0',
    TOUGU_DATA_DIR: ':memory:',
    DATABASE_URL: '',
    TOUGU_DEMO_NOW: now,
    NODE_ENV: 'development',
    TOUGU_DEMO: '1',
  })
  const origin = await new Promise<string>((resolve, reject) => {
    let out = ''
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /running: (http:\/\/[^/\s]+)/.exec(out)
      if (m?.[1]) resolve(m[1])
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`the clocked server exited (${code}) before listening:\n${out}`)))
  })
  const api = await playwrightRequest.newContext({ baseURL: origin })
  return {
    origin,
    startedAt: new Date(now),
    api,
    async stop() {
      await api.dispose()
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}
