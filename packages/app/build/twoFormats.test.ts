import { describe, expect, it } from 'vitest'
import { findTwoFormats } from './twoFormats.js'

const nm = '/repo/node_modules/.pnpm/preact@10.29.8/node_modules/preact'

describe('findTwoFormats', () => {
  it('finds preact/compat bundled as CommonJS and as an ES module', () => {
    expect(findTwoFormats([`${nm}/compat/dist/compat.js`, `${nm}/compat/dist/compat.module.js`, `${nm}/dist/preact.module.js`])).toEqual([
      [`${nm}/compat/dist/compat.js`, `${nm}/compat/dist/compat.module.js`],
    ])
  })

  it('finds .cjs next to .mjs', () => {
    expect(findTwoFormats(['/r/node_modules/x/index.cjs', '/r/node_modules/x/index.mjs'])).toHaveLength(1)
  })

  it('accepts one format per file, the same id twice, and the app’s own files', () => {
    expect(
      findTwoFormats([
        `${nm}/compat/dist/compat.module.js`,
        `${nm}/compat/dist/compat.module.js`,
        `${nm}/hooks/dist/hooks.module.js`,
        '/repo/packages/app/src/main.tsx',
        '/repo/packages/app/src/main.module.tsx',
      ]),
    ).toEqual([])
  })
})
