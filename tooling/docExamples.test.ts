import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Public JSDoc examples are type-checked by copying them into a package's `src/docExamples.test-d.ts` (which
// `pnpm typecheck` compiles). This keeps each copy equal to the JSDoc it came from, so neither can drift alone.
const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const CHECKED = ['packages/core/src/docExamples.test-d.ts', 'packages/bridge/src/docExamples.test-d.ts']

/** `{ file, symbol, lines }` per `// @example <file> <symbol>` block: the body of the function below it, de-indented. */
function checkedBlocks(path: string) {
  const lines = read(path).split('\n')
  const blocks: { file: string; symbol: string; lines: string[] }[] = []
  lines.forEach((line, i) => {
    const marker = /^\/\/ @example (\S+) (\w+)$/.exec(line)
    if (!marker) return
    const end = lines.indexOf('}', i)
    const body = lines.slice(i + 2, end).map((l) => l.replace(/^ {2}/, ''))
    // A block may end with a `return` that only keeps a local function used; it is not part of the example.
    if (body.at(-1)?.startsWith('return ')) body.pop()
    blocks.push({ file: marker[1] ?? '', symbol: marker[2] ?? '', lines: body })
  })
  return blocks
}

/** The lines of the `@example` in the JSDoc right above `export function <symbol>`. */
function jsdocExample(file: string, symbol: string): string[] {
  const source = read(file)
  const at = source.search(new RegExp(`^export (async )?function ${symbol}\\b`, 'm'))
  if (at < 0) throw new Error(`${file}: no exported function ${symbol}`)
  const doc = source.slice(source.lastIndexOf('/**', at), at)
  const lines = doc.split('\n').map((l) => l.replace(/^\s*\* ?/, ''))
  const start = lines.findIndex((l) => l.startsWith('@example'))
  if (start < 0) throw new Error(`${file}: ${symbol} has no @example`)
  const inline = lines[start]?.slice('@example'.length).trim()
  const rest = lines.slice(start + 1).filter((l) => l !== '/' && l.trim() !== '')
  return inline ? [inline, ...rest.filter((l) => !l.startsWith('@'))] : rest.filter((l) => !l.startsWith('@'))
}

describe('JSDoc examples are the type-checked copies', () => {
  for (const path of CHECKED) {
    for (const block of checkedBlocks(path)) {
      it(`${block.symbol} (${block.file})`, () => {
        expect(block.lines.filter((l) => l.trim() !== '')).toEqual(jsdocExample(block.file, block.symbol))
      })
    }
  }
})
