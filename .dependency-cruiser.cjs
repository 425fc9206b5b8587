// The import graph's rule that ESLint cannot see file by file: no module imports itself through others (issue #35).
// Type-only imports count (a circle of types still ties the files together). Run by `pnpm lint` and proved by
// tooling/importCircles.test.ts. The packages' layering rules stay in eslint.config.js (tooling/dependencyRules.test.ts).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: split what both sides need into a module of its own (issue #35).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|storybook-static|coverage|reports)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'] },
  },
}
