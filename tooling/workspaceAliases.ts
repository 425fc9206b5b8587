import { fileURLToPath } from 'node:url'

const src = (p: string) => fileURLToPath(new URL(`../packages/${p}`, import.meta.url))

/**
 * Resolve workspace packages to their TypeScript sources in tests, Storybook and the app's dev server,
 * so nothing needs a build first. Published builds use each package's `exports` (dist) instead.
 */
export const workspaceAliases = [
  { find: /^@tougu\/core$/, replacement: src('core/src/index.ts') },
  { find: /^@tougu\/bridge$/, replacement: src('bridge/src/index.ts') },
  { find: /^@tougu\/bridge\/testing$/, replacement: src('bridge/src/testing.ts') },
  { find: /^@tougu\/react-ui$/, replacement: src('react-ui/src/index.ts') },
  { find: /^@tougu\/react-ui\/chart$/, replacement: src('react-ui/src/chart.ts') },
]
