// ESLint over the workspace without type information (`pnpm lint`, decision wave3-ci-9): the config as it is, with
// typescript-eslint's `disableTypeChecked` laid over it, so every rule that needs no types runs as in `eslint .`, and
// the type-aware ones run in tsgolint (./types.mjs). Warnings fail, as `--max-warnings 0` did. A disable directive for
// a type-aware rule is judged by tsgolint, which runs the rule: ESLint, which does not here, would call it unused.
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { isTypeAware } from './typedRules.mjs'

const UNUSED = /^Unused eslint-disable directive \(no problems were reported from (.+)\)/
/** The rules an unused-directive message names ("… from 'a' or 'b'"); none for a directive that names no rule. */
const unusedRules = (m) => {
  const found = m.ruleId === null ? UNUSED.exec(m.message) : null
  return found ? [...found[1].matchAll(/'([^']+)'/g)].map((q) => q[1]) : []
}

const cwd = process.cwd()
const eslint = new ESLint({ cwd, overrideConfig: tseslint.configs.disableTypeChecked })
const results = await eslint.lintFiles(['.'])
for (const result of results) {
  // Dropped only when every rule it names is type-aware; a directive also naming an unused ESLint rule stays reported.
  result.messages = result.messages.filter((m) => {
    const named = unusedRules(m)
    return !(named.length > 0 && named.every(isTypeAware))
  })
  result.errorCount = result.messages.filter((m) => m.severity === 2).length
  result.warningCount = result.messages.filter((m) => m.severity === 1).length
  result.fixableErrorCount = result.messages.filter((m) => m.severity === 2 && m.fix).length
  result.fixableWarningCount = result.messages.filter((m) => m.severity === 1 && m.fix).length
}
const found = results.filter((r) => r.messages.length > 0)
const formatter = await eslint.loadFormatter('stylish')
if (found.length) process.stdout.write(await formatter.format(found))
console.log(`ESLint (without types): ${results.length} files`)
process.exit(found.length ? 1 : 0)
