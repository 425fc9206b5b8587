import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestSpecification, Vitest } from 'vitest/node'
import { describe, expect, it } from 'vitest'
import { LONG_SMALL_FILES, LongSmallFilesFirst } from './vitestSequencer.js'

const root = join(import.meta.dirname, '..')

/** A test file as the sequencer sees it: its path, its project, its size on disk (Vitest's stats on a fresh clone). */
const spec = (path: string) =>
  ({ moduleId: join(root, path), project: { name: path.split('/')[1], config: { sequence: { groupOrder: 0 }, isolate: false } } }) as unknown as TestSpecification

/** A run that has timed nothing yet: Vitest then knows only each file's size. */
function freshRun(sizes: Record<string, number>): Vitest {
  const size = (key: string) => sizes[key.slice(key.indexOf(':') + 1)]
  return {
    config: { root },
    cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: size(key) }) },
  } as unknown as Vitest
}

describe('LongSmallFilesFirst', () => {
  it('names files that exist', () => {
    for (const path of LONG_SMALL_FILES) expect(existsSync(join(root, path)), path).toBe(true)
  })

  it('starts the long small files first, and keeps Vitest’s order (larger first) for the rest', async () => {
    const [keepAlive, snapshot] = LONG_SMALL_FILES
    const files = ['examples/api-server/src/a.test.ts', keepAlive, 'examples/api-server/src/b.test.ts', snapshot]
    const sizes = { [files[0]!]: 900, [keepAlive]: 100, [files[2]!]: 5000, [snapshot]: 200 }
    const sorted = await new LongSmallFilesFirst(freshRun(sizes)).sort(files.map(spec))
    expect(sorted.map((f) => f.moduleId.slice(root.length + 1))).toEqual([
      snapshot,
      keepAlive,
      'examples/api-server/src/b.test.ts',
      'examples/api-server/src/a.test.ts',
    ])
  })
})
