import { describe, expect, it } from 'vitest'
import { BOOT_BUDGET_BYTES, bootProblem } from './bootEntry.js'

const chunk = (fileName: string, bytes: number, imports: string[] = [], isEntry = false) => ({ fileName, imports, isEntry, code: 'x'.repeat(bytes) })

describe('bootProblem', () => {
  it('accepts an entry that waits only for the small boot chunk', () => {
    expect(bootProblem([chunk('index.js', 1200, ['boot.js'], true), chunk('boot.js', 7000), chunk('app.js', 160_000, ['boot.js'])])).toBeNull()
  })

  it('names what the entry waits for once it imports the app chunk, even through another chunk', () => {
    const problem = bootProblem([chunk('index.js', 1200, ['boot.js'], true), chunk('boot.js', 7000, ['app.js']), chunk('app.js', 160_000)])
    expect(problem).toContain('168200 bytes')
    expect(problem).toContain('app.js')
    expect(problem).toContain(String(BOOT_BUDGET_BYTES))
  })
})
