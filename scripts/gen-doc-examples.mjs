// `pnpm gen:examples`: writes each package's src/docExamples.generated.test-d.ts(x), the @example blocks of
// its JSDoc as code `pnpm typecheck` checks (tooling/docExamples/generateDocExamples.mjs says how).
// tooling/docExamples.test.ts fails when the committed files are stale.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, generateAll } from '../tooling/docExamples/generateDocExamples.mjs'

let total = 0
for (const { path, count, text } of generateAll()) {
  writeFileSync(join(ROOT, path), text)
  total += count
  console.log(`wrote ${path} (${count} examples)`)
}
console.log(`${total} examples in all`)
