import { describe, expect, it } from 'vitest'
import { PACKAGES, extractExamples, generatePackage, readCommitted, typeErrorsOf } from './docExamples/generateDocExamples.mjs'

// Every @example of the published packages' JSDoc is copied into `src/docExamples.generated.test-d.ts(x)`,
// which `pnpm typecheck` compiles (tooling/docExamples/generateDocExamples.mjs). These tests keep the copies
// equal to the JSDoc (run `pnpm gen:examples` after editing an example) and pin how examples are read.

describe('the type-checked copies of the JSDoc examples', () => {
  for (const pkg of PACKAGES) {
    it(`are current for ${pkg.dir} (else run pnpm gen:examples)`, () => {
      const generated = generatePackage(pkg)
      expect(generated.count).toBeGreaterThan(0)
      expect(readCommitted(generated.path)).toBe(generated.text)
    })
  }
})

describe('extractExamples', () => {
  it('reads a one-line example, a multi-line one up to the next tag, and one in a one-line comment', () => {
    const source = [
      '/**',
      ' * Sums.',
      " * @example add(1, 2) // 3",
      ' * @example',
      ' * const a = add(1, 2)',
      ' *   + 1',
      ' * @returns the sum',
      ' */',
      'export function add(a: number, b: number) { return a + b }',
      '/** Local day. @example dayKey(d) // 20260305 */',
    ].join('\n')
    expect(extractExamples(source)).toEqual([
      { line: 3, code: 'add(1, 2) // 3' },
      { line: 4, code: 'const a = add(1, 2)\n  + 1' },
      { line: 10, code: 'dayKey(d) // 20260305' },
    ])
  })

  it('takes no example from an `@example` inside a string or prose after the first line', () => {
    const source = ['/**', " * Writes '@example' in quotes and mail@example.com in prose.", ' */', '/** Mail mail@example.com */'].join('\n')
    expect(extractExamples(source)).toEqual([])
  })
})

describe('a drifted example', () => {
  it('fails the type check, where the current one passes', () => {
    const core = PACKAGES.find((p) => p.dir === 'packages/core')
    if (!core) throw new Error('packages/core is not checked')
    const { text } = generatePackage(core)
    // An example left behind by a change of signature: one argument too few.
    const drifted = text.replace('validateRefundSelection([refundable], [])', 'validateRefundSelection([refundable])')
    expect(drifted).not.toBe(text)
    // The drift's error and no other: so the current copy, one call apart, has none (one type check, not two).
    expect(typeErrorsOf(core, drifted)).toEqual([expect.stringMatching(/Expected 2 arguments, but got 1/)])
  })
})
