import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The dependency rules of ARCHITECTURE.md are lint rules; this proves `pnpm lint` fails when one is broken. The
// workspace's own config, less type information: the rules under test read imports and globals, not types, and a
// type-aware lint of a snippet built a TypeScript program of its whole package (decision wave3-ci-1).
const cwd = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd, overrideConfig: tseslint.configs.disableTypeChecked })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`)
}

describe('dependency rules', () => {
  it('core may not import react', async () => {
    const out = await ruleIds('packages/core/src/pricing/periodUnit.ts', "import { useState } from 'react'\nexport const x = useState\n")
    expect(out.some((m) => m.startsWith('no-restricted-imports'))).toBe(true)
  })

  it('core may not import another workspace package or touch DOM globals', async () => {
    const imp = await ruleIds('packages/core/src/pricing/periodUnit.ts', "import { detectPlatform } from '@tougu/bridge'\nexport const x = detectPlatform\n")
    expect(imp.some((m) => m.startsWith('no-restricted-imports'))).toBe(true)
    const dom = await ruleIds('packages/core/src/pricing/periodUnit.ts', "export const read = () => localStorage.getItem('k')\n")
    expect(dom.some((m) => m.startsWith('no-restricted-globals'))).toBe(true)
  })

  it('bridge may not import workspace packages', async () => {
    const out = await ruleIds('packages/bridge/src/platform/detectPlatform.ts', "import { periodUnitLabel } from '@tougu/core'\nexport const x = periodUnitLabel\n")
    expect(out.some((m) => m.startsWith('no-restricted-imports'))).toBe(true)
  })

  it('react-ui may not import bridge or fetch', async () => {
    const file = 'packages/react-ui/src/observable/useObservable.ts'
    const imp = await ruleIds(file, "import { detectPlatform } from '@tougu/bridge'\nexport const x = detectPlatform\n")
    expect(imp.some((m) => m.startsWith('no-restricted-imports'))).toBe(true)
    const io = await ruleIds(file, "export const load = () => fetch('/api/x')\n")
    expect(io.some((m) => m.startsWith('no-restricted-globals'))).toBe(true)
  })

  it('accepts the allowed direction (react-ui importing core)', async () => {
    const out = await ruleIds('packages/react-ui/src/observable/useObservable.ts', "import { periodUnitLabel } from '@tougu/core'\nexport const x = periodUnitLabel(1)\n")
    expect(out.filter((m) => m.startsWith('no-restricted'))).toEqual([])
  })
})
