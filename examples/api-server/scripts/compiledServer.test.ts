import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compiledServer } from './compiledServer.mjs'

// A small package laid out like the server: an entry importing a module of its own and reading a file beside its
// source through import.meta.url.
const root = mkdtempSync(join(tmpdir(), 'tougu-compiled-'))
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}
write('package.json', JSON.stringify({ name: 'fixture', type: 'module', dependencies: {} }))
write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true } }))
write('src/main.ts', "import { readFileSync } from 'node:fs'\nimport { word } from './word.js'\nconsole.log(`${word} ${readFileSync(new URL('../data/beside.txt', import.meta.url), 'utf8')}`)\n")
write('src/word.ts', "export const word: string = 'one'\n")
write('src/unused.ts', "export const unused = 'never imported'\n")
write('data/beside.txt', 'found')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim()

describe('compiledServer', () => {
  it('compiles once, runs the sources, and compiles again only when a file it was made from changes', async () => {
    const first = await compiledServer({ root })
    expect(first.compiled).toBe(true)
    // Each module keeps its own location: the file beside the source is found from the compiled file in dist/.
    expect(run(first.file)).toBe('one found')

    expect(await compiledServer({ root })).toEqual({ file: first.file, compiled: false })
    write('src/unused.ts', "export const unused = 'changed, still never imported'\n")
    expect(await compiledServer({ root })).toEqual({ file: first.file, compiled: false })

    write('src/word.ts', "export const word: string = 'two'\n")
    const second = await compiledServer({ root })
    expect(second.compiled).toBe(true)
    expect(run(second.file)).toBe('two found')

    write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: false } }))
    expect((await compiledServer({ root })).compiled).toBe(true)
  })

  it('compiles again when its record is missing or unreadable', async () => {
    await compiledServer({ root })
    rmSync(join(root, 'dist/server.json'))
    expect((await compiledServer({ root })).compiled).toBe(true)
    writeFileSync(join(root, 'dist/server.json'), '{"format":1,"file":')
    const again = await compiledServer({ root })
    expect(again.compiled).toBe(true)
    expect(run(again.file)).toBe('two found')
  })
})
