import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/database.js'
import { startServer, type RunningServer } from './server.js'
import { openTestDatabase } from './testing/testDatabase.js'

let server: RunningServer
let db: Database

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tougu-app-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shell</title>')
  await writeFile(join(dir, 'assets', 'main.js'), 'console.log(1)')
  db = await openTestDatabase()
  server = await startServer({ port: 0, base: '/tougu', appDir: dir, db, seed: false })
})
afterAll(async () => {
  await server.close()
  await db.close()
})

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' })

describe('static app serving', () => {
  it('redirects / and {base}/ to {base}/index', async () => {
    for (const path of ['/', '/tougu', '/tougu/']) {
      const res = await get(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/tougu/index')
    }
  })

  it('serves the app shell for client routes and files as they are', async () => {
    const shell = await get('/tougu/live/list')
    expect(shell.status).toBe(200)
    expect(await shell.text()).toContain('<title>shell</title>')
    const js = await get('/tougu/assets/main.js')
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(js.headers.get('cache-control')).toContain('immutable')
  })

  it('answers 404 JSON for missing files and unknown API paths, and never escapes the app folder', async () => {
    expect((await get('/tougu/assets/missing.js')).status).toBe(404)
    const api = await get('/api/nothing-here')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ iRet: 404, message: '接口不存在' })
    const escape = await get('/tougu/..%2F..%2Fetc%2Fpasswd')
    expect(await escape.text()).not.toContain('root:')
  })
})
