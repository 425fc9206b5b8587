import { describe, expect, it } from 'vitest'
import { dropUntypedImports } from '../scripts/build-types.mjs'

// The packages' declarations come from TypeScript 7, which keeps a module's side-effect imports (decision wave3-ci-19).
// react-ui's entry imports its theme stylesheet, which tsup bundles into dist/index.css: in the tarball that import
// names no file, and are-the-types-wrong fails the package on it (the release check, tried). Its import of
// antd-mobile's global styles named a folder that a consumer's type check under `node16` resolution could not resolve
// (TS2882 with `skipLibCheck` off, tried). A side-effect import of the package's own module stays (a type augmentation).

describe('dropUntypedImports', () => {
  it('drops side-effect imports of stylesheets and of other packages, in either quote, with or without a semicolon, with CRLF lines', () => {
    const text = [
      "import './theme/theme.css';",
      'import "uplot/dist/uPlot.min.css"',
      "import './a.css';\r",
      "import 'antd-mobile/es/global';",
      'import "@scope/pkg/side"',
      "export { theme } from './theme/theme.js';",
      '',
    ].join('\n')
    expect(dropUntypedImports(text)).toBe("export { theme } from './theme/theme.js';\n")
  })

  it('keeps every other import: the package’s own module, bindings from a stylesheet-like name or a package, a .css.js module', () => {
    const text = [
      "import './augment.js';",
      "import '../types/global.js'",
      "import styles from './card.css';",
      "import { z } from 'zod/mini';",
      "import './theme.css.js';",
      "export * from './x.js';",
      "// import './commented.css';",
      "// import 'antd-mobile/es/global';",
      '',
    ].join('\n')
    expect(dropUntypedImports(text)).toBe(text)
  })
})
