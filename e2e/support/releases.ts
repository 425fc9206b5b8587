import { spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnApiServer } from './apiServer.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The build the e2e server serves (`pnpm build` before the run). */
export const BUILT_APP = join(ROOT, 'packages/app/dist')

/** A build's release version, as its offline package names it. */
export function releaseOf(appDir: string): string {
  return (JSON.parse(readFileSync(join(appDir, 'offline/manifest.json'), 'utf8')) as { version: string }).version
}

/** A scratch folder removed by `cleanup`. */
export function scratch(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A copy of the current build: a server that serves it can be switched to another release without touching it. */
export function copyOfBuild(into: string): string {
  cpSync(BUILT_APP, into, { recursive: true })
  return into
}

/**
 * Builds the app again as another release (`TOUGU_APP_VERSION`) into `outDir`: the "next release" of a test. The
 * same sources make the same files, apart from the version they carry, so every chunk that reads it changes.
 */
export function buildRelease(version: string, outDir: string): string {
  const res = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'packages/app'),
    env: { ...process.env, TOUGU_APP_VERSION: version },
    encoding: 'utf8',
  })
  if (res.status !== 0) throw new Error(`building release ${version} failed:\n${res.stdout}\n${res.stderr}`)
  return outDir
}

export interface ReleaseServer {
  /** `http://127.0.0.1:<port>` (the same port after every restart: a service worker belongs to its origin). */
  url: string
  /** Stops the server and starts it again on the same port and database with another build or recalls. */
  restart(options: { appDir: string; recalled?: string[] }): Promise<void>
  stop(): Promise<void>
}

/**
 * A reference server of its own for a test that releases: its own port (a free one, kept across restarts), its own
 * PGlite folder (kept across restarts, so published packages stay published), serving `appDir`.
 */
export async function startReleaseServer(options: { appDir: string; dataDir: string; recalled?: string[] }): Promise<ReleaseServer> {
  let child: ChildProcess | null = null
  let port = 0
  const start = (appDir: string, recalled: string[]) =>
    new Promise<void>((resolve, reject) => {
      const proc = spawnApiServer({
        PORT: String(port),
        TOUGU_APP_DIR: appDir,
        TOUGU_DATA_DIR: options.dataDir,
        TOUGU_RECALLED_RELEASES: recalled.join(','),
      })
      child = proc
      let log = ''
      const onData = (chunk: Buffer) => {
        log += chunk.toString()
        const running = /tougu-h5 is running: http:\/\/127\.0\.0\.1:(\d+)\//.exec(log)
        if (running) {
          port = Number(running[1])
          resolve()
        }
      }
      proc.stdout.on('data', onData)
      proc.stderr.on('data', onData)
      proc.on('exit', (code) => reject(new Error(`the release server exited (${code}):\n${log}`)))
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      const proc = child
      child = null
      if (!proc || proc.exitCode !== null) return resolve()
      proc.removeAllListeners('exit')
      // A connection the browser keeps open must not hold the test: killed when it has not stopped in time.
      const hard = setTimeout(() => proc.kill('SIGKILL'), 5000)
      proc.on('exit', () => {
        clearTimeout(hard)
        resolve()
      })
      proc.kill('SIGTERM')
    })
  await start(options.appDir, options.recalled ?? [])
  return {
    get url() {
      return `http://127.0.0.1:${port}`
    },
    restart: async ({ appDir, recalled = [] }) => {
      await stop()
      await start(appDir, recalled)
    },
    stop,
  }
}

/** A test's two releases: the current build served by a server of its own, and a next build ready to release. */
export interface TwoReleases {
  /** The test's scratch folder. */
  dir: string
  current: string
  next: string
  nextDir: string
  server: ReleaseServer
  /** Stops the server and removes the scratch folder. */
  dispose(): Promise<void>
}

/**
 * The run's next release after `current`, built once (`<version>+e2e-next-<time>`) by the first test that asks for it
 * while any other waits for it (decision wave3-ci-6): each release test gets the same files it would have built, and
 * nothing writes into them (a server only serves them). It lies in the run's folder (E2E_RUN_DIR, set by
 * playwright.config.ts, removed at the run's end), one per current release; outside a run of that config a test
 * builds its own into `ownDir`.
 */
export async function nextRelease(current: string, ownDir: string): Promise<{ next: string; nextDir: string }> {
  const next = `${current.split('+')[0]}+e2e-next-${Date.now()}`
  const run = process.env.E2E_RUN_DIR
  if (!run) return { next, nextDir: buildRelease(next, ownDir) }
  const dir = join(run, `next-of-${current}`)
  const record = join(dir, 'release.json')
  mkdirSync(run, { recursive: true })
  try {
    mkdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return await builtBy(record)
  }
  let made: { next: string; nextDir: string } | { error: string }
  try {
    made = { next, nextDir: buildRelease(next, join(dir, 'build')) }
  } catch (error) {
    made = { error: String(error) }
  }
  writeFileSync(`${record}.tmp`, JSON.stringify(made))
  renameSync(`${record}.tmp`, record)
  if ('error' in made) throw new Error(made.error)
  return made
}

/** The next release another test is building: its record, once written. */
async function builtBy(record: string): Promise<{ next: string; nextDir: string }> {
  const deadline = Date.now() + 170_000
  while (!existsSync(record)) {
    if (Date.now() > deadline) throw new Error(`the run's next release was not built in time (${record})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const made = JSON.parse(readFileSync(record, 'utf8')) as { next: string; nextDir: string } | { error: string }
  if ('error' in made) throw new Error(`building the run's next release failed in another test:\n${made.error}`)
  return made
}

/**
 * Copies the current build, takes the run's next release (`nextRelease`) and starts a reference server of the test's
 * own on the current one.
 * @example const releases = await twoReleases('repeat') // releases.server.restart({ appDir: releases.nextDir })
 */
export async function twoReleases(name: string): Promise<TwoReleases> {
  const work = scratch(`tougu-${name}-`)
  const currentDir = copyOfBuild(join(work.dir, 'current'))
  const current = releaseOf(currentDir)
  const { next, nextDir } = await nextRelease(current, join(work.dir, 'next'))
  const server = await startReleaseServer({ appDir: currentDir, dataDir: join(work.dir, 'db') })
  return {
    dir: work.dir,
    current,
    next,
    nextDir,
    server,
    dispose: async () => {
      await server.stop()
      work.cleanup()
    },
  }
}
