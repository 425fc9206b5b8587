// The type-aware rules of eslint.config.js, run by tsgolint through oxlint on TypeScript 7 (`pnpm lint`, decision
// wave3-ci-9): the same rules (typescript-eslint's, ported rule by rule) on the files ESLint lints with types, both
// read from ESLint's resolved config (./typedRules.mjs). Only those rules are on (`-A all`). A disable directive is
// reported as unused here only if it names a type-aware rule; one naming only ESLint's rules, or none (a whole-file
// `eslint-disable` of generated code), is ESLint's to judge.
import { ESLint } from 'eslint'
import { findingLine, oxlintDiagnostics, unusedDirectiveRules } from './oxlintReport.mjs'
import { namesTypeAwareRule, tsgolintName, typedLint } from './typedRules.mjs'

const cwd = process.cwd()
const { rules, files } = await typedLint(new ESLint({ cwd }), cwd)
if (rules.length === 0 || files.length === 0) {
  console.log(
    `lint: no type-aware rules (${rules.length}) or no typed files (${files.length}) found in eslint.config.js`,
  )
  process.exit(1)
}

const diagnostics = oxlintDiagnostics(
  ['-A', 'all', ...rules.flatMap((r) => ['-D', tsgolintName(r)]), '--type-aware', '--report-unused-disable-directives', ...files],
  cwd,
)
const directiveRules = unusedDirectiveRules(cwd)
const findings = diagnostics.filter((d) => {
  const named = directiveRules(d)
  return named === null || named.some(namesTypeAwareRule)
})
for (const d of findings) console.log(findingLine(d))
console.log(
  `tsgolint: ${rules.length} type-aware rules on ${files.length} files, ${findings.length} findings`,
)
process.exit(findings.length ? 1 : 0)
