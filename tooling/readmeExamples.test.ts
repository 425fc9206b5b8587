import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Each publishable package's README shows one TypeScript example; a copy of it below a marker in
// `src/readmeExample.test-d.ts(x)` is compiled by the package's `tsc` (pnpm typecheck) against the public entry.
// This test keeps the two equal, so the README never shows code that does not compile. The copy imports the
// package's own entry (`./index.js`) where the README names the package: inside the package, no workspace import.
const root = join(import.meta.dirname, '..')
const MARK = '// ---- README example (tooling/readmeExamples.test.ts keeps it equal to the README) ----\n'

const cases = [
  ['core', 'src/readmeExample.test-d.ts'],
  ['bridge', 'src/readmeExample.test-d.ts'],
  ['react-ui', 'src/readmeExample.test-d.tsx'],
] as const

describe('README examples', () => {
  it.each(cases)('@tougu/%s: the README example is the type-checked one', (pkg, file) => {
    const readme = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8')
    const example = /```tsx?\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(example, 'README has a ts/tsx code block').toBeDefined()
    const checked = readFileSync(join(root, 'packages', pkg, file), 'utf8')
    expect(checked.includes(MARK), `${file} has the marker`).toBe(true)
    const asAdopterWrites = checked.slice(checked.indexOf(MARK) + MARK.length).replaceAll("from './index.js'", `from '@tougu/${pkg}'`)
    expect(asAdopterWrites).toBe(example)
  })

  it.each(cases)('@tougu/%s: the README says how to install without a registry and where it runs', (pkg) => {
    const readme = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8')
    expect(readme).toContain(`"@tougu/${pkg}": "workspace:*"`)
    expect(readme).toMatch(/pnpm@10 pack/)
    expect(readme).toMatch(/Node ≥ 20\.19/)
    expect(readme).toMatch(/evergreen\s+browsers/)
    expect(readme).toMatch(/WKWebView.*Android System WebView.*WeChat/s)
    // No install line that would 404 until the packages are published.
    expect(readme).not.toMatch(/^\s*(pnpm|npm|yarn)( -y pnpm@10)? (add|install|i) @tougu\//m)
  })
})
