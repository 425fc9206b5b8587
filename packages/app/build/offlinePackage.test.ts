// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'
import { writeOfflinePackage } from './offlinePackage.js'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tougu-pkg-'))
  dirs.push(dir)
  const put = (rel: string, body: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true })
    writeFileSync(join(dir, rel), body)
  }
  put('index.html', '<!doctype html><title>投顾社区</title>')
  put('assets/app-abcdefgh.js', 'console.log(1)')
  put('assets/app-abcdefgh.js.map', '{}')
  put('assets/app-abcdefgh.js.br', 'br')
  put('assets/app-abcdefgh.js.gz', 'gz')
  put('assets/home-12345678.css', 'body{}')
  put('serviceWorker.js', 'self')
  put('.vite/first-screen.json', '{}')
  put('.server/renderPage.js', 'export {}')
  return dir
}

const options = { version: '1.0.0+t', base: '/tougu', minAppVersion: '6.0.0', variants: ['wx'], routes: ['/tips/list', '/index'] }

describe('writeOfflinePackage', () => {
  it('packs what a page loads, names each file with its SHA-256, and lists the routes', () => {
    const dir = build()
    const manifest = writeOfflinePackage(dir, options)
    expect(Object.keys(manifest.files).sort()).toEqual(['assets/app-abcdefgh.js', 'assets/home-12345678.css', 'index.html'])
    expect(manifest.files['assets/app-abcdefgh.js']).toEqual({ sha256: createHash('sha256').update('console.log(1)').digest('hex'), size: 14 })
    expect(manifest).toMatchObject({ format: 1, version: '1.0.0+t', base: '/tougu', minAppVersion: '6.0.0', entry: 'index.html', routes: ['/index', '/tips/list'], variants: ['wx'] })
    const archive = readFileSync(join(dir, manifest.archive.file))
    expect(manifest.archive).toMatchObject({ file: 'offline/1.0.0+t.zip', size: archive.length, sha256: createHash('sha256').update(archive).digest('hex') })
    const unpacked = unzipSync(new Uint8Array(archive))
    expect(Object.keys(unpacked).sort()).toEqual(Object.keys(manifest.files).sort())
    for (const [path, file] of Object.entries(manifest.files)) expect(createHash('sha256').update(unpacked[path]!).digest('hex')).toBe(file.sha256)
    expect(JSON.parse(readFileSync(join(dir, 'offline/manifest.json'), 'utf8'))).toEqual(manifest)
  })

  it('makes the same archive bytes from the same files', () => {
    const a = writeOfflinePackage(build(), options)
    const b = writeOfflinePackage(build(), options)
    expect(b.archive.sha256).toBe(a.archive.sha256)
  })
})
