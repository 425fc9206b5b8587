// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stripDocStrings } from './docStrings.js'

describe('stripDocStrings', () => {
  it('empties the summary of every contract helper and every description, nothing else', () => {
    const code = [
      "a: post('/api/x', empty, Res, spec('Banners of the community home page', false)),",
      'b: post("/api/y", empty, Res, screen("Adviser list; paged", true)),',
      "c: post('/api/z', empty, Res, extension(`Track record \\` quoted`)),",
      "d: z.string().check(z.describe('It\\'s a day'), z.regex(/x/, 'expected x')),",
    ].join('\n')
    expect(stripDocStrings(code)).toBe(
      [
        "a: post('/api/x', empty, Res, spec('', false)),",
        'b: post("/api/y", empty, Res, screen(\'\', true)),',
        "c: post('/api/z', empty, Res, extension('')),",
        "d: z.string().check(z.describe(''), z.regex(/x/, 'expected x')),",
      ].join('\n'),
    )
  })

  it('leaves the contract with every path and validation message it had', () => {
    const source = readFileSync(new URL('../../core/src/api/apiContract.ts', import.meta.url), 'utf8')
    const out = stripDocStrings(source)
    const paths = (text: string) => [...text.matchAll(/'\/api\/[^']+'/g)].map((m) => m[0])
    expect(paths(out)).toEqual(paths(source))
    expect(out).toContain("'请输入6位验证码'")
    expect(out.length).toBeLessThan(source.length - 3000)
    expect(out).not.toContain('Banners of the community home page')
  })
})
