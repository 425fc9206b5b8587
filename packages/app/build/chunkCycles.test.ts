import { describe, expect, it } from 'vitest'
import { findChunkCycle } from './chunkCycles.js'

describe('findChunkCycle', () => {
  it('accepts chunks that import downwards only', () => {
    expect(
      findChunkCycle([
        { fileName: 'index.js', imports: ['app.js', 'vendor.js'] },
        { fileName: 'app.js', imports: ['vendor.js'] },
        { fileName: 'vendor.js', imports: [] },
      ]),
    ).toBeNull()
  })

  it('names the chunks of a cycle, however long', () => {
    expect(findChunkCycle([
      { fileName: 'index.js', imports: ['app.js'] },
      { fileName: 'app.js', imports: ['vendor.js'] },
      { fileName: 'vendor.js', imports: ['index.js'] },
    ])).toEqual(['index.js', 'app.js', 'vendor.js', 'index.js'])
    expect(findChunkCycle([
      { fileName: 'main.js', imports: ['app.js'] },
      { fileName: 'app.js', imports: ['main.js'] },
    ])).toEqual(['main.js', 'app.js', 'main.js'])
  })
})
