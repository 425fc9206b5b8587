import { describe, expect, it } from 'vitest'
import { exportsName, importedNames, screensChunkModules, type ScreensGraph } from './screensChunk.js'

/** A module graph from `id: [code, imports, lazily loaded?]`. */
function graph(modules: Record<string, [string, string[], boolean?]>): ScreensGraph {
  return {
    getModuleInfo: (id) => {
      const m = modules[id]
      return m ? { code: m[0], importedIds: m[1], dynamicImporters: m[2] ? ['/packages/app/src/routes/table.ts'] : [] } : null
    },
  }
}

const SRC = /\/packages\//
const KIT = '/packages/react-ui/src/index.ts'

describe('importedNames / exportsName', () => {
  it('reads the names a module imports, by their exported names', () => {
    expect([...importedNames('import { A, B as C, type D } from "x";\nimport E from "y"')]).toEqual(['A', 'B', 'D'])
  })

  it('finds declared exports, not re-exports from elsewhere', () => {
    expect(exportsName('export function AdviserCard() {}', 'AdviserCard')).toBe(true)
    expect(exportsName('const Card = 1; export { Card }', 'Card')).toBe(true)
    expect(exportsName('export { Card } from "./card.js"', 'Card')).toBe(false)
    expect(exportsName('export function AdviserCardList() {}', 'AdviserCard')).toBe(false)
    expect(exportsName('export default X', 'RightOutline', '/antd-mobile-icons/es/RightOutline.js')).toBe(true)
  })
})

describe('screensChunkModules', () => {
  const modules: Record<string, [string, string[], boolean?]> = {
    '/packages/app/src/Home.tsx': ['import { Card, Skeleton } from "@tougu/react-ui"', [KIT, '/packages/app/src/Page.tsx']],
    '/packages/app/src/Page.tsx': ['export function Page() {}', ['/packages/app/src/services/index.ts']],
    '/packages/app/src/services/index.ts': ['export {}', []],
    [KIT]: ['export { Card } from "./card"; export { Chart } from "./chart"; export { Skeleton } from "./skeleton"', ['/packages/react-ui/src/card.tsx', '/packages/react-ui/src/chart.tsx', '/packages/react-ui/src/skeleton.tsx']],
    '/packages/react-ui/src/card.tsx': ['export function Card() {}', []],
    '/packages/react-ui/src/chart.tsx': ['export function Chart() {}', []],
    '/packages/react-ui/src/skeleton.tsx': ['export function Skeleton() {}', ['/packages/react-ui/src/pictures.tsx']],
    '/packages/react-ui/src/pictures.tsx': ['export default 1', [], true],
  }

  it('takes what the first screen uses through a barrel, not the barrel\'s other exports, nor what a higher group takes', () => {
    const ids = screensChunkModules(graph(modules), ['/packages/app/src/Home.tsx'], SRC, (id) => id.includes('/services/'))
    expect([...ids].sort()).toEqual(['/packages/app/src/Page.tsx', '/packages/react-ui/src/card.tsx', '/packages/react-ui/src/skeleton.tsx'])
  })

  it('keeps a lazily loaded module out, in its own chunk', () => {
    const ids = screensChunkModules(graph(modules), ['/packages/app/src/Home.tsx'], SRC, () => false)
    expect(ids.has('/packages/react-ui/src/pictures.tsx')).toBe(false)
    expect(ids.has('/packages/app/src/services/index.ts')).toBe(false) // a barrel: followed, never a member
  })
})
