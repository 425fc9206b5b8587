import { describe, expect, it } from 'vitest'
import { dropStylesheetImports } from '../scripts/build-types.mjs'

// The packages' declarations come from TypeScript 7, which keeps a module's side-effect imports (decision wave3-ci-19).
// react-ui's entry imports its theme stylesheet, which tsup bundles into dist/index.css: in the tarball that import
// names no file, and are-the-types-wrong fails the package on it (the release check, tried). Only stylesheets go.

describe('dropStylesheetImports', () => {
  it('drops side-effect imports of stylesheets, in either quote, with or without a semicolon, with CRLF lines', () => {
    const text = [
      "import './theme/theme.css';",
      'import "uplot/dist/uPlot.min.css"',
      "import './a.css';\r",
      "export { theme } from './theme/theme.js';",
      '',
    ].join('\n')
    expect(dropStylesheetImports(text)).toBe("export { theme } from './theme/theme.js';\n")
  })

  it('keeps every other import: a module’s side effects, bindings from a stylesheet-like name, a .css.js module', () => {
    const text = [
      "import 'antd-mobile/es/global';",
      "import styles from './card.css';",
      "import './theme.css.js';",
      "export * from './x.js';",
      "// import './commented.css';",
      '',
    ].join('\n')
    expect(dropStylesheetImports(text)).toBe(text)
  })
})
